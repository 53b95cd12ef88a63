import { ContainerModule } from 'inversify';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { AutoLoginOutcome, AutoLoginRequest } from '../../core/remembered-login/auto-login';
import { AutoLoginProgress } from '../../core/remembered-login/auto-login-progress';
import type { AutoLoginPreference, RememberedLoginVault } from '../../core/remembered-login/ports';
import type { ManualLoginAttempt, RememberLoginOutcome } from '../../core/remembered-login/remember-login';
import type { Scheduler } from '../../core/runtime/ports';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import type { SessionStore } from '../../core/session-state/session-store';
import type { AppConfig } from '../../core/shell/app-config';
import { LazyRememberedLoginVault } from '../remembered-login/lazy-vault';
import { StoredAutoLoginPreference } from '../remembered-login/stored-auto-login-preference';
import { deferredUseCase, type UseCase } from './deferred-use-case';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** Remembered login (encrypted vault), "remember me" and automatic login (player-journey §3-§5). */
export const rememberedLoginModule = new ContainerModule((bind) => {
  bind(TOKENS.AutoLoginProgress).toDynamicValue(resolvedValue(() => new AutoLoginProgress(), [])).inSingletonScope();
  bind(TOKENS.RememberedLoginVault).toDynamicValue(resolvedValue(() => new LazyRememberedLoginVault(), [])).inSingletonScope();
  bind(TOKENS.AutoLoginPreference)
    .toDynamicValue(resolvedValue((local: KeyValueStore) => new StoredAutoLoginPreference(local), [TOKENS.LocalKeyValueStore]))
    .inSingletonScope();
  bind(TOKENS.RememberLogin)
    .toDynamicValue(
      resolvedValue(
        (vault: RememberedLoginVault, preference: AutoLoginPreference, config: AppConfig) =>
          deferredUseCase<[ManualLoginAttempt], RememberLoginOutcome>(async () => {
            const { RememberLogin } = await import('../../core/remembered-login/remember-login');
            return new RememberLogin(vault, preference, () => config.merchantCode);
          }, () => ({ kind: 'unchanged' })),
        [TOKENS.RememberedLoginVault, TOKENS.AutoLoginPreference, TOKENS.AppConfig],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.AutoLogin)
    .toDynamicValue(
      resolvedValue(
        (
          scheduler: Scheduler,
          sharedConfig: SharedConfigStore,
          session: SessionStore,
          preference: AutoLoginPreference,
          vault: RememberedLoginVault,
          login: UseCase<[Credentials], LoginOutcome>,
          config: AppConfig,
        ) =>
          // Downloaded when first triggered; an unavailable download means nothing was attempted.
          deferredUseCase<[AutoLoginRequest], AutoLoginOutcome>(async () => {
            const { AutoLogin } = await import('../../core/remembered-login/auto-login');
            return new AutoLogin({ scheduler, sharedConfig, session, preference, vault, login, merchantCode: () => config.merchantCode });
          }, () => ({ kind: 'skipped', reason: 'nothing-remembered' })),
        [
          TOKENS.Scheduler,
          TOKENS.SharedConfigStore,
          TOKENS.SessionState,
          TOKENS.AutoLoginPreference,
          TOKENS.RememberedLoginVault,
          TOKENS.Login,
          TOKENS.AppConfig,
        ],
      ),
    )
    .inSingletonScope();
});
