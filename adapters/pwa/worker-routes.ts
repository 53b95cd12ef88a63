/** shell §9 manifest "scope /m/": the app's one service worker serves the same scope. */
export const APP_SCOPE = '/m/';
/** Built from adapters/pwa/sw.ts in production builds only (vite.config.ts). */
export const APP_SERVICE_WORKER = `${APP_SCOPE}sw.js`;

/** The precached page every in-scope navigation is answered with (the router then picks the screen). */
export const SHELL_URL = 'index.html';

/** Each merchant's own file (README "Runtime configuration"): from the network first, the last copy offline. */
export const APP_CONFIG_PATH = `${APP_SCOPE}app-config.json`;

/** Hashed, immutable build files: once downloaded they never change, so the cache answers first. */
export const ASSET_PREFIX = `${APP_SCOPE}assets/`;

export const ASSET_CACHE = 'mobile-web-assets';
export const CONFIG_CACHE = 'mobile-web-app-config';
/** Lazy chunks kept beyond the precache: about two builds' worth of visited screens and languages. */
export const ASSET_CACHE_MAX_ENTRIES = 120;

/** The page's message that lets a waiting worker take over (adapters/pwa/service-worker-version.ts). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * The page's message naming the files it loaded before a worker controlled it (workbox-routing's cache listener:
 * `{ type, payload: { urlsToCache } }`): the first worker caches them, so the first offline start has them.
 */
export const CACHE_URLS = 'CACHE_URLS';

/** The build files among the page's loaded resources, once each: what a first visit hands its worker. */
export function loadedAssets(urls: readonly string[], origin: string): string[] {
  const assets = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url, origin);
      if (isAsset(parsed, origin)) assets.add(`${parsed.origin}${parsed.pathname}`);
    } catch {
      // not a URL: nothing to cache
    }
  }
  return [...assets];
}

/**
 * In-scope navigations that are not the app's screens: files nginx serves as they are (or refuses). Paths
 * outside /m/ (/wps/, /mini-game/, /mobile/) never reach this worker as navigations (another scope), and
 * their requests from the page pass through untouched (no route matches them).
 */
export const NOT_SHELL: readonly RegExp[] = [/^\/m\/assets\//, /^\/m\/\.vite\//, /^\/m\/(app-config|asset-manifest)\.json(\?|$)/, /^\/m\/sw\.js(\?|$)/];

/** Whether a navigation to this same-origin path is answered with the shell. */
export function servesShell(pathname: string): boolean {
  return pathname.startsWith(APP_SCOPE) && !NOT_SHELL.some((rule) => rule.test(pathname));
}

export function isAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(ASSET_PREFIX);
}

export function isAppConfig(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === APP_CONFIG_PATH;
}
