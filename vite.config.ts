import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mockGameHtml } from './mock-server/handlers/game-page';

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
 * The mock's stand-in game pages (`/wps/mock/game/...`) for the game view's iframe: msw's worker never
 * sees a frame's navigation, so the dev and preview servers answer it (mock builds only).
 */
function mockGamePages(): Plugin {
  const serve = (req: { url?: string }, res: ServerResponse, next: () => void) => {
    const html = req.url?.startsWith('/wps/mock/game/') ? mockGameHtml(new URL(req.url, 'http://localhost')) : null;
    if (html === null) return next();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html);
  };
  return {
    name: 'mock-game-pages',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}

const APP_WORKER_FILE = 'sw.js';
const appWorkerSource = (): string => readFileSync(new URL('./adapters/push/app-service-worker.js', import.meta.url), 'utf8');

/**
 * The app's one service worker (push; docs/decisions.md "Push notifications") as /m/sw.js, only when the
 * mock is off: in mock builds msw's worker owns /m/.
 */
function appServiceWorker(): Plugin {
  return {
    name: 'app-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/m/${APP_WORKER_FILE}`) return next();
        res.setHeader('Content-Type', 'application/javascript');
        res.end(appWorkerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: APP_WORKER_FILE, source: appWorkerSource() });
    },
  };
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
    plugins: [react(), assetManifest(), ...(useMock ? [mockServiceWorker(), mockGamePages()] : [appServiceWorker()])],
    define: {
      'import.meta.env.VITE_USE_MOCK': JSON.stringify(useMock ? 'true' : 'false'),
    },
    server: {
      port: 5173,
      proxy: upstream ? { '/wps': { target: upstream, changeOrigin: true, secure: true } } : undefined,
    },
    preview: { port: 4173 },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      manifest: true,
      target: 'es2020',
      // Preloads for index.html and for route pages only: the deferred use cases and lazy components import
      // chunks the page already holds, and listing their dependencies cost 1.4 kB of the first load
      // (docs/decisions.md "First-load budget").
      modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /-page-/.test(file) ? deps : []) },
      // The framework stack alone is ~500 kB minified (~146 kB gzip); scripts/size.ts enforces the real budget.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|rxjs|observable-hooks|wouter|regexparam|inversify|@inversifyjs|reflect-metadata|i18next|react-i18next|valibot)[\\/]/ }],
          },
        },
      },
    },
  };
});
