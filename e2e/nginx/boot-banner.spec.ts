/**
 * Home's first banner before the bundle runs (docs/decisions.md "Speed on a slow phone: the first banner
 * from the boot entry"): the production build behind nginx, a merchant with two banners. The boot entry asks for the consolidated settings
 * while the framework downloads and paints the first picture in the static shell; the app then takes that answer
 * over (one settings call in all) and its own first banner lands exactly where the shell's was.
 */
import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations } from '../page-helpers';
import { bannerPng } from './wps-stub';

const origin = () => process.env.NGINX_ORIGIN ?? '';
const BANNERS = [
  { url: '/wps/__test/banner-1.png', title: 'Tonight: the big draw', linkageType: 'P', linkage: '/m/activity' },
  { url: '/wps/__test/banner-2.png', title: 'Weekend bonus', linkageType: 'P', linkage: '/m/activity' },
];

/** The stub's settings with BANNERS (and `extra` settings); the pictures served; the app's main chunk held until `release`. */
async function stockedHome(page: Page, extra: Record<string, unknown> = {}) {
  const settingsCalls: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/system/settings/consolidated*', async (route) => {
    settingsCalls.push(route.request().url());
    const response = await route.fetch();
    const body = (await response.json()) as { value: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, banners: BANNERS, ...extra } } });
  });
  await page.route('**/wps/__test/banner-*.png', (route: Route) =>
    route.fulfill({ contentType: 'image/png', body: bannerPng(Number(/banner-(\d)/.exec(route.request().url())![1])) }),
  );
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { settingsCalls, release, errors };
}

test('the shell paints the first banner before the app, which reuses the settings answer and puts its banner in the same place', async ({ page }) => {
  const { settingsCalls, release, errors } = await stockedHome(page);
  await page.goto(`${origin()}/m/home`);

  const shellBanner = page.locator('[data-boot-shell]').getByRole('img', { name: BANNERS[0]!.title });
  await expect(shellBanner).toBeVisible();
  await expect.poll(() => shellBanner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(750);
  const shellBox = await shellBanner.boundingBox();
  expect(shellBox!.width).toBeGreaterThan(300);
  expect(shellBox!.height).toBeCloseTo((shellBox!.width * 300) / 750, 0);

  release();
  await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
  const appBanner = page.getByRole('link').getByRole('img', { name: BANNERS[0]!.title });
  await expect(appBanner).toBeVisible();
  const appBox = await appBanner.boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appBox![side] - shellBox![side]), side).toBeLessThanOrEqual(1);

  await page.waitForLoadState('networkidle');
  expect(settingsCalls, 'one consolidated settings call: the entry\'s, taken over by the app').toHaveLength(1);
  expect(errors).toEqual([]);
});

test('chat on (CBS3): the shell\'s navigation already has the chat slot, so the row does not grow when the app takes over (player-journey §5)', async ({ page }) => {
  const { release, errors } = await stockedHome(page, { whitelabelVal: [{ key: 'CBS3', value: '1' }] });
  await page.goto(`${origin()}/m/home`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(page.locator('[data-boot-shell]')).toHaveCount(1);
  await expect(nav.getByRole('button', { name: 'Chat' })).toBeVisible();
  const shellItems = await nav.locator('> *').count();
  const shellChat = await nav.getByRole('button', { name: 'Chat' }).boundingBox();
  release();
  await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Chat' })).toBeEnabled();
  expect(await nav.locator('> *').count()).toBe(shellItems);
  const appChat = await nav.getByRole('button', { name: 'Chat' }).boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appChat![side] - shellChat![side]), side).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('Arabic: the shell with its banner is right to left, named in Arabic where the banner has no title, and axe finds nothing', async ({ page }) => {
  const untitled = BANNERS.map(({ title: _title, ...banner }) => banner);
  await page.addInitScript(() => window.localStorage.setItem('language', 'AR'));
  await page.route('**/wps/system/settings/consolidated*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, banners: untitled } } });
  });
  await page.route('**/wps/__test/banner-*.png', (route) => route.fulfill({ contentType: 'image/png', body: bannerPng(1) }));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin()}/m/home`);
  await expect(page.locator('[data-boot-shell]').getByRole('img', { name: 'اللافتة 1 من 2' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await axeViolations(page)).toEqual([]);
  release();
  await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'اللافتة 1 من 2' }).first()).toBeVisible();
});

test('a settings call that fails: no banner in the shell or the app, and still one call (the early failure is the answer)', async ({ page }) => {
  const calls: string[] = [];
  await page.route('**/wps/system/settings/consolidated*', (route) => {
    calls.push(route.request().url());
    return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
  });
  await page.goto(`${origin()}/m/home`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.banner-carousel')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
});
