import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withScenarios } from './mock-scenarios';
import { axeViolations } from './page-helpers';

/**
 * The domain-unreachable notice in real Chromium (player-journey §2, §4; docs/decisions.md "Domain failover").
 * System status answers domain_not_available; DEMO1 lists m1, m2 and m3.demo1.mock.invalid. The pings are answered by
 * the mock in its service worker (msw sees them before the network, so page.route cannot): the
 * `domainPings` switch makes m1 dead, m2 slow and m3 fast. The retry navigation to the foreign domain is
 * fulfilled by Playwright.
 */
const MESSAGE = 'This domain is not available. Please use another domain.';
const FAILING_DOMAINS = { 'm1.demo1.mock.invalid': 'dead', 'm2.demo1.mock.invalid': 1_500, 'm3.demo1.mock.invalid': 250 };

async function openBlockedSite(page: Page, language = 'EN'): Promise<void> {
  await withScenarios(page, { domainNotAvailable: true, domainPings: FAILING_DOMAINS });
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto('/m/home?r=r5');
}

test('a dead, a slow and a fast domain: the fast one wins; Retry opens its /m/index.html with the stored affiliate code and r', async ({ page, context }) => {
  const landed: string[] = [];
  await context.route('https://*.demo1.mock.invalid/m/**', (route) => {
    landed.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>other domain</title><h1>Other domain</h1>' });
  });
  const started = Date.now();
  await openBlockedSite(page);
  const dialog = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(dialog).toBeVisible();
  // The slow domain answers after 1.5 s: the modal is there before it, with the fast one chosen.
  expect(Date.now() - started).toBeLessThan(6_000);
  await expect(dialog).toHaveAccessibleDescription(MESSAGE);
  await expect(dialog.getByRole('button', { name: 'Services' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Other domain' })).toBeVisible();
  expect(landed).toEqual(['https://m3.demo1.mock.invalid/m/index.html?affiliateCode=r5&r=r5']);
});

test('the modal is not closed by Escape or a tap on the mask; Services opens the titled action list', async ({ page }) => {
  await openBlockedSite(page);
  const dialog = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Services' }).click();
  const list = page.getByRole('dialog', { name: 'Services' });
  await expect(list.getByRole('button', { name: 'CS 2' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Telegram' })).toBeVisible();
});

test('Arabic: right to left, translated buttons, axe finds nothing', async ({ page }) => {
  await openBlockedSite(page, 'AR');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(dialog.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
