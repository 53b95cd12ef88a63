import { APP_RELOAD_KEY, type DocumentLoad } from '../../core/routing/reload';

/** The browser's facts the app-refresh rule reads (`window` in the app). */
export interface ReloadWindow {
  readonly location: Pick<Location, 'pathname' | 'search' | 'reload'>;
  /** A getter that may throw (storage blocked). */
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly performance: { getEntriesByType?: (type: string) => PerformanceEntryList };
}

function addressOf(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}

/**
 * The app reloads the page itself (docs/decisions.md "App refresh"): noted first, so the reloaded document does
 * not take it for the player's refresh.
 */
export function reloadInPlace(win: ReloadWindow): void {
  try {
    win.sessionStorage.setItem(APP_RELOAD_KEY, addressOf(win.location));
  } catch {
    // No session storage: the reload counts as the player's.
  }
  win.location.reload();
}

/** This document's load; the app's note is taken (it speaks for the one reload it preceded). */
export function readDocumentLoad(win: ReloadWindow): DocumentLoad {
  const entry = win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  let appReloadOf: string | null = null;
  try {
    appReloadOf = win.sessionStorage.getItem(APP_RELOAD_KEY);
    win.sessionStorage.removeItem(APP_RELOAD_KEY);
  } catch {
    // No session storage: no note.
  }
  return { navigationType: entry?.type ?? 'navigate', address: addressOf(win.location), appReloadOf };
}
