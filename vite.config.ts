import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineStringsPlugin } from './adapters/pwa/offline-strings-plugin.ts';
import { shellFiles, type ViteManifest } from './adapters/pwa/shell-precache.ts';
import { mockNavigationHtml } from './mock-server/handlers/navigation-pages.ts';
import { appChunk } from './scripts/vite-app-chunk.ts';
import { cspHashes } from './scripts/vite-csp-hashes.ts';
import { TRUSTED_TYPES_POLICIES } from './adapters/browser/trusted-types-policies.ts';

/** Home's sections (src/home) and the use cases that load them (core/home), grouped in one chunk. */
const HOME_CONTENT_MODULES =
  /[\\/](src[\\/]home[\\/](home-sections|announcement-marquee|action-buttons|game-lanes|vendor-list|promotion-strip|referral-card|reveal-order)\.tsx|core[\\/]home[\\/](load-marquee|load-game-lanes|load-game-vendors|load-promotion-categories|vendor-ordering|marquee|promotion-categories)\.ts)$/;
import { reactRouterProduction } from './scripts/vite-react-router.ts';

const WORKER_FILE = 'mockServiceWorker.js';
const workerSource = (): string => readFileSync(new URL(`./mock-server/public/${WORKER_FILE}`, import.meta.url), 'utf8');

/** Serves and emits msw's service worker only when the mock is on, so `npm run build` holds no msw code. */
function mockServiceWorker(): Plugin {
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/m/${WORKER_FILE}`) return next();
        res.setHeader('Content-Type', 'application/javascript');
        res.setHeader('Service-Worker-Allowed', '/m/');
        res.end(workerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerSource() });
    },
  };
}

/**
 * The mock's stand-in pages reached by navigation, which msw's worker never sees: the game pages
 * (`/wps/mock/game/...`) of the game view's iframe, the chat room (`/wps/mock/chat/...`) and the download
 * redirect page (`/mobile/mc/redirect.html`) of the install modal. The dev and preview servers answer them
 * (mock builds only).
 */
function mockPages(): Plugin {
  const serve = (req: { url?: string }, res: ServerResponse, next: () => void) => {
    const html = req.url ? mockNavigationHtml(new URL(req.url, 'http://localhost')) : null;
    if (html === null) return next();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html);
  };
  return {
    name: 'mock-pages',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}

/** `/m` (no slash) to `/m/` with its query on the dev and preview servers, as the hosting does (deploy/nginx). */
function basePathRedirect(): Plugin {
  const redirect = (req: { url?: string }, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/m') return next();
    res.statusCode = 301;
    res.setHeader('Location', `/m/${url.search}`);
    res.end();
  };
  return {
    name: 'base-path-redirect',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

const APP_WORKER_FILE = 'sw.js';
const pushWorkerSource = (): string => readFileSync(new URL('./adapters/push/app-service-worker.js', import.meta.url), 'utf8');

/**
 * Dev server against a real backend (WPS_UPSTREAM): /m/sw.js is the push handlers alone, so push can be
 * tried; the PWA worker (caching) exists in production builds only (appWorker below).
 */
function devPushWorker(): Plugin {
  return {
    name: 'dev-push-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/m/${APP_WORKER_FILE}`) return next();
        res.setHeader('Content-Type', 'application/javascript');
        res.end(pushWorkerSource());
      });
    },
  };
}

/**
 * Production builds: the app's one service worker, /m/sw.js (adapters/pwa/sw.ts: the PWA and the push
 * handlers; docs/decisions.md "PWA"). vite-plugin-pwa builds it as a classic script and injects the precache
 * list: the shell (adapters/pwa/shell-precache.ts) out of index.html and the hashed files. No manifest (the
 * app publishes the merchant's at run time) and no registration script (adapters/pwa registers it after boot).
 */
function appWorker(): PluginOption {
  let outDir = '';
  const outDirProbe: Plugin = { name: 'app-worker-out-dir', apply: 'build', configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)) };
  return [
    outDirProbe,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'adapters/pwa',
      filename: APP_WORKER_FILE.replace(/\.js$/, '.ts'),
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/**/*.{js,css}'],
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles(JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest);
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
        buildPlugins: { vite: [offlineStringsPlugin(fileURLToPath(new URL('./src/i18n/locales', import.meta.url)))] },
      },
    }),
  ];
}

const ASSET_MANIFEST_FILE = 'asset-manifest.json';

/**
 * /m/asset-manifest.json for update detection (player-journey §4 "Update detection", docs/decisions.md
 * "Update detection"): every emitted file by name, its hashed path under /m/, and the entry files. A new
 * build changes the hashed names, so the manifest's hash changes with it.
 */
