import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutPopups, withScenarios } from './mock-scenarios';
import { addressOf, at } from './page-helpers';
import { messages as ar } from '../src/i18n/locales/ar';
import { messages as en } from '../src/i18n/locales/en';

// No announcement popup over the screens these tests are about (home-popups.spec.ts has them).
test.beforeEach(async ({ page }) => withoutPopups(page));

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('password login (player-journey §4 "Login")', () => {
  test('DEMO1 (hex RSA key): the encrypted login lands on home, keeping the affiliate code', async ({ page }) => {
    const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login');
    await page.goto('/m/login?affiliateCode=AF9');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
    expect(violations).toEqual([]);
    await logIn(page, 'player01', 'Passw0rd!');
    const request = await login;
    expect(request.headers()['encryption']).toMatch(/^[0-9a-f]+$/);
    expect(request.headers()['device']).toHaveLength(36);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(addressOf(page.url())).toBe('/m/home?affiliateCode=AF9');
    await expect(page.getByText(/player01/)).toBeVisible();
  });

  test('DEMO2 (PEM key) logs in the same way', async ({ page }) => {
    await page.route('**/m/app-config.json', (route) => route.fulfill({ json: { merchantCode: 'DEMO2', apiBaseUrl: '' } }));
    const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login');
    await page.goto('/m/login');
    await logIn(page, 'player01', 'Passw0rd!');
    expect((await login).headers()['merchant']).toBe('DEMO2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(at('/m/home'));
  });

  test('a wrong password shows the server message, keeps the username and clears the password', async ({ page }) => {
    await page.goto('/m/login');
    await logIn(page, 'player01', 'wrong-password');
    const dialog = page.getByRole('dialog', { name: 'Notice' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(at('/m/login'));
  });

  test('a first login is sent to the forced password change, which continues home', async ({ page }) => {
    await page.goto('/m/login');
    await logIn(page, 'newbie01', 'Passw0rd!');
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    // Opened by the sign-in: the forced wording (a change from My account has the voluntary one).
    await expect(page.getByText('For your security, please set a new password before you continue.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByLabel('Current password').fill('Passw0rd!');
    await page.getByLabel('New password', { exact: true }).fill('N3wPassw0rd');
    await page.getByLabel('Confirm new password').fill('N3wPassw0rd');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});

test.describe('remembered login (player-journey §4 "Autologin")', () => {
  test('"remember me" logs the player in automatically in a new tab when MOBILEAUTOLOGIN3 is on', async ({ page, context }) => {
    await withScenarios(page, { whiteLabel: { DEMO1: { MOBILEAUTOLOGIN3: true } } });
    await page.goto('/m/login');
    await logIn(page, 'player01', 'Passw0rd!');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // A new tab has no session (session storage is per tab) but shares the encrypted vault.
    const tab = await context.newPage();
    // The guest's sign-in block is never shown meanwhile: the shell and the app show the member's frame.
    await tab.addInitScript(() => {
      const w = window as unknown as { __guestBlockShown: boolean };
      w.__guestBlockShown = false;
      new MutationObserver(() => {
        if (document.querySelector('.hero')) w.__guestBlockShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await tab.goto('/m/home');
    await expect(tab.getByText(/player01/)).toBeVisible();
    expect(await tab.evaluate(() => (window as unknown as { __guestBlockShown: boolean }).__guestBlockShown)).toBe(false);
    const stored = await tab.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).not.toContain('Passw0rd!');
  });
});

test.describe('registration (player-journey §4 "Registration")', () => {
  test('by username, with an affiliate code in the URL: registered, logged in and home', async ({ page }) => {
    const register = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/register');
    await page.goto('/m/register?affiliateCode=AF42');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('textbox', { name: 'Username' }).fill('fresh4242');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Register' }).click();
    expect((await register).headers()['moduleid']).toBe('REG3');
    // player-journey §2 "a confirm dialog after successful registration", then home.
    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await expect(success).toContainText('Welcome! Your account is ready.');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await success.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText(/fresh4242/)).toBeVisible();
    expect(addressOf(page.url())).toMatch(/\?affiliateCode=AF42$/);
  });

  test('by mobile number: country code, sms code, registered', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(page.getByRole('button', { name: /^Country code \+\d+$/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9175550123');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    const register = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/register/mobile');
    await page.getByRole('button', { name: 'Register' }).click();
    expect((await register).headers()['moduleid']).toBe('MOBILENUMREG3');
    await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});

test.describe('second factor (player-journey §4 "Second factor")', () => {
  test('only the offered methods are tabs; a correct authenticator code logs in', async ({ page }) => {
    await withScenarios(page, { secondFactor: { required: true, options: ['ga', 'email'] } });
    await page.goto('/m/login');
    await logIn(page, 'player01', 'Passw0rd!');
    const dialog = page.getByRole('dialog', { name: /Verify it/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveText(['Authenticator', 'Email']);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('tab', { name: 'Authenticator' }).click();
    await dialog.getByLabel('Authenticator code').fill('123456');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});

test.describe('second factor at the narrowest phone', () => {
  for (const language of ['EN', 'AR']) {
    test(`${language} at 320 px: all four method tabs show their whole label on one line`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await withScenarios(page, { secondFactor: { required: true, options: ['email', 'ga', 'sms', 'payeeName'] } });
      await page.goto('/m/login');
      const t = language === 'AR' ? ar : en;
      await page.getByRole('textbox', { name: t.username, exact: true }).fill('player01');
      await page.getByLabel(t.password, { exact: true }).fill('Passw0rd!');
      await page.getByRole('button', { name: t.log_in, exact: true }).click();
      const tabs = page.getByRole('dialog').getByRole('tab');
      await expect(tabs).toHaveCount(4);
      const sizes = await tabs.evaluateAll((nodes) => nodes.map((node) => ({ text: node.textContent, scroll: node.scrollWidth, client: node.clientWidth, height: node.getBoundingClientRect().height })));
      for (const tab of sizes) {
        expect(tab.scroll, `"${tab.text}" is clipped`).toBeLessThanOrEqual(tab.client + 1);
        expect(tab.height, `"${tab.text}" wraps`).toBeLessThanOrEqual(48);
      }
    });
  }
});

test.describe('a 401 during a session (shell §8 "HTTP 401 … logs the user out")', () => {
  test('the server drops the session: one "please login" notice, the session is gone, the login screen follows', async ({ page }) => {
    await withoutPopups(page);
    await page.goto('/m/login');
    await logIn(page, 'player01', 'Passw0rd!');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Me', exact: true }).click();
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    // QA's way to expire a session server-side: the dev panel answers the password call with HTTP 401.
    await page.getByRole('button', { name: 'Mock scenarios' }).click();
    const panel = page.getByRole('dialog', { name: 'Mock scenarios' });
    await panel.getByRole('combobox', { name: 'Endpoint' }).selectOption('/wps/member/password');
    await panel.getByRole('combobox', { name: 'Failure' }).selectOption({ label: 'HTTP 401' });
    await page.getByRole('button', { name: 'Mock scenarios' }).click();
    await page.getByLabel('Current password').fill('Passw0rd!');
    await page.getByLabel('New password', { exact: true }).fill('N3wPassw0rd');
    await page.getByLabel('Confirm new password').fill('N3wPassw0rd');
    const change = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/password');
    await page.getByRole('button', { name: 'Save password' }).click();
    expect((await change).status()).toBe(401);
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('Please log in to continue.');
    await expect(notice).toHaveCount(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(at('/m/login'));
  });
});
