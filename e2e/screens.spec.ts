import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutPopups } from './mock-scenarios';
import { signIn } from './page-helpers';

// Screens as a player meets them: where you are, whose site it is. No announcement popup over them.
test.beforeEach(async ({ page }) => withoutPopups(page));

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('navigation that shows where you are', () => {
  for (const [path, tab] of [
    ['/m/home', 'Home'],
    ['/m/game', 'Games'],
    ['/m/activity', 'Promotions'],
  ] as const) {
    test(`on ${path} the bottom navigation marks "${tab}" (aria-current="page") and shows it`, async ({ page }) => {
      await page.goto(path);
      const current = nav(page).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName(new RegExp(`^${tab}$`));
      const other = nav(page).locator('a:not([aria-current])').first();
      const look = (locator: typeof current) => locator.evaluate((node) => `${getComputedStyle(node).color} ${getComputedStyle(node).boxShadow}`);
      expect(await look(current)).not.toBe(await look(other));
    });
  }

  test("the member's tab is marked on My account", async ({ page }) => {
    await signIn(page);
    await page.goto('/m/member/home');
    await expect(nav(page).locator('[aria-current="page"]')).toHaveAccessibleName('Me');
  });
});

test("home's header shows the merchant's logo (mobileTemplate.image_logo) and keeps the heading's name", async ({ page }) => {
  await page.goto('/m/home');
  const heading = page.getByRole('heading', { level: 1, name: 'Home' });
  await expect(heading).toBeVisible();
  const logo = heading.locator('img');
  await expect(logo).toHaveAttribute('src', /logo/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

/** Left-to-right text (its first letter Latin) that no element isolates (`dir`) inside the right-to-left page. */
async function unisolatedLatin(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      const firstLetter = /\p{L}/u.exec(value)?.[0] ?? '';
      if (!/[A-Za-z]/.test(firstLetter) || !parent || parent.closest('[data-dev-panel], script, style, noscript, [hidden], [lang="en"]')) continue;
      if (parent.closest('[dir]') === document.documentElement) found.push(value.slice(0, 50));
    }
    return found;
  });
}

test('Arabic: every server-provided string is isolated from the right-to-left text around it (dir="auto")', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'AR'));
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  expect(await unisolatedLatin(page)).toEqual([]);
  for (const path of ['/m/game', '/m/activity', '/m/news', '/m/help']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await unisolatedLatin(page), path).toEqual([]);
  }
});
