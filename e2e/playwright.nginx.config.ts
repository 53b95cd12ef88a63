import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-path';

/**
 * `npm run test:nginx` (e2e/nginx/run.ts): the production build (dist/) behind the repo's nginx
 * configuration, /wps proxied to a small stub. The global setup starts both and hands their addresses to
 * the tests as NGINX_ORIGIN and STUB_ORIGIN.
 */
export default defineConfig({
  testDir: './nginx',
  testMatch: '*.spec.ts',
  outputDir: '../test-results-nginx',
  globalSetup: './nginx/global-setup.ts',
  timeout: 30_000,
  // An upper bound, not a wait: on a busy machine (npm test beside another) a game frame or a screen can take over 5 s.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a flake is a bug to find (docs/decisions.md "App refresh" was one).
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [{ name: 'nginx-chromium' }],
});
