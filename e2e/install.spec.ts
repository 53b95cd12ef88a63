import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withScenarios } from './mock-scenarios';
import { axeViolations, nextFrame, watchNetwork } from './page-helpers';

/**
 * Add-to-home-screen in real Chromium against the mock build (player-journey §4 "Add-to-home-screen prompt";
 * docs/decisions.md "Add-to-home-screen"): the page gets a synthetic `beforeinstallprompt` (an Event with prompt() and userChoice, as Chromium fires it); `window.__prompted`
 * counts prompt() calls.
 */
const IPHONE = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.split('_')[0]}.0 Mobile/15E148 Safari/604.1`;

declare global {
  interface Window {
    __prompted?: number;
  }
}

/** Fires a synthetic beforeinstallprompt once the page's code has loaded; the player will answer `outcome`. */
async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.addInitScript((answer) => {
    window.addEventListener('load', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<{ outcome: string }> };
      event.prompt = () => {
        window.__prompted = (window.__prompted ?? 0) + 1;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: answer });
      window.dispatchEvent(event);
    });
  }, outcome);
}

const sheetOf = (page: Page) => page.getByRole('dialog', { name: 'Add to home screen' });

/** player-journey §4 "shown after about 1 s. Polls up to 20 times at 150 ms for the browser install prompt": past the last poll. */
const SHEET_DECIDED_MS = 1_000 + 20 * 150;

/**
 * Runs the page's clock (installed before the page loaded) past the sheet's delay and its polls, once the app's code is in
 * (the sheet's store is downloaded after the first paint and starts its 1 s timer then), and lets the page render what it decided.
 */
async function pastTheSheetDelay(page: Page, network: { settled: () => Promise<void> }): Promise<void> {
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await network.settled();
  await page.clock.runFor(SHEET_DECIDED_MS);
  await network.settled();
  await nextFrame(page);
}

test.beforeEach(async ({ page }) => withScenarios(page, {}));

test('on /m/home the sheet appears shortly after the page (1 s on the fake clock: features); Install calls prompt(); installed: never again', async ({ page }) => {
  await page.clock.install();
  const network = watchNetwork(page);
  await offerInstallPrompt(page, 'accepted');
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The 1 s delay itself is checked on the fake clock (features); a wall-clock bound here would only measure the machine.
  await expect(sheetOf(page)).toBeVisible();
  // player-journey §9 "sheet transition: 250 ms", as the browser runs it.
  await expect(sheetOf(page)).toHaveCSS('animation-name', 'a2hs-slide-up');
  await expect(sheetOf(page)).toHaveCSS('animation-duration', '0.25s');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(sheetOf(page)).toBeHidden();
  expect(await page.evaluate(() => window.__prompted)).toBe(1);
  expect(await page.evaluate(() => [sessionStorage.getItem('addToHomeScreenCount'), localStorage.getItem('webAppInstalled')])).toEqual(['99', '1']);

  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await pastTheSheetDelay(page, network);
  await expect(sheetOf(page)).toBeHidden();
});

test('not on /m/login', async ({ page }) => {
  await page.clock.install();
  const network = watchNetwork(page);
  await offerInstallPrompt(page, 'dismissed');
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pastTheSheetDelay(page, network);
  await expect(sheetOf(page)).toBeHidden();
});

test('Close counts a dismissal: not again this session', async ({ page }) => {
  await page.clock.install();
  const network = watchNetwork(page);
  await offerInstallPrompt(page, 'dismissed');
  await page.goto('/m/home');
  await expect(sheetOf(page)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(sheetOf(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('addToHomeScreenCount'))).toBe('1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await pastTheSheetDelay(page, network);
  await expect(sheetOf(page)).toBeHidden();
  expect(await page.evaluate(() => window.__prompted ?? 0)).toBe(0);
});

test('right to left (AR): the sheet is translated and axe finds nothing', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'AR'));
  await offerInstallPrompt(page, 'accepted');
  await page.goto('/m/home');
  await expect(page.getByRole('dialog', { name: 'إضافة إلى الشاشة الرئيسية' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تثبيت' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('iOS has no install event: the guide', () => {
  test('iOS 17: the share-sheet tip', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE('17_4'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await withScenarios(page, {});
    await page.goto('/m/home');
    await expect(sheetOf(page)).toBeVisible();
    await expect(sheetOf(page)).toContainText('Add to Home Screen');
    await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('iOS 16: the profile button, the go-to-settings notice, then the profile opens', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE('16_6'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await withScenarios(page, {});
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Download profile' }).click();
    const notice = page.getByRole('dialog').filter({ hasText: 'VPN & Device Management' });
    await expect(notice).toBeVisible();
    const profile = context.waitForEvent('request', (request) => request.url().endsWith('/demo1/webclip.mobileconfig'));
    await notice.getByRole('button', { name: 'Confirm' }).click();
    expect(new URL((await profile).url()).protocol).toBe('https:');
    await context.close();
  });
});
