import { WatchForUpdates } from '../../core/update/watch-for-updates';
import type { ResolutionContext } from '../composition/resolution-context';
import { TOKENS } from '../composition/tokens';

/** The update watcher, built when its code is first downloaded (update-module.ts), with the PWA worker's waiting version. */
export async function createWatchForUpdates(context: ResolutionContext): Promise<WatchForUpdates> {
  const waitingVersion = await context.get(TOKENS.WaitingVersion)();
  return new WatchForUpdates({
    api: context.get(TOKENS.ApiClient),
    scheduler: context.get(TOKENS.Scheduler),
    visibility: context.get(TOKENS.PageVisibility),
    notifier: context.get(TOKENS.NoticeCenter),
    prompts: context.get(TOKENS.OpenPrompts),
    reloader: context.get(TOKENS.PageReloader),
    ...(waitingVersion ? { waitingVersion } : {}),
    origin: pageOrigin(),
  });
}

/** The page's own origin for its static files ('' in node: the transport's base). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
