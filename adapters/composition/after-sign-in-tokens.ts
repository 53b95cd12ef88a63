import type { RandomSource } from '../../core/domain-failover/ports';
import type { AfterSignIn } from '../../core/session/after-sign-in';
import type { ApplySessionSettings } from '../../core/session/session-settings';
import type { LoadRankProgress } from '../../core/vip/load-rank-progress';
import { token } from './token';

/** The tokens after-sign-in-module.ts binds. */
export const afterSignInTokens = {
  /** Player rank progress; `vipProgress$` is shell §4 "VIP progress" (null while unknown). */
  LoadRankProgress: token<LoadRankProgress>('LoadRankProgress'),
  AfterSignIn: token<AfterSignIn>('AfterSignIn'),
  /** Where in the 1 to 2.5 s window a session's settings are applied (core/session/session-settings.ts). */
  SessionSettingsRandom: token<RandomSource>('SessionSettingsRandom'),
  ApplySessionSettings: token<ApplySessionSettings>('ApplySessionSettings'),
} as const;
