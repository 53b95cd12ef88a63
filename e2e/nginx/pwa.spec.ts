/**
 * The PWA (the "PWA" entries of docs/decisions.md) on the production build behind deploy/nginx: the worker (/m/sw.js) precaches the
 * shell, so after one visit the app starts offline; a screen whose code was never downloaded shows the
 * app's translated retry screen; with nothing cached the worker's own offline page; a new sw.js leads to the
 * one update alert, and Refresh hands the page to the new worker. Chromium finds the app installable.
 * This spec serves its own copy of dist/ (a deploy rewrites files in it) through its own nginx and stub, on
 * its own origin, so the worker it installs is never seen by hosting.spec.ts.
 * Offline is the page offline (context.setOffline) and the server gone (nginx stopped): Playwright's offline
 * mode does not reach a service worker's own requests (microsoft/playwright#2311).
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startNginx, type RunningNginx } from '../../scripts/serve-nginx';
import { ASSET_MANIFEST_PATHS } from '../../core/update/model';
import { SMOKE_MERCHANT } from './global-setup';
import { answered } from './settled';
import { startWpsStub, type WpsStub } from './wps-stub';

const DIST = process.env.NGINX_DIST ?? join(new URL('../..', import.meta.url).pathname, 'dist');

let dir = '';
let stub: WpsStub;
let nginx: RunningNginx;
const at = (path: string) => `${nginx.origin}${path}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mobile-web-pwa-'));
  cpSync(DIST, join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'app-config.json'), `${JSON.stringify({ merchantCode: SMOKE_MERCHANT, apiBaseUrl: '' })}\n`);
  stub = await startWpsStub({ pwa: true });
  nginx = await startNginx({ distDir: join(dir, 'dist'), appConfig: join(dir, 'app-config.json'), upstream: stub.origin });
});

let serverDown = false;

/** The page offline, and nothing answering on the site's address (the worker's requests fail too). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await nginx.stop();
  serverDown = true;
}

async function goOnline(context: BrowserContext): Promise<void> {
  nginx = await startNginx({ distDir: join(dir, 'dist'), appConfig: join(dir, 'app-config.json'), upstream: stub.origin, port: nginx.port });
  serverDown = false;
  await context.setOffline(false);
}

// A test that failed offline must not leave the next one without a server.
test.afterEach(async ({ context }) => {
  if (serverDown) await goOnline(context);
});

test.afterAll(async () => {
  await nginx?.stop();
  await stub?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Page errors and CSP violations from the first script on. */
async function watch(page: Page): Promise<{ errors: string[]; violations: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__csp.push(`${event.effectiveDirective} blocked ${event.blockedURI}`));
  });
  return { errors, violations: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []) };
}

/** Visits /m/home online and waits until the worker has installed (precache done) and controls the page. */
async function visitOnce(page: Page, home = 'Home'): Promise<void> {
  await page.goto(at('/m/home'));
  await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 15_000 });
}

test('after one visit the shell starts offline: the home screen, this merchant\'s config, no page error', async ({ page, context }) => {
  const watched = await watch(page);
  await visitOnce(page);
  const controller = await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname);
  expect(controller).toBe('/m/sw.js');
  const config = await page.evaluate(async () => (await (await caches.match('/m/app-config.json'))?.json()) as unknown);
  expect(config, 'the merchant\'s own app-config.json is kept for offline starts').toMatchObject({ merchantCode: 'NGINX1' });

  await goOffline(context);
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  expect(shell?.headers()['content-security-policy'], 'the cached page keeps nginx\'s policy').toContain("script-src 'strict-dynamic' 'sha256-");
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // A deep link to a precached guest screen, never visited before.
  await page.goto(at('/m/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await goOnline(context);
  expect(watched.errors).toEqual([]);
  expect(await watched.violations()).toEqual([]);
});

test('offline, a screen whose code was never downloaded shows the translated retry screen; online again, it opens', async ({ page, context }) => {
  const watched = await watch(page);
  await visitOnce(page);
  await goOffline(context);
  await page.goto(at('/m/help'));
  await expect(page.getByText('This screen could not be shown. Please check your connection and retry.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await goOnline(context);
  // Offline, the failed /wps calls also raised shell §8's network notice over the screen: the player confirms it first.
  await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  expect(watched.errors).toEqual([]);
});

/** What storage pressure or a cleared cache leaves: the worker still runs, the shell is gone. Returns how many entries went. */
function dropCaches(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (await cache.delete(request)) count++;
    }
    return count;
  });
}

