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


/** player-journey §5 "iOS install flow: iOS 17 or later shows a tip". */
export const IOS_TIP_FROM_VERSION = 17;

export function showsOnPath(path: string): boolean {
  return ADD_TO_HOME_SCREEN_PATHS.includes(normalizePath(path));
}

/**
 * The iOS major version from a user agent: `iPhone OS 16_6`, `CPU OS 17_0` (iPad), or, for an iPad asking
 * for the desktop site, Safari's `Version/17.2`. null when it is not iOS or no version shows.
 */
export function iosMajorVersion(userAgent: string): number | null {
  const os = /\bOS (\d+)[_.]\d+(?:[_.]\d+)? like Mac OS X/.exec(userAgent);
  if (os) return Number(os[1]);
  const safari = /\bMacintosh\b.*\bVersion\/(\d+)(?:\.\d+)*.*Safari/.exec(userAgent);
  return safari ? Number(safari[1]) : null;
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

