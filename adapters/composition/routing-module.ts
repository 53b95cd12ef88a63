import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/http/ports';
import { LANGUAGE_STORAGE_KEY, LanguageSetting } from '../../core/i18n/language-setting';
import { detectLanguage } from '../../core/i18n/languages';
import { RememberAffiliate } from '../../core/routing/affiliate';
import type { SessionStore } from '../../core/session/ports';
import { StoredTrackingValues } from '../storage/stored-tracking-values';
import type { Platform } from './platform';
import { TOKENS } from './tokens';

/** Routing facts the router reads (tracking values, affiliate code) and the chosen language. */
export function routingModule(platform: Platform): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.StoredTracking)
      .toResolvedValue((store: KeyValueStore) => new StoredTrackingValues(store), [TOKENS.LocalKeyValueStore])
      .inSingletonScope();
    bind(TOKENS.RememberAffiliate)
      .toResolvedValue((store: KeyValueStore) => new RememberAffiliate(store), [TOKENS.LocalKeyValueStore])
      .inSingletonScope();
    bind(TOKENS.LanguageSetting)
      .toResolvedValue(
        (api: ApiClient, store: KeyValueStore, session: SessionStore) =>
          new LanguageSetting({
            api,
            store,
            memberType: () => session.read()?.type ?? null,
            initial: detectLanguage(store.get(LANGUAGE_STORAGE_KEY), platform.browserLanguages ?? []),
          }),
        [TOKENS.ApiClient, TOKENS.LocalKeyValueStore, TOKENS.SessionStore],
      )
      .inSingletonScope();
  });
}
