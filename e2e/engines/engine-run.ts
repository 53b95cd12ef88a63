/**
 * The journeys (e2e/engines/journeys.ts) on one engine: `node --import tsx e2e/engines/engine-run.ts <engine> [filter]`.
 * Its own mock backend (a process holds one) and its own nginx over the production build (ENGINE_DIST, default dist/),
 * with a report-uri in the policy; a journey that stops its server or deploys a new build (ENGINE_DIST_NEXT) gets an
 * nginx of its own. Each journey: a fresh profile, the backend reseeded, then no page error, console error, CSP or
 * Trusted Types violation, beyond the failed loads a journey that cuts the network expects. Exit 1 when one fails.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import type { Engine, EngineName } from './engine';
import { JOURNEYS, type Journey, type Site } from './journeys';
import { CSP_REPORT_PATH, startMockBackend, type MockBackend } from './mock-backend';
import { Player } from './player';
import { launchPuppeteerEngine } from './puppeteer-engine';
import { launchWebKitEngine } from './webkit-engine';

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = process.env.ENGINE_DIST ?? join(ROOT, 'dist');
const DIST_NEXT = process.env.ENGINE_DIST_NEXT ?? '';
/** A file that appears once the second build is complete (e2e/engines/run.ts makes it beside the journeys). */
const DIST_NEXT_READY = process.env.ENGINE_DIST_NEXT_READY ?? '';
/** How long a journey waits for the second build, made while the first journeys run. */
const NEXT_BUILD_WAIT_MS = 180_000;

async function nextBuildReady(): Promise<void> {
  const deadline = Date.now() + NEXT_BUILD_WAIT_MS;
  while (DIST_NEXT_READY && !existsSync(DIST_NEXT_READY)) {
    if (Date.now() > deadline) throw new Error(`the second build was not ready within ${NEXT_BUILD_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
const name = process.argv[2] as EngineName;
const filter = process.argv[3] ? new RegExp(process.argv[3], 'i') : null;
if (!['chromium', 'webkit', 'firefox'].includes(name)) {
  console.error('usage: engine-run.ts chromium|webkit|firefox [journey name filter]');
  process.exit(2);
}

/** What the journeys' own switches leave on: no announcement popup or push permission over the screens they are about. */
const QUIET = { announcementPopups: false, pushVapidKey: false };

/** Loads a dropped network fails, as the engine words them: expected in a journey that cuts the network. */
const FAILED_LOAD =
  /Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED|ERR_INTERNET_DISCONNECTED|NS_ERROR_CONNECTION_REFUSED|NS_ERROR_INTERCEPTION_FAILED|NetworkError|network error|Could not connect|Load failed|TypeError: (Failed to fetch|NetworkError)|FetchEvent\.respondWith\(\) that rejected with ‘Error: no-response/i;

async function post(backend: MockBackend, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${backend.origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

async function launch(engine: EngineName): Promise<Engine> {
  return engine === 'webkit' ? launchWebKitEngine() : launchPuppeteerEngine(engine);
}

async function site(backend: MockBackend, shared: RunningNginx, own: boolean): Promise<{ site: Site; close: () => Promise<void> }> {
  let nginx = own ? await startNginx({ distDir: DIST, upstream: backend.origin, cspReportUri: CSP_REPORT_PATH }) : shared;
  let dist = DIST;
  let up = true;
  const restart = async () => {
    nginx = await startNginx({ distDir: dist, upstream: backend.origin, cspReportUri: CSP_REPORT_PATH, port: nginx.port });
    up = true;
  };
  const stop = async () => {
    if (!own) throw new Error('a journey that stops its server needs ownSite');
    await nginx.stop();
    up = false;
  };
  backend.servePublicOrigin(nginx.origin);
  return {
    site: {
      origin: nginx.origin,
      scenarios: (patch) => post(backend, '/__mock/scenarios', patch),
      stop,
      start: restart,
      deployNewBuild: async () => {
        if (!DIST_NEXT) throw new Error('no second build: ENGINE_DIST_NEXT is not set');
        await nextBuildReady();
        await stop();
        dist = DIST_NEXT;
        await restart();
      },
      served: async () => {
        const served = (await (await fetch(`${backend.origin}/__mock/served`)).json()) as { path: string; status: number }[];
        return served.filter(({ status }) => status < 400).map(({ path }) => path);
      },
      servedEntry: async () => {
        const html = await (await fetch(`${nginx.origin}/m/index.html`)).text();
        // index.html's loader names the entry (var u="/m/assets/index-….js").
        return /"(\/m\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
      },
    },
    close: async () => {
      if (own && up) await nginx.stop();
      backend.servePublicOrigin(shared.origin);
    },
  };
}

async function runJourney(engine: Engine, backend: MockBackend, shared: RunningNginx, journey: Journey): Promise<string[]> {
  await post(backend, '/__mock/reset', {});
  await post(backend, '/__mock/scenarios', QUIET);
  const { site: journeySite, close } = await site(backend, shared, journey.ownSite === true);
  const tab = await engine.open(journey.device);
  const failures: string[] = [];
  try {
    await journey.run(new Player(tab, journeySite.origin), journeySite);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  }
  try {
    const problems = (await tab.problems()).filter((problem) => !(journey.ownSite && FAILED_LOAD.test(problem)));
    failures.push(...problems);
    const reports = (await (await fetch(`${backend.origin}/__mock/csp-reports`)).json()) as unknown[];
    failures.push(...reports.map((report) => `CSP report: ${JSON.stringify(report).slice(0, 400)}`));
  } finally {
    await tab.close();
    await close();
  }
  return failures;
}

const started = performance.now();
const backend = await startMockBackend();
const shared = await startNginx({ distDir: DIST, upstream: backend.origin, cspReportUri: CSP_REPORT_PATH });
backend.servePublicOrigin(shared.origin);
const engine = await launch(name);
let failed = 0;
try {
  for (const journey of JOURNEYS.filter((one) => (!one.engines || one.engines.includes(name)) && (!filter || filter.test(one.name)))) {
    const begun = performance.now();
    const failures = await runJourney(engine, backend, shared, journey);
    const seconds = ((performance.now() - begun) / 1000).toFixed(1);
    if (failures.length === 0) console.log(`  ✓ [${name}] ${journey.name} (${seconds} s)`);
    else {
      failed++;
      console.log(`  ✗ [${name}] ${journey.name} (${seconds} s)\n${failures.map((failure) => `      ${failure}`).join('\n')}`);
    }
  }
} finally {
  await engine.stop().catch(() => undefined);
  await shared.stop();
  await backend.stop();
}
console.log(`[${name}] ${failed === 0 ? 'all journeys passed' : `${failed} journey(s) failed`} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed === 0 ? 0 : 1);
