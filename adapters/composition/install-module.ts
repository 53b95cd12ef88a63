import { ContainerModule } from 'inversify';
import type { ExternalLinkOpener } from '../../core/customer-service/ports';
import type { RunFactsSource } from '../../core/device/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/http/ports';
import { AddToHomeScreen } from '../../core/install/add-to-home-screen';
import { InstallWebApp } from '../../core/install/install-web-app';
import type { InstallPromptSource } from '../../core/install/ports';
import { loadProfileUrl } from '../../core/install/profile-url';
import { RecordWebclipFlag } from '../../core/install/record-webclip-flag';
import type { Scheduler } from '../../core/runtime/ports';
import type { CheckSystemStatus } from '../../core/shell/check-system-status';
import type { NoticeCenter } from '../../core/shell/notice-center';
import type { OpenPrompts } from '../../core/shell/open-prompts';
import { BrowserInstallPrompt, pageHost, pageInstallEventTarget } from '../install/browser-install-prompt';
import { TOKENS } from './tokens';

/**
 * Add-to-home-screen and the WEBCLIP flag (issue 13 item 2; docs/decisions.md "Add-to-home-screen").
 * The install prompt is captured as soon as the container is built; the sheet's component is lazy.
 */
// Listening from the moment the code runs: the browser may offer its prompt before the container exists.
const bootInstallPrompt = new BrowserInstallPrompt(pageInstallEventTarget());

export const installModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.InstallPromptSource).toConstantValue(bootInstallPrompt);
  bind(TOKENS.WebAppInstall)
    .toResolvedValue(
      (source: InstallPromptSource, session: KeyValueStore, local: KeyValueStore) => new InstallWebApp(source, session, local),
      [TOKENS.InstallPromptSource, TOKENS.SessionKeyValueStore, TOKENS.LocalKeyValueStore],
    )
    .inSingletonScope();
  bind(TOKENS.RecordWebclipFlag)
    .toResolvedValue((facts: RunFactsSource, local: KeyValueStore) => new RecordWebclipFlag(facts, local), [TOKENS.RunFacts, TOKENS.LocalKeyValueStore])
    .inSingletonScope();
  bind(TOKENS.AddToHomeScreen)
    .toResolvedValue(
      (
        scheduler: Scheduler,
        session: KeyValueStore,
        runFacts: RunFactsSource,
        status: CheckSystemStatus,
        prompts: OpenPrompts,
        installer: InstallWebApp,
        notifier: NoticeCenter,
        opener: ExternalLinkOpener,
        api: ApiClient,
      ) =>
        new AddToHomeScreen({
          scheduler,
          session,
          runFacts,
          restricted: () => status.restricted,
          prompts,
          installer,
          notifier,
          opener,
          profileUrl: () => loadProfileUrl(api, pageHost()),
        }),
      [
        TOKENS.Scheduler,
        TOKENS.SessionKeyValueStore,
        TOKENS.RunFacts,
        TOKENS.CheckSystemStatus,
        TOKENS.OpenPrompts,
        TOKENS.WebAppInstall,
        TOKENS.NoticeCenter,
        TOKENS.ExternalLinkOpener,
        TOKENS.ApiClient,
      ],
    )
    .inSingletonScope();
});
