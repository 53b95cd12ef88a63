import { Container, ContainerModule } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { BrowserIdentityEnvironment } from '../identity/browser-identity-environment';
import { FakeIdentityProvider } from '../identity/fake-identity-provider';
import { FirebaseIdentityProvider } from '../identity/firebase-identity-provider';
import { LazyIdentityProvider } from '../identity/lazy-identity-provider';
import { NativeBridgeIdentityProvider } from '../identity/native-bridge-identity-provider';
import { PENDING_REDIRECT_KEY, SessionPendingRedirectStore } from '../identity/session-pending-redirect-store';
import { createContainer } from './create-container';
import { identityAdaptersModule } from './identity-adapters-module';
import { mockSignInModule } from './mock-sign-in-module';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

// Records when the Firebase SDK is downloaded: the module factories run only on a real import().
const downloaded = vi.hoisted(() => [] as string[]);
vi.mock('firebase/app', () => {
  downloaded.push('firebase/app');
  return { initializeApp: vi.fn(() => ({ name: 'app' })), getApps: () => [] };
});
vi.mock('firebase/auth', () => {
  downloaded.push('firebase/auth');
  class Provider {}
  return {
    getAuth: () => ({}),
    GoogleAuthProvider: Provider,
    FacebookAuthProvider: Provider,
    TwitterAuthProvider: Provider,
    OAuthProvider: Provider,
    RecaptchaVerifier: Provider,
    signInWithPopup: vi.fn(async () => Promise.reject(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }))),
    signInWithRedirect: vi.fn(),
    getRedirectResult: vi.fn(),
    signInWithPhoneNumber: vi.fn(),
    signInWithCredential: vi.fn(),
  };
});

const config: FirebaseProviderConfig = {
  enabled: true,
  appId: 'a',
  apiKey: 'k',
  authDomain: null,
  projectId: 'p',
  messagingSenderId: null,
  googleWebClientId: null,
  vapidKey: null,
};

/** The production wiring of this module alone, over the ports it needs. */
function productionContainer(session = new InMemoryStore()): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    new ContainerModule((bind) => {
      bind(TOKENS.Logger).toConstantValue({ warn: () => undefined });
      bind(TOKENS.Scheduler).toConstantValue(new ManualTime());
      bind(TOKENS.SessionKeyValueStore).toConstantValue(session);
    }),
    identityAdaptersModule,
  );
  return container;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('identity adapters wiring (docs/decisions.md "Identity adapters")', () => {
  it('the mock build (mock-sign-in-module.ts) resolves the fake, also as the consent the UI renders', () => {
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ overrides: [mockSignInModule] }));
    const provider = container.get(TOKENS.IdentityProvider);
    expect(provider).toBeInstanceOf(FakeIdentityProvider);
    expect(container.get(TOKENS.FakeIdentityConsent)).toBe(provider);
  });

  it('production resolves Firebase without downloading the firebase chunk; the first sign-in downloads it', async () => {
    const container = productionContainer();
    const provider = container.get(TOKENS.IdentityProvider);
    expect(provider).toBeInstanceOf(LazyIdentityProvider);
    expect(container.get(TOKENS.FakeIdentityConsent)).toBeNull();
    expect(await container.get(TOKENS.IdentityEnvironmentLoader)()).toBeInstanceOf(BrowserIdentityEnvironment);
    expect(downloaded).toEqual([]);
    expect(await provider.signIn('google', 'popup', config)).toMatchObject({ kind: 'provider-error', code: 'auth/popup-closed-by-user' });
    expect(downloaded.sort()).toEqual(['firebase/app', 'firebase/auth']);
    expect(await (provider as LazyIdentityProvider).resolve()).toBeInstanceOf(FirebaseIdentityProvider);
  });

  it('inside an app wrapper with a native sign-in bridge, the bridge provider (Firebase for the rest)', async () => {
    (globalThis as { window?: unknown }).window = { NativeAuthBridge: { channels: () => 'google', signIn: () => {} } };
    const provider = productionContainer().get(TOKENS.IdentityProvider) as LazyIdentityProvider;
    expect(await provider.resolve()).toBeInstanceOf(NativeBridgeIdentityProvider);
  });

  it('the pending redirect lives in the session key-value store', () => {
    const session = new InMemoryStore();
    const store = productionContainer(session).get(TOKENS.PendingRedirectStore);
    expect(store).toBeInstanceOf(SessionPendingRedirectStore);
    store.write('google');
    expect(session.get(PENDING_REDIRECT_KEY)).toBe('google');
  });
});
