import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, CHROMIUM_ARGS } from './chromium-path';
import { withScenarios, withoutPopups } from './mock-scenarios';
import { at } from './page-helpers';

/**
 * A normal (not private) browser window: Playwright's default contexts are incognito-like, where
 * player-journey §5 blocks social login. A persistent profile is what a player's phone browser is.
 */
const test = base.extend({
  page: async ({ baseURL, viewport }, provide) => {
    const profile = await mkdtemp(join(tmpdir(), 'social-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: await chromiumPath(),
      args: CHROMIUM_ARGS,
      baseURL,
      viewport,
    });
    await provide(context.pages()[0] ?? (await context.newPage()));
    await context.close();
    await rm(profile, { recursive: true, force: true });
  },
});

/** DEMO2 has the provider config for social and phone-code login on (player-journey §3), FIREBASECREATEACC3 off. */
async function openDemo2Login(page: Page, scenarios: Record<string, unknown> = {}): Promise<void> {
  await page.route('**/m/app-config.json', (route) => route.fulfill({ json: { merchantCode: 'DEMO2', apiBaseUrl: '' } }));
  await withScenarios(page, scenarios);
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Log in with Google' })).toBeVisible();
  // One-tap google is offered on DEMO2 (GOOGLELOGIN3 on, a web client id): the mock's consent; not taken here.
  const oneTap = page.getByRole('dialog', { name: 'Sign in with google (test)' });
  await oneTap.getByRole('button', { name: 'Cancel' }).click({ timeout: 3_000 }).catch(() => undefined);
}

async function consent(page: Page, channel: string, uid: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Sign in with ${channel} (test)` });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Test account id' }).fill(uid);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

const atHome = (page: Page) => expect(page).toHaveURL(at('/m/home'));
const hasSession = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'));

test.describe('social login through the fake identity adapter (player-journey §4 "Social login")', () => {
  test('a bound google account: the id token logs in, the token is saved, home', async ({ page }) => {
    const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login');
    await openDemo2Login(page);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await consent(page, 'google', 'player01');
    expect((await login).headers()['encryption']).toBeTruthy();
    await atHome(page);
    expect(await hasSession(page)).toContain('player01');
  });

  test('bind_customer_required with FIREBASECREATEACC3 off: the choice dialog without the parenthesised text; an existing account binds', async ({
    page,
  }) => {
    await openDemo2Login(page);
    await page.getByRole('button', { name: 'Log in with Facebook' }).click();
    await consent(page, 'facebook', 'fresh.face');
    const choice = page.getByRole('dialog', { name: 'Notice' });
    await expect(choice).toHaveAccessibleDescription('This account is not bound');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await choice.getByRole('button', { name: 'Log in with an existing account' }).click();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Username' }).fill('player01');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await atHome(page);
  });

  test('bind_customer_required with FIREBASECREATEACC3 on: registered by social channel automatically, then home', async ({ page }) => {
    const register = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/register');
    await openDemo2Login(page, { whiteLabel: { DEMO2: { FIREBASECREATEACC3: true } } });
    await page.getByRole('button', { name: 'Log in with LINE' }).click();
    await consent(page, 'line', 'newline77');
    expect((await register).headers()['moduleid']).toBe('REG3');
    await atHome(page);
    expect(await hasSession(page)).toBeTruthy();
  });

  test('closing the consent is the provider error, translated with its code', async ({ page }) => {
    await openDemo2Login(page);
    await page.getByRole('button', { name: 'Log in with X (Twitter)' }).click();
    await page.getByRole('dialog', { name: 'Sign in with twitter (test)' }).getByRole('button', { name: 'Cancel' }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('The sign-in window was closed before signing in.');
    await expect(notice).toContainText('Code: auth/popup-closed-by-user');
    await expect(page).toHaveURL(at('/m/login'));
  });
});

base.describe('private browsing (player-journey §5 "Social login is blocked in private or incognito browsing")', () => {
  base('a social button shows not_support_incognito for 1.5 s and opens no sign-in', async ({ page }) => {
    await openDemo2Login(page);
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Social login is not available in private or incognito browsing.' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign in with google (test)' })).toHaveCount(0);
    await expect(toast).toBeHidden({ timeout: 3_000 });
  });
});

test.describe('phone-code login (player-journey §4 "Phone-code login")', () => {
  test('the sms goes to +55 and the number; the code verified logs the member with that number in', async ({ page }) => {
    await openDemo2Login(page);
    await page.getByRole('button', { name: 'Log in with a phone code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in with a phone code' });
    await expect(dialog.getByRole('textbox', { name: 'Country code' })).toHaveValue('55');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('11987654321');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const sms = page.getByRole('dialog', { name: 'Send a code to +5511987654321 (test)' });
    await sms.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await atHome(page);
    expect(await hasSession(page)).toContain('player01');
  });
});

base.describe('Maya login (docs/decisions.md "Social and phone-code sign-in": "a sessionId query field triggers it")', () => {
  base('a sessionId in the address signs the player in through /wps/session/login/maya, then home', async ({ page }) => {
    const maya = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login/maya');
    await withoutPopups(page);
    await page.goto('/m/login?sessionId=maya-ok');
    expect((await maya).method()).toBe('POST');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(await hasSession(page)).toBeTruthy();
  });
});
