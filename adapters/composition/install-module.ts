import { ContainerModule } from 'inversify';
import type { RunFactsSource } from '../../core/device/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import { RecordWebclipFlag } from '../../core/install/record-webclip-flag';
import { bootInstallPrompt } from '../install/browser-install-prompt';
import { loadOnce } from '../browser/load-once';
import { resolutionContext } from './resolution-context';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * Add-to-home-screen and the WEBCLIP flag (docs/decisions.md "Add-to-home-screen", "WEBCLIP flag").
 * In the first load: the prompt capture and the WEBCLIP rule; "install the web app now", the sheet's
 * store and its component are downloaded after the first paint.
 */
export const installModule = new ContainerModule((bind) => {
  bind(TOKENS.InstallPromptSource).toConstantValue(bootInstallPrompt);
  bind(TOKENS.WebAppInstall)
    .toDynamicValue((context) => loadOnce(() => import('../install/create-add-to-home-screen').then((m) => m.createInstallWebApp(resolutionContext(context)))))
    .inSingletonScope();
  bind(TOKENS.RecordWebclipFlag)
    .toDynamicValue(resolvedValue((facts: RunFactsSource, local: KeyValueStore) => new RecordWebclipFlag(facts, local), [TOKENS.RunFacts, TOKENS.LocalKeyValueStore]))
    .inSingletonScope();
  // Dependencies are resolved at the first download, so tests may rebind RunFacts or the prompt source before.
  bind(TOKENS.AddToHomeScreen)
    .toDynamicValue((context) => loadOnce(() => import('../install/create-add-to-home-screen').then((m) => m.createAddToHomeScreen(resolutionContext(context)))))
    .inSingletonScope();
});
