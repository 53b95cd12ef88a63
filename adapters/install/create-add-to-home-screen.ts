import { AddToHomeScreen } from '../../core/install/add-to-home-screen';
import { InstallWebApp } from '../../core/install/install-web-app';
import { loadProfileUrl } from '../../core/install/profile-url';
import type { ResolutionContext } from '../composition/resolution-context';
import { TOKENS } from '../composition/tokens';

/** "Install the web app now", built when its code is first downloaded (install-module.ts). */
export function createInstallWebApp(context: ResolutionContext): InstallWebApp {
  return new InstallWebApp(context.get(TOKENS.InstallPromptSource), context.get(TOKENS.SessionKeyValueStore), context.get(TOKENS.LocalKeyValueStore));
}

/** The sheet's store, built when its code is first downloaded (install-module.ts). */
export async function createAddToHomeScreen(context: ResolutionContext): Promise<AddToHomeScreen> {
  const installer = await context.get(TOKENS.WebAppInstall)();
  const status = context.get(TOKENS.CheckSystemStatus);
  const api = context.get(TOKENS.ApiClient);
  const pageOrigin = context.get(TOKENS.PageOrigin);
  return new AddToHomeScreen({
    scheduler: context.get(TOKENS.Scheduler),
    session: context.get(TOKENS.SessionKeyValueStore),
    runFacts: context.get(TOKENS.RunFacts),
    restricted: () => status.restricted,
    prompts: context.get(TOKENS.OpenPrompts),
    installer,
    notifier: context.get(TOKENS.NoticeCenter),
    opener: context.get(TOKENS.ExternalLinkOpener),
    // The download resources' domain: the page's host (as the app-download prompt asks).
    profileUrl: () => loadProfileUrl(api, new URL(pageOrigin()).host),
  });
}
