import type { AutoLoginSwitch } from '../../core/http/ports';
import type { SessionStore } from '../../core/session-state/session-store';
import type { AdoptQueryToken } from '../../core/session/adopt-query-token';
import type { ChangePasswordOutcome, PasswordChange } from '../../core/session/change-password';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import type { Logout } from '../../core/session/logout';
import type { RememberedLogin } from '../../core/session/ports';
import type { RefreshMemberInfo } from '../../core/session/refresh-member-info';
import type { SessionLifecycle } from '../../core/session/session-lifecycle';
import type { SessionState } from '../../core/session/session-state';
import type { SplashMemory } from '../../core/session/splash-memory';
import type { SyncToken } from '../../core/session/sync-token';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens session-module.ts binds. */
export const sessionTokens = {
  AutoLoginSwitch: token<AutoLoginSwitch>('AutoLoginSwitch'),
  SessionStore: token<SessionStore>('SessionStore'),
  Login: token<UseCase<[Credentials], LoginOutcome>>('Login'),
  /** Also bound as SessionStore: every session write and clear reaches its streams. */
  SessionState: token<SessionState>('SessionState'),
  RememberedLogin: token<RememberedLogin>('RememberedLogin'),
  RefreshMemberInfo: token<RefreshMemberInfo>('RefreshMemberInfo'),
  SyncToken: token<SyncToken>('SyncToken'),
  Logout: token<Logout>('Logout'),
  SessionLifecycle: token<SessionLifecycle>('SessionLifecycle'),
  AdoptQueryToken: token<AdoptQueryToken>('AdoptQueryToken'),
  SplashMemory: token<SplashMemory>('SplashMemory'),
  ChangePassword: token<UseCase<[PasswordChange], ChangePasswordOutcome>>('ChangePassword'),
  /** The sign-in screen's sequence (core/session/sign-in-flow.ts): session-module.ts; downloaded on first use. */
  SignInFlow: token<Pick<import('../../core/sign-in/sign-in-flow').SignInFlow, keyof import('../../core/sign-in/sign-in-flow').SignInFlow>>('SignInFlow'),
} as const;
