import { ContainerModule } from 'inversify';
import type { WebAppInstaller } from '../../core/app-prompt/ports';
import { AppPromptLauncher } from '../app-prompt/app-prompt-launcher';
import { UnavailableWebAppInstaller } from '../app-prompt/unavailable-web-app-installer';
import { TOKENS } from './tokens';

/**
 * The app-download prompt, the download bar and the app-upgrade modal (issue 13 item 3; docs/decisions.md
 * "App-download prompt policy"). Only the launcher is in the first load; core/app-prompt and its wiring are
 * downloaded on first use (dependencies resolved then, so tests and features may rebind them before).
 */
export const appPromptModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.WebAppInstaller).toResolvedValue((): WebAppInstaller => new UnavailableWebAppInstaller()).inSingletonScope();
  bind(TOKENS.PageOrigin).toConstantValue(() => globalThis.location?.origin ?? 'http://localhost');
  bind(TOKENS.AppDownloadPrompt)
    .toDynamicValue((context) => new AppPromptLauncher(() => import('../app-prompt/create-app-download-prompt').then((m) => m.createAppDownloadPrompt(context))))
    .inSingletonScope();
});
