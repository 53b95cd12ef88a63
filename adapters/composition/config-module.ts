import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import { SharedConfigStore } from '../../core/config/shared-config-store';
import type { Logger } from '../../core/config/ports';
import type { RequestContext } from '../../core/http/ports';
import type { ManifestOutcome } from '../../core/manifest/install-manifest';
import type { ManifestPublisher } from '../../core/manifest/ports';
import type { AppConfig } from '../../core/shell/app-config';
import { consoleLogger } from '../browser/console-logger';
import { browserManifestPage, LinkManifestPublisher } from '../browser/link-manifest-publisher';
import { deferredUseCase } from './deferred-use-case';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** The merchant's shared config (read once at boot) and the web-app manifest made from it. */
export const configModule = new ContainerModule((bind) => {
  bind(TOKENS.Logger).toConstantValue(consoleLogger);
  bind(TOKENS.SharedConfigStore)
    .toDynamicValue(resolvedValue((api: ApiClient, logger: Logger) => new SharedConfigStore(api, logger), [TOKENS.ApiClient, TOKENS.Logger]))
    .inSingletonScope();
  bind(TOKENS.ManifestPublisher)
    .toDynamicValue(() => new LinkManifestPublisher(browserManifestPage))
    .inSingletonScope();
  // Downloaded after boot: the manifest is not needed to paint the first screen.
  bind(TOKENS.InstallManifest)
    .toDynamicValue(
      resolvedValue(
        (
          sharedConfig: SharedConfigStore,
          api: ApiClient,
          config: AppConfig,
          context: RequestContext,
          publisher: ManifestPublisher,
          logger: Logger,
        ) =>
          deferredUseCase<[], ManifestOutcome>(
            async () => {
              const { InstallManifest } = await import('../../core/manifest/install-manifest');
              return new InstallManifest({ sharedConfig, api, merchantCode: () => config.merchantCode, language: () => context.language(), publisher, logger });
            },
            () => ({ kind: 'skipped', reason: 'code-unavailable' }),
          ),
        [TOKENS.SharedConfigStore, TOKENS.ApiClient, TOKENS.AppConfig, TOKENS.RequestContext, TOKENS.ManifestPublisher, TOKENS.Logger],
      ),
    )
    .inSingletonScope();
});
