/**
 * WebKit check of shell §4 "Update alert: appears once when a change is detected", on the production build behind
 * the repo's nginx (scripts/serve-nginx.ts) with e2e/nginx's /wps stub:
 * 1. a first visit to /m/home with the build unchanged shows no update alert: ROUNDS fresh MiniBrowsers, each
 *    watched for WATCH_MS after its load event (the worker's first install follows the load, the first manifest
 *    check is 1.5 s after start). WebKit sets the controller on the first worker's clients.claim() before that
 *    worker's 'installed' event reaches the page (adapters/pwa/service-worker-version.ts isNewVersion);
 * 2. a page that a worker controls does show it once a changed sw.js installs (the manifests unchanged, so the
 *    alert can only come from the waiting worker): the fix above did not switch the worker's path off.
 *
 *   node --import tsx e2e/webkit/first-visit-update-alert.ts [rounds=20]
 *     NGINX_DIST=DIR: a copy of that build (default: one built into a temporary folder). WEBKIT_DEBUG=1: every
 *     round's worker events, and the browser's own output. Exit 1 when either part fails.
 *     Needs: apt-get install -y webkit2gtk-driver xvfb; nginx (scripts/serve-nginx.ts installs it when missing).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../../scripts/serve-nginx';
import { startWpsStub } from '../nginx/wps-stub';
import type { WebDriverSession } from './webdriver';
import { startWebKit } from './webkit';

const ROOT = new URL('../..', import.meta.url).pathname;
const ROUNDS = Number(process.argv[2] ?? 20);
/** Past the first check (1.5 s after the watcher starts) and the worker's first install and activation. */
const WATCH_MS = 8_000;
/** How long a controlled page may take to find, install and report a changed sw.js. */
const UPDATE_WAIT_MS = 15_000;
const DEBUG = Boolean(process.env.WEBKIT_DEBUG);

interface Seen {
  readonly alert: boolean;
  /** The worker's events as the page saw them, in order, with ms since the script started. */
  readonly events: readonly string[];
}

/**
 * Runs in the page (arguments: ms, until = 'alert' | 'controlled', done): records the worker's events and
 * resolves when the alert shows, when `until` is 'controlled' and a worker controls the page, or after `ms`.
 */
const WATCH_PAGE = `
const [ms, until, done] = arguments;
const start = performance.now();
const events = [];
const at = (what) => events.push(Math.round(performance.now() - start) + 'ms ' + what);
const sw = navigator.serviceWorker;
const who = (r, w, other) => (other ? (other === w ? 'it' : 'another') : 'none');
const followed = new Set();
const follow = (r, w) => {
  if (!w || followed.has(w)) return;
  followed.add(w);
  w.addEventListener('statechange', () => at('statechange ' + w.state + ': waiting=' + who(r, w, r.waiting) + ' active=' + who(r, w, r.active) + ' controller=' + who(r, w, sw.controller)));
};
at('controller ' + Boolean(sw && sw.controller));
if (sw) sw.addEventListener('controllerchange', () => at('controllerchange'));
const watchRegistration = setInterval(() => sw && sw.getRegistration('/m/').then((r) => {
  if (!r) return;
  follow(r, r.installing);
  follow(r, r.waiting);
}), 10);
const alertShown = () => /Update available|A new version is available/.test(document.body ? document.body.innerText : '');
const timer = setInterval(() => {
  const controlled = until === 'controlled' && sw && sw.controller && sw.controller.state === 'activated';
  if (alertShown() || controlled || performance.now() - start > ms) {
    clearInterval(timer);
    clearInterval(watchRegistration);
    at('end controller=' + Boolean(sw && sw.controller));
    done({ alert: alertShown(), events });
  }
}, 50);
`;

function watch(session: WebDriverSession, ms: number, until: 'alert' | 'controlled'): Promise<Seen> {
  return session.executeAsync<Seen>(WATCH_PAGE, [ms, until]);
}

function report(label: string, seen: Seen, expected: boolean): void {
  const installed = seen.events.find((event) => event.includes('statechange installed'));
  const detail = DEBUG || seen.alert !== expected ? seen.events.join(' | ') : (installed ?? 'no installed event seen');
  console.log(`${label}: ${seen.alert ? 'UPDATE ALERT' : 'no alert'} | ${detail}`);
}

/** A build of our own to serve (and change in part 2). */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mobile-web-webkit-dist-'));
  if (process.env.NGINX_DIST) {
    cpSync(process.env.NGINX_DIST, dir, { recursive: true });
    return dir;
  }
  const args = ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return dir;
}

const dist = build();
const configDir = mkdtempSync(join(tmpdir(), 'mobile-web-webkit-config-'));
const appConfig = join(configDir, 'app-config.json');
writeFileSync(appConfig, `${JSON.stringify({ merchantCode: 'WEBKIT1', apiBaseUrl: '' })}\n`);
const stub = await startWpsStub();
const nginx = await startNginx({ distDir: dist, appConfig, upstream: stub.origin });
const webkit = await startWebKit();
const home = `${nginx.origin}/m/home`;
let firstVisitAlerts = 0;
let updateAlert = false;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const session = await webkit.session();
    try {
      await session.navigate(home);
      const seen = await watch(session, WATCH_MS, 'alert');
      if (seen.alert) firstVisitAlerts++;
      report(`first visit ${round}`, seen, false);
    } finally {
      await session.close().catch(() => undefined);
    }
  }

  const session = await webkit.session();
  try {
    await session.navigate(home);
    const first = await watch(session, WATCH_MS, 'controlled');
    report('controlled page, build unchanged', first, false);
    // A new worker script (the precache list of a new build changes it the same way); the manifests stay as they are.
    appendFileSync(join(dist, 'sw.js'), `\n// changed ${Date.now()}\n`);
    await session.navigate(home);
    const seen = await watch(session, UPDATE_WAIT_MS, 'alert');
    updateAlert = seen.alert && !first.alert;
    report('controlled page, sw.js changed', seen, true);
  } finally {
    await session.close().catch(() => undefined);
  }
} finally {
  await webkit.stop();
  await nginx.stop();
  await stub.close();
  rmSync(configDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
console.log(`first visits that showed the update alert: ${firstVisitAlerts} of ${ROUNDS} (expected 0)`);
console.log(`a changed sw.js under a controlling worker showed it: ${updateAlert ? 'yes' : 'NO'} (expected yes)`);
process.exit(firstVisitAlerts === 0 && updateAlert ? 0 : 1);
