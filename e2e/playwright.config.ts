import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-path';

// E2E_PORT and E2E_OUT_DIR let two runs share a machine (each its own server and build).
const PORT = Number(process.env.E2E_PORT ?? 4317);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-mock';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // nginx/ runs against the production build behind nginx: its own config (playwright.nginx.config.ts).
  testIgnore: 'nginx/**',
  outputDir: process.env.E2E_OUT_DIR ? `../test-results-${PORT}` : '../test-results',
  timeout: 30_000,
  // An upper bound, not a wait: on a busy machine (npm test beside another) a game frame or a screen can take over 5 s.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // No retries, in CI either: a flake is a bug to find (docs/decisions.md "App refresh" was one).
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    // The reference phone: 390 px wide (the layout is checked from 320 to 430 px).
    viewport: { width: 390, height: 844 },
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    trace: 'off',
  },
  projects: [{ name: 'phone-chromium' }],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --mode mock --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/m/app-config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    cwd: '..',
  },
});
