import { ContainerModule } from 'inversify';
import { LANGUAGE_STORAGE_KEY } from '../../core/runtime/storage-keys';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/runtime/ports';
import { LanguageSetting } from '../../core/i18n/language-setting';
import { detectLanguage } from '../../core/i18n/languages';
import { RememberAffiliate } from '../../core/routing/affiliate';
import type { SessionState } from '../../core/session/session-state';
import { StoredTrackingValues } from '../storage/stored-tracking-values';
import type { Platform } from './platform';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** Routing facts the router reads (tracking values, affiliate code) and the chosen language. */
export function routingModule(platform: Platform): ContainerModule {
  return new ContainerModule((bind) => {
    bind(TOKENS.StoredTracking)
      .toDynamicValue(resolvedValue((store: KeyValueStore) => new StoredTrackingValues(store), [TOKENS.LocalKeyValueStore]))
      .inSingletonScope();
    bind(TOKENS.RememberAffiliate)
      .toDynamicValue(resolvedValue((store: KeyValueStore) => new RememberAffiliate(store), [TOKENS.LocalKeyValueStore]))
      .inSingletonScope();
    bind(TOKENS.LanguageSetting)
      .toDynamicValue(
        resolvedValue(
          (api: ApiClient, store: KeyValueStore, session: SessionState) =>
            new LanguageSetting({
              api,
              store,
              // The member info's type once loaded, else the session's (shell §6: type 4 is not synced).
              memberType: () => session.memberType,
              initial: detectLanguage(store.get(LANGUAGE_STORAGE_KEY), platform.browserLanguages ?? []),
            }),
          [TOKENS.ApiClient, TOKENS.LocalKeyValueStore, TOKENS.SessionState],
        ),
      )
      .inSingletonScope();
  });
}
