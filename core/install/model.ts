import { normalizePath } from '../routing/route-table';

/** player-journey §2 "The add-to-home-screen prompt shows only on /, /m/home and /m/index.html". */
export const ADD_TO_HOME_SCREEN_PATHS: readonly string[] = ['/', '/m/home', '/m/index.html'];

/** player-journey §9 "Install sheet delay; sheet transition: 1 s; 250 ms", "Install prompt polling: up to 20 times at 150 ms". */
export const SHEET_DELAY_MS = 1_000;
export const SHEET_TRANSITION_MS = 250;
export const INSTALL_PROMPT_POLLS = 20;
export const INSTALL_PROMPT_POLL_MS = 150;

/** docs/decisions.md "Add-to-home-screen": one dismissal is enough for a session. */
export const DISMISSALS_PER_SESSION = 1;

export function showsOnPath(path: string): boolean {
  return ADD_TO_HOME_SCREEN_PATHS.includes(normalizePath(path));
}

/** What the sheet shows. */
export type InstallSheet =
  | { readonly kind: 'hidden' }
  /** The browser's own install prompt is ready: Install and Close. */
  | { readonly kind: 'install' }
  /** iOS 17 or later: the share-sheet tip. */
  | { readonly kind: 'ios-tip' }
  /** Earlier iOS: the profile download button (a go-to-settings notice, then the profile). */
  | { readonly kind: 'ios-profile' };