function assetManifest(): Plugin {
  return {
    name: 'asset-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      const entrypoints: string[] = [];
      for (const item of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        if (item.fileName === ASSET_MANIFEST_FILE) continue;
        const name = item.type === 'chunk' ? `${item.name}.js` : (item.names[0] ?? item.fileName);
        files[files[name] === undefined ? name : item.fileName] = `/m/${item.fileName}`;
        if (item.type === 'chunk' && item.isEntry) entrypoints.push(item.fileName);
      }
      this.emitFile({ type: 'asset', fileName: ASSET_MANIFEST_FILE, source: `${JSON.stringify({ files, entrypoints }, null, 2)}\n` });
    },
  };
}

const NO_XHR_ADAPTER = '\0axios-no-xhr-adapter';

/**
 * Builds only: axios's XHR adapter replaced by "not available". The browser's transport names axios's fetch adapter
 * (adapters/http/axios-transport.ts: XHR follows redirects, shell §7 says none), so XHR never runs; axios is not
 * tree-shakable (axios/axios#5380), so it has to be left out by hand (docs/decisions.md "No redirects in the
 * browser"). Dev, vitest and node keep it.
 */
function axiosWithoutXhrAdapter(): Plugin {
  return {
    name: 'axios-without-xhr-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './xhr.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return NO_XHR_ADAPTER;
      return null;
    },
    load(id) {
      return id === NO_XHR_ADAPTER ? 'export default false;\n' : null;
    },
  };
}

/**
 * `npm start`: dev server with the in-browser mock backend, unless WPS_UPSTREAM names a real host,
 * then `/wps` is proxied there. `npm run build`: production, no mock code. `npm run build:mock`: the
 * production build with the mock on (e2e, demos).
 */
export default defineConfig(({ command, mode }) => {
  const upstream = process.env.WPS_UPSTREAM;
  const useMock = mode === 'mock' || (command === 'serve' && !upstream && mode !== 'production');
  return {
    base: '/m/',
    plugins: [react(), basePathRedirect(), assetManifest(), axiosWithoutXhrAdapter(), reactRouterProduction(), appChunk(), cspHashes(), ...(useMock ? [mockServiceWorker(), mockPages()] : [devPushWorker(), ...(command === 'build' ? [appWorker()] : [])])],
    resolve: {
      // inversify's metadata polyfill (inversify 6 imports the full reflect-metadata, 4.6 kB gzip, the first load's
      // largest part we never call) for a 0.5 kB one with the same Reflect functions (docs/decisions.md "First-load
      // budget"); node (cucumber) keeps the original.
      alias: [
        { find: /^reflect-metadata(\/lite)?$/, replacement: '@abraham/reflection' },
        // Mock builds send no request before msw runs: the entry's early settings call is left out (src/boot/no-prefetch-settings.ts).
        ...(useMock ? [{ find: /^\.\/prefetch-settings$/, replacement: fileURLToPath(new URL('./src/boot/no-prefetch-settings.ts', import.meta.url)) }] : []),
      ],
    },
    define: {
      'import.meta.env.VITE_USE_MOCK': JSON.stringify(useMock ? 'true' : 'false'),
      // Mock builds report their vitals to the mock (mock-server/handlers/vitals.ts); production builds only where app-config.json says.
      ...(useMock ? { 'import.meta.env.VITE_VITALS_URL': JSON.stringify('/wps/mock/vitals') } : {}),
    },
    server: {
      port: 5173,
      proxy: upstream ? { '/wps': { target: upstream, changeOrigin: true, secure: true } } : undefined,
    },
    preview: {
      port: 4173,
      // Trusted Types as production enforces them (docs/decisions.md "Trusted Types"): the browser suite runs the mock
      // build under them, and fails on any violation (e2e/fixtures.ts).
      headers: { 'Content-Security-Policy': `require-trusted-types-for 'script'; trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}` },
    },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      manifest: true,
      target: 'es2020',
      // Preloads for index.html and for route pages only: the deferred use cases and lazy components import
      // chunks the page already holds, and listing their dependencies cost 1.4 kB of the first load
      // (docs/decisions.md "First-load budget").
      modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(-page|\/main)-/.test(file) ? deps : []) },
      // The framework stack alone is ~500 kB minified (~146 kB gzip); scripts/size.ts enforces the real budget.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|rxjs|observable-hooks|react-router|react-router-dom|inversify|@inversifyjs|reflect-metadata|@abraham[\\/]reflection|i18next|react-i18next|valibot)[\\/]/ },
              // Home's sections and the use cases they call in one chunk, fetched together: not a component's chunk,
              // then a use case's, then the call (docs/decisions.md "First-load budget").
              { name: 'home-content', test: HOME_CONTENT_MODULES, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
});