test('with nothing cached and no network, the worker answers with its translated offline page; Retry loads the app once online', async ({ page, context }) => {
  const watched = await watch(page);
  await visitOnce(page);
  expect(await dropCaches(page)).toBeGreaterThan(10);

  await goOffline(context);
  const response = await page.goto(at('/m/home?from=offline'));
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Network offline' })).toBeVisible();
  await expect(page.getByText('This screen could not be shown. Please check your connection and retry.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.locator('script').count()).toBe(0);

  await goOnline(context);
  await page.getByRole('link', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test.describe('in an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });

  test('the offline page is Arabic, right to left', async ({ page, context }) => {
    await visitOnce(page, 'الرئيسية');
    await dropCaches(page);
    await goOffline(context);
    await page.goto(at('/m/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'لا يوجد اتصال بالشبكة' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'إعادة المحاولة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await goOnline(context);
  });
});

test('Chromium finds the app installable: the merchant\'s manifest, its icons and the worker', async ({ page }) => {
  await visitOnce(page);
  const session = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      // Playwright's contexts are incognito; Chromium 150 and later say so ("in-incognito"), which is the harness's, not the app's.
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    }, { timeout: 10_000 })
    .toEqual([]);
  const manifest = (await session.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toMatch(/^blob:/);
  expect(manifest.errors).toEqual([]);
});

/**
 * A deploy of a new worker. The new sw.js also answers /m/__build-N with N, so the test can tell which worker
 * controls the page; with `assetManifest`, the asset manifest changes too (as in a real deploy).
 */
function deploy(build: number, { assetManifest = false } = {}): void {
  appendFileSync(
    join(dir, 'dist', 'sw.js'),
    `\nself.addEventListener('fetch', (e) => { if (new URL(e.request.url).pathname === '/m/__build-${build}') e.respondWith(new Response('${build}')); });\n`,
  );
  if (!assetManifest) return;
  const file = join(dir, 'dist', 'asset-manifest.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), build }));
}

const controllingBuild = (page: Page, build: number) => page.evaluate(async (n) => (await fetch(`/m/__build-${n}`)).text(), build);
const hasWaitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('a new sw.js and asset manifest found together make one update alert; Refresh hands the page to the new worker', async ({ page }) => {
  test.setTimeout(60_000);
  const watched = await watch(page);
  await visitOnce(page);
  const alert = page.getByRole('alertdialog', { name: 'Update available' });
  // The first manifest check (player-journey §9: after 1.5 s) has set the baseline and found nothing.
  await answered(page, ASSET_MANIFEST_PATHS);
  await expect(alert).toBeHidden();

  deploy(2, { assetManifest: true });
  // One check: the manifests compared and the worker asked to look for a new version, both finding this update.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('A new version is available');
  // The new worker precaches a whole build before it waits: on a saturated machine (npm test's three lanes, e2e with
  // two workers) that took over 10 s. An upper bound, not a wait.
  await expect.poll(() => hasWaitingWorker(page), { timeout: 25_000 }).toBe(true);
  // Both finders have answered (the second manifest check, the new worker waiting): still one alert.
  await answered(page, ASSET_MANIFEST_PATHS, 2);
  await expect(alert).toHaveCount(1);

  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Refresh' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await controllingBuild(page, 2)).toBe('2');
  expect(await hasWaitingWorker(page)).toBe(false);
  // The reloaded page's first manifest check is over: no alert for the version it runs.
  await answered(page, ASSET_MANIFEST_PATHS);
  await expect(alert).toBeHidden();
  expect(watched.errors).toEqual([]);
});

test('a new sw.js alone, found when the app is opened again, shows the update alert; Refresh hands the page to it', async ({ page }) => {
  // Two loads, a whole build precached by the new worker, its activation and a third load: on a saturated machine
  // (npm test's three lanes) that took over the default 30 s. An upper bound, like the test above's.
  test.setTimeout(60_000);
  const watched = await watch(page);
  await visitOnce(page);
  deploy(3);
  // The reload is answered from the precache by the old worker; the browser finds the new sw.js meanwhile.
  await page.reload();
  const alert = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  expect(await controllingBuild(page, 3)).not.toBe('3');

  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Refresh' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await controllingBuild(page, 3)).toBe('3');
  await answered(page, ASSET_MANIFEST_PATHS);
  await expect(alert).toBeHidden();
  expect(watched.errors).toEqual([]);
});
