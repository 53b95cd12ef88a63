/**
 * `npm run test:e2e`: builds the mock-mode bundle, then runs Playwright against `vite preview` in a real
 * headless Chromium with a phone viewport. `E2E_REUSE_BUILD=1` keeps an existing build (npm test builds it beside the
 * size budget's).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromiumPath } from './chromium-path';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** A port nothing listens on now, so two runs on one machine (npm test beside another) never share a server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const executable = await chromiumPath();
console.log(`e2e: Chromium at ${executable}`);
const outDir = process.env.E2E_OUT_DIR ?? 'dist-mock';
if (process.env.E2E_REUSE_BUILD === '1' && existsSync(join(outDir, 'index.html'))) console.log(`e2e: reusing ${outDir}/`);
else run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'mock', '--logLevel', 'warn', '--outDir', outDir]);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: executable,
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
});
