import AxeBuilder from '@axe-core/playwright';
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { withScenarios } from './mock-scenarios';

/**
 * Push notifications in real Chromium against the mock build: the fake messaging
 * provider makes `fake-fcm.{random}` tokens; the permission is Chromium's own, set by Playwright's
 * permission overrides (the Permissions API reports them; docs/decisions.md "Push notifications").
 */
const BIND = '/wps/relay/CSP_fcmBind';
const SUBSCRIBE = '/wps/relay/CSP_fcmSubscribe';
const TIP = 'Notifications are blocked. To get draw results and offers, allow notifications for this site in your browser settings.';

// DEMO1 keeps its vapid key here (other specs switch it off); no announcement popups.
test.beforeEach(async ({ page }) => withScenarios(page, {}, { push: true }));

async function logIn(page: Page, { remember = true } = {}): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('player01');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  if (!remember) await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

function pushCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/CSP_fcm')) calls.push(request);
  });
  return calls;
}

declare global {
  interface Window {
    __notNowReads?: number;
    __mostModals?: number;
  }
}

const wpsCall = (page: Page, path: string) => page.waitForRequest((r) => new URL(r.url()).pathname === path);

test.describe('permission granted', () => {
  test.use({ permissions: ['notifications'] });

  test('after login the bind and subscribe (topic ALL) calls go out with the fake token; no modal', async ({ page }) => {
    const bind = wpsCall(page, BIND);
    const subscribe = wpsCall(page, SUBSCRIBE);
    await logIn(page);
    const token = (await bind).postDataJSON().registrationToken as string;
    expect(token).toMatch(/^fake-fcm\.[0-9a-f]{24}$/);
    expect((await subscribe).postDataJSON()).toEqual({ registrationToken: token, topic: 'ALL' });
    expect((await bind).headers()['authorization']).toMatch(/^Bearer /);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A reload within 7 days binds the same token again.
    const again = wpsCall(page, BIND);
    await page.reload();
    expect((await again).postDataJSON()).toEqual({ registrationToken: token });
  });
});

test.describe('permission denied', () => {
  // Chromium's override with nothing granted: the Permissions API and requestPermission answer "denied".
  test.use({ permissions: [] });

  test('after login the notification_request_tips text shows; no push call, no modal', async ({ page }) => {
    const calls = pushCalls(page);
    await logIn(page);
    await expect(page.getByText(TIP)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});

test.describe('permission not decided yet', () => {
  test('the modal opens after login, axe finds nothing; Allow asks the browser, which grants: bound', async ({ page, context }) => {
    await logIn(page);
    const dialog = page.getByRole('dialog', { name: 'Turn on notifications?' });
    await expect(dialog).toBeVisible();
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations).toEqual([]);
    await context.grantPermissions(['notifications']);
    const bind = wpsCall(page, BIND);
    await dialog.getByRole('button', { name: 'Allow' }).click();
    expect((await bind).postDataJSON().registrationToken).toMatch(/^fake-fcm\./);
    await expect(dialog).toHaveCount(0);
  });

  test('Not now is remembered for 7 days: not again after a reload, nor in a new tab\'s session; no call', async ({ page, context }) => {
    // The app reads its memory of "Not now" where it would open the modal: the event waited on after each load.
    await context.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === 'pushPromptNotNow' && this === window.localStorage) window.__notNowReads = (window.__notNowReads ?? 0) + 1;
        return getItem.call(this, key);
      };
    });
    const calls = pushCalls(page);
    // Not remembered: the new tab below must show the login form, not log the player in by itself (player-journey §4
    // "Autologin" would race the typing on a busy machine).
    await logIn(page, { remember: false });
    const dialog = page.getByRole('dialog', { name: 'Turn on notifications?' });
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('pushPromptNotNow'))).toMatch(/^\d+$/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.waitForFunction(() => (window.__notNowReads ?? 0) > 0);
    await expect(dialog).toHaveCount(0);

    // A new tab is a new session (its session storage starts empty): the player logs in again.
    const second = await context.newPage();
    const secondCalls = pushCalls(second);
    await logIn(second, { remember: false });
    await second.waitForFunction(() => (window.__notNowReads ?? 0) > 0);
    await expect(second.getByRole('dialog', { name: 'Turn on notifications?' })).toHaveCount(0);
    expect([...calls, ...secondCalls]).toEqual([]);
  });

  test('never over another modal: after login the announcement popups and the push modal show one at a time', async ({ page }) => {
    await withScenarios(page, {}, { push: true, popups: true });
    // The most modal dialogs on screen in any frame the page paints.
    await page.addInitScript(() => {
      window.__mostModals = 0;
      const sample = () => {
        window.__mostModals = Math.max(window.__mostModals ?? 0, document.querySelectorAll('[aria-modal="true"]').length);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await logIn(page);
    const push = page.getByRole('dialog', { name: 'Turn on notifications?' });
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: "Don't show again today" }) });
    await expect(popup).toBeVisible();
    await expect(push).toHaveCount(0);
    // "New draw rules" must be read: Next steps through the slides, then Close.
    for (let i = 0; i < 5 && (await popup.count()) > 0; i++) await popup.getByRole('button', { name: /^(Next|Close)$/ }).click();
    await expect(popup).toHaveCount(0);
    await expect(push).toBeVisible();
    expect(await page.evaluate(() => window.__mostModals)).toBe(1);
    await push.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
