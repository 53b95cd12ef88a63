import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutPopups } from './mock-scenarios';
import { signIn } from './page-helpers';
import { smallTargets } from './touch-targets';

// WCAG 2.5.5 "Target Size": every interactive control has a hit area of at least 44 × 44 CSS px, at the suite's
// default 390 px in a left-to-right and a right-to-left language (widths.spec checks 320 and 430 px).
test.beforeEach(async ({ page }) => withoutPopups(page));

const GUEST_SCREENS = ['/m/home', '/m/login', '/m/register', '/m/game', '/m/activity', '/m/news', '/m/help', '/m/no-such-page'];
const MEMBER_SCREENS = [
  '/m/home',
  '/m/game',
  '/m/member/home',
  '/m/changePsw',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter/addBankCard',
  '/m/rewardCenter',
  '/m/inviteFriends',
  '/m/member/benefits',
  '/m/feedback',
];

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const language of ['EN', 'AR']) {
  test.describe(`touch targets of at least 44 × 44 px (WCAG 2.5.5), ${language}`, () => {
    test.beforeEach(async ({ page }) => page.addInitScript((lang) => window.localStorage.setItem('language', lang), language));

    test('on every guest screen', async ({ page }) => {
      test.setTimeout(90_000);
      const found: string[] = [];
      for (const path of GUEST_SCREENS) {
        await settle(page, path);
        found.push(...(await smallTargets(page)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
    });

    test('on every member screen', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page);
      const found: string[] = [];
      for (const path of MEMBER_SCREENS) {
        await settle(page, path);
        found.push(...(await smallTargets(page)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
    });
  });
}
