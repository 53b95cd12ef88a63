import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * `npm start`: dev server with the in-browser mock backend, unless WPS_UPSTREAM names a real host,
 * then `/wps` is proxied there. `npm run build`: production, no mock code. `npm run build:mock`: the
 * production build with the mock on (e2e, demos).
 */
export default defineConfig(({ command, mode }) => {
  const upstream = process.env.WPS_UPSTREAM;
  const useMock = mode === 'mock' || (command === 'serve' && !upstream && mode !== 'production');
  return {
    base: '/m/',
    plugins: [react(), ...(useMock ? [mockServiceWorker()] : [])],
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
