import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutPopups } from './mock-scenarios';
import { miniGame } from './mini-game-placement';
import { axeViolations, signIn } from './page-helpers';

// No announcement popup over the screen under test (home-popups.spec.ts has them).
test.beforeEach(async ({ page }) => withoutPopups(page));

const VIEWPORT_WIDTH = 390;
/** player-journey §9 "margin 2% of window width". */
const MARGIN = VIEWPORT_WIDTH * 0.02;

/** Counts the mini-game script fetches (the mock serves them through msw's service worker). */
function watchScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/mini-game/')) fetched.push(path);
  });
  return fetched;
}

/** Signs in as the mock's type-0 member (player01) through the dev panel's member switch (reloads). */

async function box(page: Page) {
  const found = await miniGame(page).boundingBox();
  if (!found) throw new Error('the mini-game container has no box');
  return found;
}

/** A real mouse drag from the middle of the widget's button to (x, y) in the page (Chromium drops events outside it). */
async function dragTo(page: Page, to: (from: { x: number; y: number }) => { x: number; y: number }): Promise<void> {
  const start = await page.getByRole('button', { name: 'Lucky spin' }).boundingBox();
  if (!start) throw new Error('no widget button');
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  const target = to(from);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(target.x, target.y, { steps: 8 });
  await page.mouse.up();
}

test.describe('the mini-game widget (player-journey §4 "shown only while a member is logged in and hidden when logged out")', () => {
  test('a guest gets no widget and no script; a member gets it (script fetched once); logging out hides it', async ({ page }) => {
    const fetched = watchScripts(page);
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(miniGame(page)).toHaveCount(0);
    expect(fetched).toEqual([]);

    await signIn(page);
    await expect(miniGame(page)).toBeVisible();
    await expect(miniGame(page).getByRole('button', { name: 'Lucky spin' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Me', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(miniGame(page)).toBeHidden();

    expect(fetched).toEqual(['/mini-game/v1/minigame.js']);
  });

  test('in-page logout and login: the script is requested once across hide and show', async ({ page }) => {
    const fetched = watchScripts(page);
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('player01');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(miniGame(page)).toBeVisible();
    for (let round = 0; round < 2; round++) {
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Me', exact: true }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(miniGame(page)).toBeHidden();
      if (!page.url().includes('/m/login')) await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Me', exact: true }).click();
      await page.getByRole('textbox', { name: 'Username' }).fill('player01');
      await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(miniGame(page)).toBeVisible();
    }
    expect(fetched).toEqual(['/mini-game/v1/minigame.js']);
    await expect(page.locator('script[src="/mini-game/v1/minigame.js"]')).toHaveCount(1);
  });

  test('a drag moves it and keeps it inside the 2 % margin; its click opens nothing; a tap opens the panel; arrow keys move it; axe finds nothing', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await expect(miniGame(page)).toBeVisible();
    const panel = page.getByRole('group', { name: 'Lucky spin (Lottery)' });

    const before = await box(page);
    await dragTo(page, ({ x, y }) => ({ x: x - 120, y: y - 200 }));
    const after = await box(page);
    expect(after.x).toBeCloseTo(before.x - 120, 0);
    expect(after.y).toBeCloseTo(before.y - 200, 0);
    await expect(panel).toBeHidden();

    await page.clock.fastForward(300); // player-journey §9 "drag click debounce 250 ms": past it on the page's clock
    await dragTo(page, () => ({ x: 1, y: 1 })); // past the top-left margin
    const corner = await box(page);
    expect(corner.x).toBeCloseTo(MARGIN, 0);
    expect(corner.y).toBeCloseTo(MARGIN, 0);

    await page.clock.fastForward(300);
    const viewport = page.viewportSize()!;
    await dragTo(page, () => ({ x: viewport.width - 1, y: viewport.height - 1 })); // past the bottom-right margin
    const far = await box(page);
    expect(far.x + far.width).toBeCloseTo(viewport.width - MARGIN, 0);
    expect(far.y + far.height).toBeCloseTo(viewport.height - MARGIN, 0);
    await expect(panel).toBeHidden();

    await page.clock.fastForward(300);
    await page.getByRole('button', { name: 'Lucky spin' }).click(); // no movement: a tap
    await expect(panel).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(miniGame(page)).toBeFocused();

    const keyed = await box(page);
    await page.keyboard.press('ArrowUp');
    expect((await box(page)).y).toBeCloseTo(keyed.y - 16, 0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
