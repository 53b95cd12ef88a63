/**
 * `npm run test:nginx`: builds for production (vite build, dist/), then runs e2e/nginx/*.spec.ts in real
 * Chromium against that build served by the repo's nginx configuration (scripts/serve-nginx.ts; Debian's
 * nginx is installed with apt-get when missing). `NGINX_REUSE_BUILD=1` keeps an existing dist/ (npm test
 * builds it for the size budget just before).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../chromium-path';
import { ensureNginx } from '../../scripts/serve-nginx';

const started = performance.now();
const ROOT = new URL('../..', import.meta.url).pathname;
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void => {
  const result = spawnSync(command, args, { stdio: 'inherit', env, cwd: ROOT });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log(`test:nginx: nginx at ${ensureNginx()}`);
const executable = await chromiumPath();
console.log(`test:nginx: Chromium at ${executable}`);
if (process.env.NGINX_REUSE_BUILD === '1' && existsSync(join(ROOT, 'dist', 'index.html'))) {
  console.log('test:nginx: reusing dist/');
} else {
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--logLevel', 'warn']);
}
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.nginx.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: executable,
});
console.log(`test:nginx: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
