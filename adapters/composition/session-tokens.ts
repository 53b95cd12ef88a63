import type { AdoptQueryToken } from '../../core/session/adopt-query-token';
import type { ChangePasswordOutcome, PasswordChange } from '../../core/session/change-password';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import type { Logout } from '../../core/session/logout';
import type { RememberedLoginEraser } from '../../core/session/ports';
import type { RefreshMemberInfo } from '../../core/session/refresh-member-info';
import type { SessionLifecycle } from '../../core/session/session-lifecycle';
import type { SessionState } from '../../core/session/session-state';
import type { SplashMemory } from '../../core/session/splash-memory';
import type { SyncToken } from '../../core/session/sync-token';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens session-module.ts binds. */
export const sessionTokens = {
  Login: token<UseCase<[Credentials], LoginOutcome>>('Login'),
  /** The session store every login, auth-failure clear and logout writes through, with its streams. */
  SessionState: token<SessionState>('SessionState'),
  RememberedLoginEraser: token<RememberedLoginEraser>('RememberedLoginEraser'),
  RefreshMemberInfo: token<RefreshMemberInfo>('RefreshMemberInfo'),
  SyncToken: token<SyncToken>('SyncToken'),
  Logout: token<Logout>('Logout'),
  SessionLifecycle: token<SessionLifecycle>('SessionLifecycle'),
  AdoptQueryToken: token<AdoptQueryToken>('AdoptQueryToken'),
  SplashMemory: token<SplashMemory>('SplashMemory'),
  ChangePassword: token<UseCase<[PasswordChange], ChangePasswordOutcome>>('ChangePassword'),
  /** The sign-in screen's sequence (core/session/sign-in-flow.ts): session-module.ts; downloaded on first use. */
  SignInFlow: token<Pick<import('../../core/sign-in/sign-in-flow').SignInFlow, keyof import('../../core/sign-in/sign-in-flow').SignInFlow> & import('./deferred-use-case').CodeWarmer>('SignInFlow'),
} as const;
