import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/http/ports';
import { Login } from '../../core/session/login';
import type { SessionStore } from '../../core/session/ports';
import type { AppConfig } from '../../core/shell/app-config';
import { StoredAutoLoginSwitch } from '../browser/browser-facilities';
import { StoredSession } from '../storage/session-storage-store';
import { TOKENS } from './tokens';

/** The player's session: where it is kept, and signing in. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SessionStore)
    .toResolvedValue((store: KeyValueStore): SessionStore => new StoredSession(store), [TOKENS.SessionKeyValueStore])
    .inSingletonScope();
  bind(TOKENS.AutoLoginSwitch)
    .toResolvedValue((store: KeyValueStore) => new StoredAutoLoginSwitch(store), [TOKENS.LocalKeyValueStore])
    .inSingletonScope();
  bind(TOKENS.Login)
    .toResolvedValue(
      (api: ApiClient, session: SessionStore, config: AppConfig) => new Login(api, session, () => config.merchantCode),
      [TOKENS.ApiClient, TOKENS.SessionStore, TOKENS.AppConfig],
    )
    .inSingletonScope();
});
