// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import type { FirebaseAuthApi } from './firebase-auth-api';
import { FirebaseIdentityProvider, LINE_PROVIDER_ID, pageLeaving, RECAPTCHA_HOST_ID } from './firebase-identity-provider';
import type { GoogleAccountsId, OneTapNotification } from './load-google-identity';

const config: FirebaseProviderConfig = {
  enabled: true,
  appId: '1:42:web:abc',
  apiKey: 'key-1',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  messagingSenderId: '42',
  googleWebClientId: 'client-1.apps.googleusercontent.com',
  vapidKey: null,
};

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code, name: 'FirebaseError' });
const userCredential = (idToken: string) => ({ user: { getIdToken: async () => idToken } });

class FakeProvider {
  constructor(readonly providerId: string) {}
}

/** A stand-in for firebase/app + firebase/auth: records what the adapter asked. */
function fakeFirebase() {
  const calls: string[] = [];
  const apps: { name: string; options: unknown }[] = [];
  const verifiers: { container: HTMLElement; params: unknown; cleared: boolean; languageCode: unknown }[] = [];
  const api = {
    initializeApp: vi.fn((options: unknown, name: string) => {
      const app = { name, options };
      apps.push(app);
      return app;
    }),
    getApps: () => apps,
    getAuth: vi.fn((app: { name: string }) => ({ app })),
    GoogleAuthProvider: Object.assign(
      class extends FakeProvider {
        constructor() {
          super('google.com');
        }
      },
      { credential: vi.fn((jwt: string) => ({ jwt })) },
    ),
    FacebookAuthProvider: class extends FakeProvider {
      constructor() {
        super('facebook.com');
      }
    },
    TwitterAuthProvider: class extends FakeProvider {
      constructor() {
        super('twitter.com');
      }
    },
    OAuthProvider: FakeProvider,
    RecaptchaVerifier: class {
      constructor(auth: { languageCode?: unknown }, container: HTMLElement, params: unknown) {
        verifiers.push({ container, params, cleared: false, languageCode: auth.languageCode });
      }
      clear() {
        verifiers[verifiers.length - 1]!.cleared = true;
      }
    },
    signInWithPopup: vi.fn(async (_auth: unknown, provider: FakeProvider) => {
      calls.push(`popup:${provider.providerId}`);
      return userCredential(`id-token-${provider.providerId}`);
    }),
    signInWithRedirect: vi.fn((_auth: unknown, provider: FakeProvider) => {
      calls.push(`redirect:${provider.providerId}`);
      return new Promise<never>(() => {});
    }),
    getRedirectResult: vi.fn(async (): Promise<unknown> => null),
    signInWithPhoneNumber: vi.fn(async (_auth: unknown, phone: string) => {
      calls.push(`phone:${phone}`);
      return { verificationId: 'v1', confirm: vi.fn(async (code: string) => (code === '123456' ? userCredential('phone-token') : Promise.reject(firebaseError('auth/invalid-verification-code')))) };
    }),
    signInWithCredential: vi.fn(async (_auth: unknown, credential: { jwt: string }) => userCredential(`one-tap-${credential.jwt}`)),
  };
  return { api, calls, apps, verifiers };
}

function setup(options: { load?: () => Promise<FirebaseAuthApi>; google?: GoogleAccountsId; leaving?: Promise<void> } = {}) {
  const firebase = fakeFirebase();
  const warnings: string[] = [];
  const load = vi.fn(options.load ?? (async () => firebase.api as unknown as FirebaseAuthApi));
  const provider = new FirebaseIdentityProvider({
    loadAuth: load,
    loadGoogleIdentity: async () => options.google ?? Promise.reject(new Error('no script')),
    logger: { warn: (message) => warnings.push(message) },
    document: () => document,
    leavingPage: () => options.leaving ?? new Promise(() => {}),
  });
  return { provider, firebase, warnings, load };
}

