import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withScenarios } from './mock-scenarios';
import { nextFrame, watchNetwork } from './page-helpers';

/**
 * The WEBCLIP flag in real Chromium against the mock build (player-journey §4 "WEBCLIP flag"):
 * "1 when running installed without the flag; 0 when launched with a homescreen query parameter". An iPhone
 * home-screen app is a page whose `navigator.standalone` is true; the flag lives in local storage.
 */
const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function iphoneHomeScreenApp(browser: Browser, storedFlag: string | null): Promise<Page> {
  const context = await browser.newContext({ userAgent: IPHONE_17, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.clock.install();
  await withScenarios(page, {});
  await page.addInitScript((flag) => {
    Object.defineProperty(window.navigator, 'standalone', { configurable: true, get: () => true });
    if (flag !== null && window.sessionStorage.getItem('webclip-seeded') === null) {
      window.localStorage.setItem('WEBCLIP', flag);
      window.sessionStorage.setItem('webclip-seeded', '1');
    }
  }, storedFlag);
  return page;
}

const storedFlag = (page: Page) => page.evaluate(() => window.localStorage.getItem('WEBCLIP'));

async function openHome(page: Page, query = ''): Promise<void> {
  await page.goto(`/m/home${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

test('running installed without the flag stores 1; no add-to-home-screen guide in home-screen mode', async ({ browser }) => {
  const page = await iphoneHomeScreenApp(browser, null);
  const network = watchNetwork(page);
  await openHome(page);
  await expect.poll(() => storedFlag(page)).toBe('1');
  // player-journey §4 "Add-to-home-screen prompt … shown after about 1 s" (iOS: no install event to poll for): the page's
  // clock runs past it once the app's code is in (the sheet's store downloads after the first paint).
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await network.settled();
  await page.clock.runFor(1_000);
  await network.settled();
  await nextFrame(page);
  await expect(page.getByRole('dialog', { name: 'Add to home screen' })).toBeHidden();
  await page.context().close();
});

test('launched with utm_source=homescreen (the manifest start URL) stores 0 over a stored 1, and 0 stays on the next launch', async ({ browser }) => {
  const page = await iphoneHomeScreenApp(browser, '1');
  await openHome(page, '?utm_source=homescreen');
  await expect.poll(() => storedFlag(page)).toBe('0');
  await openHome(page);
  await expect.poll(() => storedFlag(page)).toBe('0');
  await page.context().close();
});

test('a browser tab sets no flag, whatever the query', async ({ page }) => {
  await withScenarios(page, {});
  await openHome(page, '?utm_source=google');
  // The app's own button (the boot shell has none): the app renders after the flag rule ran at launch (src/main.tsx).
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  expect(await storedFlag(page)).toBeNull();
});
