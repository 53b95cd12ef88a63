import { describe, expect, it } from 'vitest';
import { BrowserIdentityEnvironment, type IdentityPageSources, type StorageProbe } from './browser-identity-environment';
import type { BridgeWindow } from './native-bridge-identity-provider';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36',
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 AppAndroidVer/3.0',
  iosApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AppVer/2.1',
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosOldSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iosWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iosFacebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1 [FBAN/FBIOS;FBAV/450.0]',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
};

function environment(overrides: Partial<{ ua: string; touch: number; storage: StorageProbe; heap: number; bridge: BridgeWindow }> = {}) {
  const sources: IdentityPageSources = {
    userAgent: () => overrides.ua ?? UA.androidChrome,
    maxTouchPoints: () => overrides.touch ?? 5,
    storage: () => overrides.storage,
    heapLimit: () => overrides.heap,
    bridgeWindow: () => overrides.bridge,
  };
  return new BrowserIdentityEnvironment(sources);
}

const rejecting = (message: string): StorageProbe => ({ getDirectory: () => Promise.reject(new DOMException(message, 'UnknownError')) });

describe('where social sign-in runs (player-journey §5 social rules; docs/decisions.md "Identity adapters")', () => {
  it('"Social login is blocked in private or incognito browsing": Chromium incognito has a quota under twice the heap limit', async () => {
    const heap = 4 * 1024 ** 3;
    expect(await environment({ storage: { estimate: async () => ({ quota: 2 * 1024 ** 3 }) }, heap }).isPrivateBrowsing()).toBe(true);
    expect(await environment({ storage: { estimate: async () => ({ quota: 60 * 1024 ** 3 }) }, heap }).isPrivateBrowsing()).toBe(false);
    expect(await environment({ storage: { estimate: async () => ({ quota: 1024 ** 3 }) } }).isPrivateBrowsing()).toBe(true);
  });

  it('Safari private mode refuses the origin-private file system with "unknown transient reason"; Firefox with a security error', async () => {
    expect(await environment({ ua: UA.iosSafari, storage: rejecting('unknown transient reason') }).isPrivateBrowsing()).toBe(true);
    expect(await environment({ ua: UA.iosSafari, storage: { getDirectory: async () => ({}) } }).isPrivateBrowsing()).toBe(false);
    expect(await environment({ ua: UA.iosSafari, storage: rejecting('something else') }).isPrivateBrowsing()).toBe(false);
    expect(await environment({ ua: UA.firefox, storage: rejecting('Security error when calling GetDirectory') }).isPrivateBrowsing()).toBe(true);
    expect(await environment({ ua: UA.firefox, storage: { getDirectory: async () => ({}) } }).isPrivateBrowsing()).toBe(false);
  });

  it('no storage API, or a probe that throws, is not private (never blocks sign-in by mistake); the answer is kept', async () => {
    expect(await environment().isPrivateBrowsing()).toBe(false);
    let calls = 0;
    const env = environment({ storage: { estimate: () => (calls++, Promise.reject(new Error('x'))) } });
    expect(await env.isPrivateBrowsing()).toBe(false);
    expect(await env.isPrivateBrowsing()).toBe(false);
    expect(calls).toBe(1);
  });

  it('"in the Android app": the App...Ver user agent on Android only', () => {
    expect(environment({ ua: UA.androidApp }).isAndroidApp()).toBe(true);
    expect(environment({ ua: UA.iosApp }).isAndroidApp()).toBe(false);
    expect(environment({ ua: UA.androidWebView }).isAndroidApp()).toBe(false);
  });

  it('"when no native handler exists": the wrapper\'s bridge lists the channels it handles', () => {
    const bridge: BridgeWindow = { NativeAuthBridge: { channels: () => 'google,line', signIn: () => {} } };
    const env = environment({ ua: UA.androidApp, bridge });
    expect(env.hasNativeHandler('line')).toBe(true);
    expect(env.hasNativeHandler('twitter')).toBe(false);
    expect(environment({ ua: UA.androidApp }).hasNativeHandler('google')).toBe(false);
  });

  it('"Redirect flow (webviews and old iOS)": webviews, in-app browsers and iOS before 13 redirect; browsers use the popup', () => {
    expect(environment({ ua: UA.androidWebView }).prefersRedirect()).toBe(true);
    expect(environment({ ua: UA.androidApp }).prefersRedirect()).toBe(true);
    expect(environment({ ua: UA.iosApp }).prefersRedirect()).toBe(true);
    expect(environment({ ua: UA.iosWebView }).prefersRedirect()).toBe(true);
    expect(environment({ ua: UA.iosFacebook }).prefersRedirect()).toBe(true);
    expect(environment({ ua: UA.iosOldSafari }).prefersRedirect()).toBe(true);
    expect(environment({ ua: UA.iosSafari }).prefersRedirect()).toBe(false);
    expect(environment({ ua: UA.androidChrome }).prefersRedirect()).toBe(false);
    expect(environment({ ua: UA.firefox }).prefersRedirect()).toBe(false);
  });
});
