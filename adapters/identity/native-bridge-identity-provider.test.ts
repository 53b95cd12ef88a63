import { describe, expect, it, vi } from 'vitest';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import type { IdentityProvider } from '../../core/identity/ports';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { NATIVE_SIGN_IN_TIMEOUT_MS, NativeBridgeIdentityProvider, nativeChannels, type BridgeWindow } from './native-bridge-identity-provider';

const config: FirebaseProviderConfig = {
  enabled: true,
  appId: null,
  apiKey: 'k',
  authDomain: null,
  projectId: null,
  messagingSenderId: null,
  googleWebClientId: null,
  vapidKey: null,
};

function web(): IdentityProvider {
  return {
    signIn: vi.fn(async () => ({ kind: 'credential', idToken: 'web-token' }) as const),
    redirectResult: vi.fn(async () => null),
    sendPhoneCode: vi.fn(async () => ({ kind: 'sent' }) as const),
    confirmPhoneCode: vi.fn(async () => ({ kind: 'credential', idToken: 'phone' }) as const),
    oneTap: vi.fn(async () => null),
  };
}

/** A wrapper that records each sign-in request; the test answers through the named callback. */
function wrapper(channels: unknown) {
  const requests: { channel: string; callbackName: string }[] = [];
  const win: BridgeWindow = {
    NativeAuthBridge: {
      channels,
      signIn: (channel, callbackName) => {
        requests.push({ channel, callbackName });
      },
    },
  };
  const answer = (value: unknown) => (win[requests.at(-1)!.callbackName] as (a: unknown) => void)(value);
  return { win, requests, answer };
}

function setup(channels: unknown = () => 'google,facebook') {
  const time = new ManualTime();
  const fallback = web();
  const bridge = wrapper(channels);
  const provider = new NativeBridgeIdentityProvider({ window: () => bridge.win, scheduler: time, fallback });
  return { ...bridge, time, fallback, provider };
}

describe('the native sign-in bridge (player-journey §6 "Native app variants use native bridges"; docs/decisions.md "Native sign-in bridge")', () => {
  it('reads the handled channels from a method or a property: an array, a JSON array or a comma list; unknown names dropped', () => {
    const bridge = (channels: unknown): BridgeWindow => ({ NativeAuthBridge: { channels, signIn: () => {} } });
    expect(nativeChannels(bridge(() => 'google, Facebook'))).toEqual(['google', 'facebook']);
    expect(nativeChannels(bridge('["twitter","line","wechat"]'))).toEqual(['twitter', 'line']);
    expect(nativeChannels(bridge(['line']))).toEqual(['line']);
    expect(nativeChannels(bridge('[not json'))).toEqual([]);
    expect(nativeChannels(bridge(() => {
      throw new Error('bridge gone');
    }))).toEqual([]);
    expect(nativeChannels({})).toEqual([]);
    expect(nativeChannels(undefined)).toEqual([]);
  });

  it('a handled channel signs in natively: the wrapper answers the named callback with the id token, which is then removed', async () => {
    const { provider, requests, answer, win, fallback } = setup();
    const result = provider.signIn('google', 'popup', config);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.channel).toBe('google');
    answer({ idToken: 'native-token' });
    expect(await result).toEqual({ kind: 'credential', idToken: 'native-token' });
    expect(win[requests[0]!.callbackName]).toBeUndefined();
    expect(fallback.signIn).not.toHaveBeenCalled();
  });

  it('the answer may be JSON text; an error answer is a provider error with its code and message', async () => {
    const { provider, answer } = setup();
    const first = provider.signIn('facebook', 'popup', config);
    answer('{"idToken":"t2"}');
    expect(await first).toEqual({ kind: 'credential', idToken: 't2' });
    const second = provider.signIn('facebook', 'popup', config);
    answer({ errorCode: 'auth/popup-closed-by-user', errorMessage: 'cancelled' });
    expect(await second).toEqual({ kind: 'provider-error', code: 'auth/popup-closed-by-user', reason: 'cancelled' });
    const third = provider.signIn('facebook', 'popup', config);
    answer({});
    expect(await third).toEqual({ kind: 'provider-error', code: 'auth/unknown', reason: null });
  });

  it(`no answer within ${NATIVE_SIGN_IN_TIMEOUT_MS / 1000} s is provider error auth/timeout`, async () => {
    const { provider, time } = setup();
    const result = provider.signIn('google', 'popup', config);
    time.advance(NATIVE_SIGN_IN_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    time.advance(1);
    expect(await result).toEqual({ kind: 'provider-error', code: 'auth/timeout', reason: null });
  });

  it('channels the bridge does not handle, the redirect result, phone code and one-tap go to the web provider', async () => {
    const { provider, fallback, requests } = setup();
    expect(await provider.signIn('twitter', 'redirect', config)).toEqual({ kind: 'credential', idToken: 'web-token' });
    expect(fallback.signIn).toHaveBeenCalledWith('twitter', 'redirect', config);
    await provider.redirectResult(config);
    await provider.sendPhoneCode('+1', config, 'vi');
    await provider.confirmPhoneCode('123456');
    await provider.oneTap(config);
    expect(fallback.redirectResult).toHaveBeenCalled();
    expect(fallback.sendPhoneCode).toHaveBeenCalledWith('+1', config, 'vi');
    expect(fallback.confirmPhoneCode).toHaveBeenCalledWith('123456');
    expect(fallback.oneTap).toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it('a bridge that throws is a provider error, not a crash', async () => {
    const time = new ManualTime();
    const win: BridgeWindow = {
      NativeAuthBridge: {
        channels: ['line'],
        signIn: () => {
          throw new Error('not implemented');
        },
      },
    };
    const provider = new NativeBridgeIdentityProvider({ window: () => win, scheduler: time, fallback: web() });
    expect(await provider.signIn('line', 'popup', config)).toEqual({ kind: 'provider-error', code: 'auth/unknown', reason: 'not implemented' });
    expect(time.pending()).toBe(0);
  });
});
