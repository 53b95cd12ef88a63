import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test files that need a module graph of their own (they replace a module's state the others share: the page's
 * lazy imports, the vault's storage): they run isolated; every other file shares its worker's modules, which took the
 * unit stage from 200 to under 50 CPU-seconds (docs/decisions.md "Suite time").
 */
const ISOLATED = ['adapters/remembered-login/lazy-vault.test.ts', 'src/app/app.test.tsx', 'src/app/page-components.test.tsx'];

/** Real-timer benchmarks print and gate a time, which a busy machine changes: they run in `npm run bench`, not here. */
const TIMINGS = ['**/*-benchmark.test.ts'];

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_USE_MOCK': JSON.stringify('true') },
  test: {
    isolate: false,
    // An upper bound, not a speed gate (timings belong in `npm run bench`): beside the browser suites on two cores, a
    // jsdom test's role queries over a large dialog took over vitest's default 5 s.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'] } },
      { extends: true, test: { name: 'adapters', environment: 'node', include: ['adapters/**/*.test.ts'], exclude: [...ISOLATED, ...TIMINGS] } },
      { extends: true, test: { name: 'mock-server', environment: 'node', include: ['mock-server/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'contract', environment: 'node', include: ['features/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          setupFiles: ['src/test-setup.ts'],
        },
      },
      { extends: true, test: { name: 'adapters (isolated)', environment: 'node', include: ISOLATED.filter((file) => file.startsWith('adapters/')), isolate: true } },
      {
        extends: true,
        test: {
          name: 'ui (isolated)',
          environment: 'jsdom',
          include: ISOLATED.filter((file) => file.startsWith('src/')),
          setupFiles: ['src/test-setup.ts'],
          isolate: true,
        },
      },
    ],
  },
});
