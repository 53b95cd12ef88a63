import { ContainerModule } from 'inversify';
import type { WebAppInstaller } from '../../core/app-prompt/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { InstallWebApp } from '../../core/install/install-web-app';
import type { InstallPromptSource } from '../../core/install/ports';
import { AppPromptLauncher } from '../app-prompt/app-prompt-launcher';
import { BrowserWebAppInstaller } from '../app-prompt/browser-web-app-installer';
import type { PayoutStatsOutcome } from '../../core/app-prompt/load-payout-stats';
import type { ApiClient } from '../../core/http/api-client';
import { deferredUseCase } from './deferred-use-case';
import { resolutionContext } from './resolution-context';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * The app-download prompt, the download bar and the app-upgrade modal (docs/decisions.md
 * "App-download prompt policy"). Only the launcher is in the first load; core/app-prompt and its wiring are
 * downloaded on first use (dependencies resolved then, so tests and features may rebind them before).
 */
export const appPromptModule = new ContainerModule((bind) => {
  bind(TOKENS.WebAppInstaller)
    .toDynamicValue(
      resolvedValue(
        (source: InstallPromptSource, local: KeyValueStore, installWebApp: () => Promise<InstallWebApp>): WebAppInstaller =>
          new BrowserWebAppInstaller(source, local, installWebApp),
        [TOKENS.InstallPromptSource, TOKENS.LocalKeyValueStore, TOKENS.WebAppInstall],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.PageOrigin).toConstantValue(() => globalThis.location?.origin ?? 'http://localhost');
  bind(TOKENS.AppDownloadPrompt)
    .toDynamicValue((context) => new AppPromptLauncher(() => import('../app-prompt/create-app-download-prompt').then((m) => m.createAppDownloadPrompt(resolutionContext(context)))))
    .inSingletonScope();
  bind(TOKENS.LoadPayoutStats)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[], PayoutStatsOutcome>(
            async () => new (await import('../../core/app-prompt/load-payout-stats')).LoadPayoutStats(api),
            () => ({ kind: 'failed' }),
          ),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
});
