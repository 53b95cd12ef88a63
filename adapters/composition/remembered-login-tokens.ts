import type { AutoLoginOutcome, AutoLoginRequest } from '../../core/remembered-login/auto-login';
import type { AutoLoginProgress } from '../../core/remembered-login/auto-login-progress';
import type { AutoLoginPreference, RememberedLoginVault } from '../../core/remembered-login/ports';
import type { ManualLoginAttempt, RememberLoginOutcome } from '../../core/remembered-login/remember-login';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens remembered-login-module.ts binds. */
export const rememberedLoginTokens = {
  /** The encrypted remembered login (IndexedDB + WebCrypto); cucumber rebinds an in-memory one. */
  RememberedLoginVault: token<RememberedLoginVault>('RememberedLoginVault'),
  AutoLoginPreference: token<AutoLoginPreference>('AutoLoginPreference'),
  RememberLogin: token<UseCase<[ManualLoginAttempt], RememberLoginOutcome>>('RememberLogin'),
  AutoLogin: token<UseCase<[AutoLoginRequest], AutoLoginOutcome>>('AutoLogin'),
  AutoLoginProgress: token<AutoLoginProgress>('AutoLoginProgress'),
} as const;
