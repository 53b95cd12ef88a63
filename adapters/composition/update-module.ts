import { ContainerModule } from 'inversify';
import type { PageReloader } from '../../core/update/ports';
import { reloadInPlace } from '../browser/app-reload';
import { loadOnce } from '../browser/load-once';
import { resolutionContext } from './resolution-context';
import { TOKENS } from './tokens';

/**
 * Update detection (docs/decisions.md "Update detection"): downloaded and started after boot,
 * with the PWA worker's waiting version (docs/decisions.md "PWA: updates"); mock builds rebind
 * WaitingVersion to none (mock-push-module.ts: msw's worker owns /m/).
 */
export const updateModule = new ContainerModule((bind) => {
  bind(TOKENS.PageReloader).toConstantValue({ reload: () => reloadInPlace(window) } satisfies PageReloader);
  bind(TOKENS.WaitingVersion).toConstantValue(() => import('../pwa/service-worker-version').then((m) => m.browserServiceWorkerVersion()));
  bind(TOKENS.WatchForUpdates)
    .toDynamicValue((context) => loadOnce(() => import('../update/create-watch-for-updates').then((m) => m.createWatchForUpdates(resolutionContext(context)))))
    .inSingletonScope();
});
