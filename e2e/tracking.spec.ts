import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openEncryptedRequest } from '../mock-server/encrypted-request';
import { withoutPopups } from './mock-scenarios';

/**
 * Tracking in real Chromium against the mock build (docs/decisions.md "Tracking"): the
 * pixel tracking bundle from the landing query and the cookies, fbc/fbp cookies for 90 days, registration's
 * pixelTrack, the events as a JSON string, and ad-network pixels loaded only when configured, after the page
 * has loaded (the mock serves fake scripts under /wps/mock/pixels/: nothing reaches the internet).
 */
const EVENT = '/wps/relay/WPSCORE_recordTrackingEvent';
const NINETY_DAYS_S = 90 * 24 * 60 * 60;

test.beforeEach(async ({ page }) => withoutPopups(page));

const eventsOf = (page: Page, name: string) =>
  page.waitForRequest((r) => new URL(r.url()).pathname === EVENT && (JSON.parse(r.postDataJSON().events as string) as { event: string }[])[0]?.event === name);

test('a landing with fbclid and utm_source sets fbc and fbp for 90 days; registration sends the bundle as pixelTrack', async ({ page, context }) => {
  const firstOpen = eventsOf(page, 'firstOpen');
  await page.goto('/m/register?fbclid=IwAR2E2E&utm_source=facebook&tid=T42');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  const body = (await firstOpen).postDataJSON() as { events: unknown };
  expect(typeof body.events).toBe('string');

  const cookies = async () => Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  await expect.poll(async () => Object.keys(await cookies())).toEqual(expect.arrayContaining(['_fbc', '_fbp']));
  const { _fbc: fbc, _fbp: fbp } = await cookies();
  expect(fbc?.value).toMatch(/^fb\.1\.\d{13}\.IwAR2E2E$/);
  expect(fbp?.value).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
  for (const cookie of [fbc, fbp]) expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + NINETY_DAYS_S))).toBeLessThan(120);

  const register = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/register');
  await page.getByRole('textbox', { name: 'Username' }).fill('pixel4242');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Register' }).click();
  const request = await register;
  const headers = request.headers();
  const opened = openEncryptedRequest(
    { encryption: headers['encryption'] ?? null, digest: headers['x-digest'] ?? null, rsaInfo: headers['x-rsa'] ?? null, body: request.postDataJSON() },
    'hex',
    new Set(),
  );
  expect(opened.ok).toBe(true);
  const pixelTrack = (opened.ok ? (opened.payload as { pixelTrack?: Record<string, string> }).pixelTrack : undefined) ?? {};
  expect(pixelTrack).toMatchObject({ fbclid: 'IwAR2E2E', utm_source: 'facebook', tid: 'T42', fbc: fbc?.value, fbp: fbp?.value });
  // player-journey §5: a successful registration confirms with a dialog, then goes home.
  await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('player-journey §7 status "track": the first visit of an ad click sends what its address carries on the boot\'s status call', async ({ page }) => {
  const status = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/system/status');
  await page.goto('/m/home?utm_source=facebook&fbclid=IwFIRST&affiliateCode=AF42');
  const track = new URL((await status).url()).searchParams.get('track');
  expect(JSON.parse(track ?? '{}')).toEqual({ fbclid: 'IwFIRST', utm_source: 'facebook', affiliateCode: 'AF42' });
});

test('no pixel id: no ad-network script at all, the events still go to the server', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && (new URL(r.url()).origin !== new URL(page.url() || 'http://x').origin || r.url().includes('/wps/mock/pixels/'))) scripts.push(r.url());
  });
  const viewContent = eventsOf(page, 'viewContent');
  await page.goto('/m/home?utm_source=google');
  await viewContent;
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
});

test('a configured Meta pixel loads lazily after the first paint and the load event, and sees the landing events', async ({ page }) => {
  const pixelScript = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/mock/pixels/meta.js');
  await page.goto('/m/home?fbPixelId=123456');
  expect(new URL((await pixelScript).url()).searchParams.get('id')).toBe('123456');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __mockPixels?: unknown[] }).__mockPixels ?? [])).toEqual([{ network: 'meta', id: '123456' }]);
  const timing = await page.evaluate(() => {
    const script = performance.getEntriesByType('resource').find((e) => e.name.includes('/wps/mock/pixels/meta.js'));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { script: script?.startTime ?? -1, paint: paint?.startTime ?? Infinity, load: navigation.loadEventEnd };
  });
  expect(timing.script).toBeGreaterThan(timing.paint);
  expect(timing.script).toBeGreaterThanOrEqual(timing.load);
  const queue = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { fbq: { queue: unknown[] } }).fbq.queue)) as unknown[][]);
  expect(queue.map((call) => call.slice(0, 2))).toEqual(
    expect.arrayContaining([['init', '123456'], ['track', 'PageView'], ['trackCustom', 'firstOpen'], ['track', 'ViewContent']]),
  );
});
