import type { IdentityEnvironment, IdentityProvider, PendingRedirectStore } from '../../core/identity/ports';
import type { FakeIdentityConsent } from '../identity/fake-identity-provider';
import { token } from './token';

/** The tokens identity-adapters-module.ts binds. */
export const identityAdaptersTokens = {
  /** Social and phone-code sign-in: bound in identity-adapters-module.ts (Firebase, native bridge, fake). */
  IdentityProvider: token<IdentityProvider>('IdentityProvider'),
  /** Gives where sign-in runs; its code is downloaded with the identity kit. */
  IdentityEnvironmentLoader: token<() => Promise<IdentityEnvironment>>('IdentityEnvironmentLoader'),
  PendingRedirectStore: token<PendingRedirectStore>('PendingRedirectStore'),
  /** The mock-mode consent requests the UI renders (src/sign-in/fake-identity-consent.tsx); null outside mock builds. */
  FakeIdentityConsent: token<FakeIdentityConsent | null>('FakeIdentityConsent'),
} as const;
