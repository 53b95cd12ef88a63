import { expect, test } from './fixtures';
import { withoutPopups } from './mock-scenarios';

// player-journey §2 "On an app refresh, … any other path is redirected to /m/home": an app refresh is the player's
// reload, not one the app or its mock makes (docs/decisions.md "App refresh"). The player's reload: shell.spec.ts.
test.beforeEach(async ({ page }) => withoutPopups(page));

const APP_CHUNK = /\/m\/assets\/main-[^/]+\.js$/;
const GUEST_INVITE = 'Log in to get your own invite link.';

test('the retry after a failed load reloads /m/inviteFriends in place', async ({ page }) => {
  let failed = false;
  await page.route(APP_CHUNK, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.goto('/m/inviteFriends');
  await page.getByRole('button', { name: 'Retry / 重试' }).click();
  await expect(page.getByText(GUEST_INVITE)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/m/inviteFriends');
});

test('a page opened while the mock worker is still registered but not controlling it stays at the asked address (no takeover reload)', async ({ context, page }) => {
  await page.goto('/m/home');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Another page keeps the worker registered, and the next page of this one skips it: the state a page opened just as
  // the worker's last page goes finds (the worker unregisters itself a step behind).
  const keeper = await context.newPage();
  await keeper.goto('/m/help');
  await expect.poll(() => keeper.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await page.addInitScript(() => Object.assign(window, { controlledAtStart: navigator.serviceWorker.controller !== null }));
  await page.goto('/m/inviteFriends', { waitUntil: 'commit' });
  await cdp.send('Network.setBypassServiceWorker', { bypass: false });
  await expect(page.getByText(GUEST_INVITE)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/m/inviteFriends');
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
  expect(await page.evaluate(() => (window as Window & { controlledAtStart?: boolean }).controlledAtStart)).toBe(false);
  await keeper.close();
});
