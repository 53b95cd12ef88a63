import { findRoute, HOME_PATH } from './route-table';

/**
 * Session storage: the address (path and query) the app is reloading itself, written just before its own
 * reload and read once by the page that loads next.
 */
export const APP_RELOAD_KEY = 'appReload';

/** What the adapter reads of the document's load (docs/decisions.md "App refresh"). */
export interface DocumentLoad {
  /** PerformanceNavigationTiming.type: 'navigate', 'reload', 'back_forward', … */
  readonly navigationType: string;
  /** The document's path and query. */
  readonly address: string;
  /** APP_RELOAD_KEY's value as this document found it (null: none). */
  readonly appReloadOf: string | null;
}

/**
 * An "app refresh" is the player reloading the page (the browser's reload, pull-to-refresh): a document load of
 * navigation type 'reload' that the app did not start itself. A reload the app starts (a retry after a failed
 * load, the update alert's refresh, the domain notice's retry) says so first, and reloads the page in place.
 */
export function isAppRefresh(load: DocumentLoad): boolean {
  return load.navigationType === 'reload' && load.appReloadOf !== load.address;
}

/**
 * player-journey §2 "On an app refresh, the pages /m/home, /m/game, … and / reload in place; any other
 * path is redirected to /m/home". Null: stay where you are.
 */
export function pathAfterReload(path: string): string | null {
  return findRoute(path)?.reloadsInPlace ? null : HOME_PATH;
}
