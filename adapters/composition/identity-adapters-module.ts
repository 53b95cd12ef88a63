import { ContainerModule } from 'inversify';
import type { Logger } from '../../core/config/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { Scheduler } from '../../core/runtime/ports';
import { LazyIdentityProvider } from '../identity/lazy-identity-provider';
import { SessionPendingRedirectStore } from '../identity/session-pending-redirect-store';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * The identity port's adapters (docs/decisions.md "Identity adapters"): inside an app wrapper that offers native sign-in, the
 * bridge for its channels and Firebase for the rest; else Firebase; both downloaded on the first sign-in
 * call. Mock builds swap in the fake consent provider (mock-sign-in-module.ts).
 */
export const identityAdaptersModule = new ContainerModule((bind) => {
  // None: a dynamic value, as inversify 6 takes a null constant for an unfinished binding and refuses it.
  bind(TOKENS.FakeIdentityConsent).toDynamicValue(() => null);

  bind(TOKENS.IdentityProvider)
    .toDynamicValue(
      resolvedValue(
        (logger: Logger, scheduler: Scheduler) =>
          new LazyIdentityProvider(async () => {
            const { createIdentityProvider } = await import('../identity/create-identity-provider');
            return createIdentityProvider(logger, scheduler);
          }),
        [TOKENS.Logger, TOKENS.Scheduler],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.IdentityEnvironmentLoader).toConstantValue(async () => {
    const { BrowserIdentityEnvironment } = await import('../identity/browser-identity-environment');
    return new BrowserIdentityEnvironment();
  });

  bind(TOKENS.PendingRedirectStore)
    .toDynamicValue(resolvedValue((session: KeyValueStore) => new SessionPendingRedirectStore(session), [TOKENS.SessionKeyValueStore]))
    .inSingletonScope();
});
