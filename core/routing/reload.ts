import { findRoute, HOME_PATH } from './route-table';

/**
 * An "app refresh" is a document load whose navigation type is 'reload' (the adapter reads
 * PerformanceNavigationTiming.type): docs/decisions.md "Routing and language policies".
 */
export function isAppRefresh(navigationType: string): boolean {
  return navigationType === 'reload';
}

/**
 * player-journey §2 "On an app refresh, the pages /m/home, /m/game, … and / reload in place; any other
 * path is redirected to /m/home". Null: stay where you are.
 */
export function pathAfterReload(path: string): string | null {
  return findRoute(path)?.reloadsInPlace ? null : HOME_PATH;
}
