import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { AutoLoginSwitch, KeyValueStore } from '../../core/http/ports';
import { AdoptQueryToken } from '../../core/session/adopt-query-token';
import { Login } from '../../core/session/login';
import { Logout } from '../../core/session/logout';
import type { RememberedLogin, SessionStore } from '../../core/session/ports';
import { RefreshMemberInfo } from '../../core/session/refresh-member-info';
import { SessionLifecycle } from '../../core/session/session-lifecycle';
import { SessionState } from '../../core/session/session-state';
import { SplashMemory } from '../../core/session/splash-memory';
import { SyncToken } from '../../core/session/sync-token';
import type { AppConfig } from '../../core/shell/app-config';
import { StoredAutoLoginSwitch } from '../browser/browser-facilities';
import { StoredSession } from '../storage/session-storage-store';
import { StoredRememberedLogin } from '../storage/stored-remembered-login';
import { TOKENS } from './tokens';

/** The player's session: where it is kept, its streams, signing in and out, and what follows a login. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SessionState)
    .toResolvedValue((store: KeyValueStore) => new SessionState(new StoredSession(store)), [TOKENS.SessionKeyValueStore])
    .inSingletonScope();
  // Login, the request layer's auth-failure clear and logout all write through SessionState.
  bind(TOKENS.SessionStore).toService(TOKENS.SessionState);
  bind(TOKENS.AutoLoginSwitch)
    .toResolvedValue((store: KeyValueStore) => new StoredAutoLoginSwitch(store), [TOKENS.LocalKeyValueStore])
    .inSingletonScope();
  bind(TOKENS.RememberedLogin)
    .toResolvedValue((store: KeyValueStore) => new StoredRememberedLogin(store), [TOKENS.LocalKeyValueStore])
    .inSingletonScope();
  bind(TOKENS.Login)
    .toResolvedValue(
      (api: ApiClient, session: SessionStore, config: AppConfig) => new Login(api, session, () => config.merchantCode),
      [TOKENS.ApiClient, TOKENS.SessionStore, TOKENS.AppConfig],
    )
    .inSingletonScope();
  bind(TOKENS.RefreshMemberInfo)
    .toResolvedValue((api: ApiClient, state: SessionState) => new RefreshMemberInfo(api, state), [TOKENS.ApiClient, TOKENS.SessionState])
    .inSingletonScope();
  bind(TOKENS.SyncToken)
    .toResolvedValue((api: ApiClient, state: SessionState) => new SyncToken(api, state), [TOKENS.ApiClient, TOKENS.SessionState])
    .inSingletonScope();
  bind(TOKENS.Logout)
    .toResolvedValue(
      (api: ApiClient, state: SessionState, remembered: RememberedLogin, autoLogin: AutoLoginSwitch) =>
        new Logout(api, state, remembered, autoLogin),
      [TOKENS.ApiClient, TOKENS.SessionState, TOKENS.RememberedLogin, TOKENS.AutoLoginSwitch],
    )
    .inSingletonScope();
  bind(TOKENS.SessionLifecycle)
    .toResolvedValue(
      (state: SessionState, sync: SyncToken, refresh: RefreshMemberInfo) => new SessionLifecycle(state, sync, refresh),
      [TOKENS.SessionState, TOKENS.SyncToken, TOKENS.RefreshMemberInfo],
    )
    .inSingletonScope();
  bind(TOKENS.AdoptQueryToken)
    .toResolvedValue(
      (state: SessionState, config: AppConfig) => new AdoptQueryToken(state, () => config.merchantCode),
      [TOKENS.SessionState, TOKENS.AppConfig],
    )
    .inSingletonScope();
  bind(TOKENS.SplashMemory)
    .toResolvedValue((store: KeyValueStore) => new SplashMemory(store), [TOKENS.SessionKeyValueStore])
    .inSingletonScope();
});
