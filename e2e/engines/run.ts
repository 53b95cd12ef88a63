/**
 * `npm run test:engines` (an `npm test` stage): the journeys (e2e/engines/journeys.ts) on Chromium, WebKit and Firefox
 * side by side, each engine in its own process (e2e/engines/engine-run.ts: its own mock backend and nginx) over one
 * production build (dist/; `ENGINES_REUSE_BUILD=1` keeps an existing one). A second build, the same code with another
 * build label, is made meanwhile in a temporary folder: the "real new build" the PWA journey deploys. The geetest
 * stand-in serves the captcha script for all three. Missing Debian packages (nginx, webkit2gtk-driver, xvfb,
 * firefox-esr, locales) are installed with apt-get, as the nginx stage does. `ENGINES=webkit,firefox` runs some;
 * `ENGINES_SERIAL=1` one after another; an argument filters the journeys by name.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages, ensureNginx } from '../../scripts/serve-nginx';
import type { EngineName } from './engine';
import { startGeetestStandIn } from './geetest-stand-in';

const started = performance.now();
const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const ENGINES = (process.env.ENGINES ?? 'chromium,webkit,firefox').split(',').map((name) => name.trim()) as EngineName[];
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

console.log(`engines: nginx at ${ensureNginx()}`);
// WebKitWebDriver and MiniBrowser, a display for them, Firefox ESR, and the locale WebKit renders English in.
ensureDebianPackages({ WebKitWebDriver: 'webkit2gtk-driver', Xvfb: 'xvfb', 'firefox-esr': 'firefox-esr', localedef: 'locales' });
if (!/^en_US\.utf-?8$/im.test(spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '')) {
  spawnSync('localedef', ['-i', 'en_US', '-f', 'UTF-8', 'en_US.UTF-8'], { stdio: 'inherit' });
}

const build = (outDir: string, env: NodeJS.ProcessEnv = {}) =>
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
const finished = (child: ReturnType<typeof spawn>) => new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));

const standIn = await startGeetestStandIn();
if (process.env.ENGINES_REUSE_BUILD === '1' && existsSync(join(DIST, 'index.html'))) console.log('engines: reusing dist/');
else if ((await finished(build(DIST))) !== 0) {
  await standIn.stop();
  process.exit(1);
}

// The new build: another build label in import.meta.env changes the app's code, so every hash and the worker change.
const next = mkdtempSync(join(tmpdir(), 'mobile-web-next-build-'));
const nextReady = join(next, 'ready');
const nextDist = join(next, 'dist');
const nextBuild = finished(build(nextDist, { VITE_BUILD_LABEL: `next-${Date.now()}` })).then((code) => {
  if (code === 0) writeFileSync(nextReady, '');
  return code;
});

function runEngine(engine: EngineName): Promise<{ engine: EngineName; code: number; seconds: string }> {
  const begun = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/engines/engine-run.ts', engine, ...process.argv.slice(2)], {
    cwd: ROOT,
    env: { ...process.env, ENGINE_DIST: DIST, ENGINE_DIST_NEXT: nextDist, ENGINE_DIST_NEXT_READY: nextReady },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return finished(child).then((code) => ({ engine, code, seconds: seconds(begun) }));
}

let outcomes: { engine: EngineName; code: number; seconds: string }[] = [];
try {
  if (process.env.ENGINES_SERIAL === '1') for (const engine of ENGINES) outcomes.push(await runEngine(engine));
  else outcomes = await Promise.all(ENGINES.map(runEngine));
} finally {
  await standIn.stop();
  await nextBuild;
  rmSync(next, { recursive: true, force: true });
}
console.log(`engines: ${outcomes.map(({ engine, code, seconds: s }) => `${engine} ${code === 0 ? 'passed' : 'FAILED'} in ${s} s`).join(', ')}; ${seconds(started)} s in all`);
process.exit(outcomes.every(({ code }) => code === 0) && (await nextBuild) === 0 ? 0 : 1);