describe('the Firebase identity adapter (player-journey §4 "Social login")', () => {
  it('loads the SDK only when a method is called, and configures one app from the provider config', async () => {
    const { provider, firebase, load } = setup();
    expect(load).not.toHaveBeenCalled();
    await provider.signIn('google', 'popup', config);
    await provider.signIn('facebook', 'popup', config);
    expect(load).toHaveBeenCalledTimes(1);
    expect(firebase.api.initializeApp).toHaveBeenCalledTimes(1);
    expect(firebase.apps[0]!.options).toEqual({
      apiKey: 'key-1',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo',
      appId: '1:42:web:abc',
      messagingSenderId: '42',
    });
  });

  it('"a third-party credential is obtained, and the id token is sent": each channel signs in through its popup provider', async () => {
    const { provider, firebase } = setup();
    expect(await provider.signIn('google', 'popup', config)).toEqual({ kind: 'credential', idToken: 'id-token-google.com' });
    expect(await provider.signIn('facebook', 'popup', config)).toEqual({ kind: 'credential', idToken: 'id-token-facebook.com' });
    expect(await provider.signIn('twitter', 'popup', config)).toEqual({ kind: 'credential', idToken: 'id-token-twitter.com' });
    expect(await provider.signIn('line', 'popup', config)).toEqual({ kind: 'credential', idToken: `id-token-${LINE_PROVIDER_ID}` });
    expect(firebase.calls).toEqual(['popup:google.com', 'popup:facebook.com', 'popup:twitter.com', 'popup:oidc.line']);
  });

  it('"Auth provider errors": a FirebaseError becomes its code with its message as the reason', async () => {
    const { provider, firebase } = setup();
    firebase.api.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    expect(await provider.signIn('google', 'popup', config)).toEqual({
      kind: 'provider-error',
      code: 'auth/popup-closed-by-user',
      reason: 'Firebase: Error (auth/popup-closed-by-user).',
    });
    firebase.api.signInWithPopup.mockRejectedValueOnce('weird');
    expect(await provider.signIn('google', 'popup', config)).toEqual({ kind: 'provider-error', code: 'auth/unknown', reason: null });
  });

  it('"Provider initialisation failure: only logged": a failed SDK download or initializeApp answers auth/unknown and is tried again', async () => {
    let attempts = 0;
    const firebase = fakeFirebase();
    const { provider, warnings } = setup({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return firebase.api as unknown as FirebaseAuthApi;
      },
    });
    expect(await provider.signIn('google', 'popup', config)).toEqual({ kind: 'provider-error', code: 'auth/unknown', reason: null });
    expect(warnings).toEqual(['firebase initialisation failed: chunk failed']);
    expect(await provider.signIn('google', 'popup', config)).toMatchObject({ kind: 'credential' });
  });

  it('a provider config without an apiKey is an initialisation failure (logged, auth/unknown)', async () => {
    const { provider, warnings, load } = setup();
    expect(await provider.sendPhoneCode('+639171234567', { ...config, apiKey: null }, 'en')).toEqual({ kind: 'provider-error', code: 'auth/unknown', reason: null });
    expect(warnings).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the redirect flow (player-journey §4 "Redirect flow")', () => {
  it('answers redirecting once the page leaves for the provider', async () => {
    const { provider, firebase } = setup({ leaving: Promise.resolve() });
    expect(await provider.signIn('twitter', 'redirect', config)).toEqual({ kind: 'redirecting' });
    expect(firebase.calls).toEqual(['redirect:twitter.com']);
  });

  it('a redirect the SDK refuses to start is a provider error', async () => {
    const { provider, firebase } = setup();
    firebase.api.signInWithRedirect.mockRejectedValueOnce(firebaseError('auth/operation-not-supported-in-this-environment'));
    expect(await provider.signIn('google', 'redirect', config)).toMatchObject({ kind: 'provider-error', code: 'auth/operation-not-supported-in-this-environment' });
  });

  it('"on return the result is processed": the credential after a redirect, null when none was pending, errors mapped', async () => {
    const { provider, firebase } = setup();
    expect(await provider.redirectResult(config)).toBeNull();
    firebase.api.getRedirectResult.mockResolvedValueOnce(userCredential('after-redirect'));
    expect(await provider.redirectResult(config)).toEqual({ kind: 'credential', idToken: 'after-redirect' });
    firebase.api.getRedirectResult.mockRejectedValueOnce(firebaseError('auth/account-exists-with-different-credential'));
    expect(await provider.redirectResult(config)).toMatchObject({ code: 'auth/account-exists-with-different-credential' });
  });

  it('pageLeaving settles on pagehide', async () => {
    const target = new EventTarget();
    const leaving = pageLeaving(target as unknown as Window);
    target.dispatchEvent(new Event('pagehide'));
    await expect(leaving).resolves.toBeUndefined();
  });
});

describe('phone-code login (player-journey §4 "Phone-code login")', () => {
  it('"send the sms, keep the confirmation result, verify the code to obtain an id token"', async () => {
    const { provider, firebase } = setup();
    expect(await provider.sendPhoneCode('+639171234567', config, 'en')).toEqual({ kind: 'sent' });
    expect(firebase.calls).toEqual(['phone:+639171234567']);
    expect(await provider.confirmPhoneCode('000000')).toMatchObject({ kind: 'provider-error', code: 'auth/invalid-verification-code' });
    expect(await provider.confirmPhoneCode('123456')).toEqual({ kind: 'credential', idToken: 'phone-token' });
  });

  it('shell §5 "Recaptcha language code": the reCAPTCHA renders in the language code it is given (the auth instance\'s languageCode)', async () => {
    const { provider, firebase } = setup();
    await provider.sendPhoneCode('+639171234567', config, 'zh-CN');
    await provider.sendPhoneCode('+639171234567', config, 'pt-BR');
    expect(firebase.verifiers.map((v) => v.languageCode)).toEqual(['zh-CN', 'pt-BR']);
  });

  it('"With no pending confirmation the alert is auth/code-expired" (also once a code was used)', async () => {
    const { provider } = setup();
    expect(await provider.confirmPhoneCode('123456')).toEqual({ kind: 'provider-error', code: 'auth/code-expired', reason: null });
    await provider.sendPhoneCode('+639171234567', config, 'en');
    await provider.confirmPhoneCode('123456');
    expect(await provider.confirmPhoneCode('123456')).toMatchObject({ code: 'auth/code-expired' });
  });

  it('the invisible reCAPTCHA renders into a fresh element of one hidden host and is cleared after each send', async () => {
    const { provider, firebase } = setup();
    await provider.sendPhoneCode('+639171234567', config, 'en');
    firebase.api.signInWithPhoneNumber.mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    expect(await provider.sendPhoneCode('+639171234567', config, 'en')).toMatchObject({ code: 'auth/too-many-requests' });
    const hosts = document.querySelectorAll(`#${RECAPTCHA_HOST_ID}`);
    expect(hosts).toHaveLength(1);
    expect((hosts[0] as HTMLElement).hidden).toBe(true);
    expect(firebase.verifiers.map((v) => [v.params, v.cleared])).toEqual([
      [{ size: 'invisible' }, true],
      [{ size: 'invisible' }, true],
    ]);
    expect(firebase.verifiers[0]!.container).not.toBe(firebase.verifiers[1]!.container);
    expect(hosts[0]!.contains(firebase.verifiers[1]!.container)).toBe(true);
  });
});

describe('one-tap google (player-journey §5)', () => {
  function googleId(answer: (callback: (r: { credential?: string }) => void, listener: (n: OneTapNotification) => void) => void) {
    const initialized: unknown[] = [];
    let callback: (r: { credential?: string }) => void = () => {};
    const id: GoogleAccountsId = {
      initialize: (cfg) => {
        initialized.push(cfg.client_id);
        callback = cfg.callback;
      },
      prompt: (listener) => answer(callback, listener ?? (() => {})),
    };
    return { id, initialized };
  }

  it('the chosen account\'s JWT becomes a google credential signed in to Firebase', async () => {
    const { id, initialized } = googleId((callback) => callback({ credential: 'jwt-1' }));
    const { provider, firebase } = setup({ google: id });
    expect(await provider.oneTap(config)).toEqual({ kind: 'credential', idToken: 'one-tap-jwt-1' });
    expect(initialized).toEqual(['client-1.apps.googleusercontent.com']);
    expect(firebase.api.GoogleAuthProvider.credential).toHaveBeenCalledWith('jwt-1');
  });

  it('not displayed, skipped or dismissed without a credential → null', async () => {
    const notifications: OneTapNotification[] = [
      { isNotDisplayed: () => true },
      { isSkippedMoment: () => true },
      { isDismissedMoment: () => true, getDismissedReason: () => 'cancel_called' },
    ];
    for (const notification of notifications) {
      const { provider } = setup({ google: googleId((_callback, listener) => listener(notification)).id });
      expect(await provider.oneTap(config)).toBeNull();
    }
  });

  it('no google web client id, or the script cannot load (logged) → null, and Firebase is not downloaded', async () => {
    const { provider, warnings, load } = setup();
    expect(await provider.oneTap({ ...config, googleWebClientId: null })).toBeNull();
    expect(await provider.oneTap(config)).toBeNull();
    expect(warnings).toEqual(['one-tap sign-in unavailable: no script']);
    expect(load).not.toHaveBeenCalled();
  });
});
