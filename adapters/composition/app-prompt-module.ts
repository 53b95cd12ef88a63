import { ContainerModule } from 'inversify';
import type { WebAppInstaller } from '../../core/app-prompt/ports';
import type { RunFactsSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/http/ports';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { SessionState } from '../../core/session/session-state';
import type { OpenPrompts } from '../../core/shell/open-prompts';
import type { TrackingPort } from '../../core/tracking/ports';
import { AppPromptLauncher } from '../app-prompt/app-prompt-launcher';
import { UnavailableWebAppInstaller } from '../app-prompt/unavailable-web-app-installer';
import { TOKENS } from './tokens';

/**
 * The app-download prompt, the download bar and the app-upgrade modal (issue 13 item 3; docs/decisions.md
 * "App-download prompt policy"). Only the launcher is in the first load; core/app-prompt is downloaded on first use.
 */
export const appPromptModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.WebAppInstaller).toResolvedValue((): WebAppInstaller => new UnavailableWebAppInstaller()).inSingletonScope();
  bind(TOKENS.PageOrigin).toConstantValue(() => globalThis.location?.origin ?? 'http://localhost');
  bind(TOKENS.AppDownloadPrompt)
    .toResolvedValue(
      (
        api: ApiClient,
        state: SessionState,
        sessionStore: KeyValueStore,
        clock: Clock,
        scheduler: Scheduler,
        openPrompts: OpenPrompts,
        runMode: () => RunMode,
        runFacts: RunFactsSource,
        origin: () => string,
        tracking: TrackingPort,
        installer: WebAppInstaller,
      ) =>
        new AppPromptLauncher(async () => {
          const { AppDownloadPrompt } = await import('../../core/app-prompt/app-download-prompt');
          return new AppDownloadPrompt({
            api,
            state,
            sessionStore,
            clock,
            scheduler,
            openPrompts,
            runMode,
            userAgent: () => runFacts.read().userAgent,
            origin,
            tracking,
            installer,
          });
        }),
      [
        TOKENS.ApiClient,
        TOKENS.SessionState,
        TOKENS.SessionKeyValueStore,
        TOKENS.Clock,
        TOKENS.Scheduler,
        TOKENS.OpenPrompts,
        TOKENS.RunMode,
        TOKENS.RunFacts,
        TOKENS.PageOrigin,
        TOKENS.TrackingPort,
        TOKENS.WebAppInstaller,
      ],
    )
    .inSingletonScope();
});
