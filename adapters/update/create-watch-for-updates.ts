import type { ResolutionContext } from 'inversify';
import { WatchForUpdates } from '../../core/update/watch-for-updates';
import { TOKENS } from '../composition/tokens';

/** The update watcher, built when its code is first downloaded (update-module.ts). */
export function createWatchForUpdates(context: ResolutionContext): WatchForUpdates {
  return new WatchForUpdates({
    transport: context.get(TOKENS.HttpTransport),
    clock: context.get(TOKENS.Clock),
    scheduler: context.get(TOKENS.Scheduler),
    visibility: context.get(TOKENS.PageVisibility),
    notifier: context.get(TOKENS.NoticeCenter),
    prompts: context.get(TOKENS.OpenPrompts),
    reloader: context.get(TOKENS.PageReloader),
    origin: pageOrigin(),
  });
}

/** The page's own origin for its static files ('' in node: the transport's base). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

