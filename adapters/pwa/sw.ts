/**
 * The app's one service worker, /m/sw.js with scope /m/, in production builds only (docs/decisions.md "PWA");
 * mock builds have none of ours (msw's worker owns /m/). vite-plugin-pwa builds this file into a classic
 * script (injectManifest) and writes the precache list over self.__WB_MANIFEST.
 * - the shell is precached; every /m/ navigation gets the precached index.html, and the router picks the screen;
 * - other hashed files are cached as they are first used (those a first visit loaded before the worker, when the
 *   page names them); app-config.json is network first;
 * - a new version waits until the page's update alert says Refresh (SKIP_WAITING), then takes over;
 * - push and notificationclick: adapters/push/app-service-worker.js.
 */
import offlineCatalogue from 'virtual:offline-strings';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import '../push/app-service-worker.js';
import { offlineResponse } from './offline-page';
import {
  APP_CONFIG_PATH,
  ASSET_CACHE,
  ASSET_CACHE_MAX_ENTRIES,
  CONFIG_CACHE,
  NOT_SHELL,
  APP_SCOPE,
  SHELL_URL,
  SKIP_WAITING,
  isAppConfig,
  isAsset,
} from './worker-routes';

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** The few members of ServiceWorkerGlobalScope used here (the project's TypeScript has the DOM lib only). */
interface WorkerScope {
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
  readonly location: Location;
  readonly navigator: { readonly languages: readonly string[] };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The precached shell; without it the network; without both the offline page. */
async function shellOrOffline({ request }: { request: Request }): Promise<Response> {
  const shell = await matchPrecache(SHELL_URL);
  if (shell) return shell;
  try {
    return await fetch(request);
  } catch {
    return offlineResponse(offlineCatalogue, self.navigator.languages ?? [], request.url);
  }
}

registerRoute(new NavigationRoute(shellOrOffline, { allowlist: [new RegExp(`^${APP_SCOPE}`)], denylist: [...NOT_SHELL] }));

/** Keeps the newest `max` entries of a runtime cache (Cache keys are in insertion order). */
const keepNewest = (max: number) => ({
  cacheDidUpdate: async ({ cacheName }: { cacheName: string }) => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
  },
});

registerRoute(({ url }) => isAsset(url, self.location.origin), new CacheFirst({ cacheName: ASSET_CACHE, plugins: [keepNewest(ASSET_CACHE_MAX_ENTRIES)] }));
// A first visit's page loaded its chunks before this worker controlled it: it names them (CACHE_URLS) and they go
// through the routes above, so the first offline start finds every file the page ran (a locale, home's sections).
getOrCreateDefaultRouter().addCacheListener();
registerRoute(({ url }) => isAppConfig(url, self.location.origin), new NetworkFirst({ cacheName: CONFIG_CACHE, matchOptions: { ignoreSearch: true } }));

// The merchant's config is cached with the shell, so the first offline start is this merchant's, not the build default.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(APP_CONFIG_PATH))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data && data.type === SKIP_WAITING) void self.skipWaiting();
});
