import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { messages as ar } from '../src/i18n/locales/ar';
import { messages as en } from '../src/i18n/locales/en';
import { withScenarios, withoutPopups } from './mock-scenarios';
import { expectHref } from './page-helpers';

// No announcement popup over the screens these tests are about (home-popups.spec.ts has them).
test.beforeEach(async ({ page }) => withoutPopups(page));

test('the app boots at /m/home, calls /wps/system/status with device MOBILE, and shows the home screen', async ({ page }) => {
  const statusCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/system/status');
  await page.goto('/m/home');
  const request = await statusCall;
  expect(new URL(request.url()).searchParams.get('device')).toBe('MOBILE');
  expect(request.headers()['merchant']).toBe('DEMO1');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a home load logs no console error and fetches nothing that is missing (no /favicon.ico 404)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the home screen has no accessibility violations (axe-core)', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a failing status call shows the server message in an accessible notice dialog that closes on confirm', async ({ page }) => {
  await withScenarios(page, { failures: { '/wps/system/status': { kind: 'business', errorCode: 'x', message: 'Please come back later' } } });
  await page.goto('/m/home');
  const dialog = page.getByRole('dialog', { name: 'Notice' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Please come back later');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
});

test('maintenance from the status call replaces the screens, with a retry that checks again', async ({ page }) => {
  await withScenarios(page, { maintenance: { enabled: true, end: '2030-01-01T12:00:00+08:00', description: 'Upgrading the draw servers' } });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText('Upgrading the draw servers')).toBeVisible();
  const again = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/system/status');
  await page.getByRole('button', { name: 'Retry' }).click();
  await again;
});

test('a malformed app-config.json falls back to the build defaults: no blank screen', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.context().route('**/m/app-config.json', (route) => route.fulfill({ status: 200, body: '{ not json', contentType: 'application/json' }));
  await page.goto('/m/home');
  // The language button is the app's (the boot shell has none): the app, not only the shell, is up.
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(warnings.some((w) => w.includes('app-config.json'))).toBe(true);
});

// The static shell (index.html's templates, src/boot/boot-shell.ts) before the bundle runs (docs/decisions.md
// "Speed on a slow phone: the boot shell").
test('/m without its slash leads to the app with the query kept, as the hosting does', async ({ page }) => {
  await page.goto('/m?lang=AR');
  await expect(page).toHaveURL(/\/m\/(home)?\?(.*&)?lang=AR/);
  await expect(page.getByRole('navigation', { name: /.+/ }).first()).toBeVisible();
});

test.describe('the static shell before the app', () => {
  const APP_CHUNK = /\/m\/assets\/main-[^/]+\.js$/;

  /** Holds the app's chunk until the returned function is called: the page shows what it has without the app. */
  async function holdApp(page: Page): Promise<() => void> {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('home in a stored RTL language: Arabic title, welcome and navigation, dir="rtl", no axe violation; then the app takes its place', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'AR'));
    const release = await holdApp(page);
    await page.goto('/m/home?affiliateCode=A1');
    await expect(page.getByRole('heading', { level: 1, name: ar.home_title })).toBeVisible();
    await expect(page.getByText(ar.home_welcome)).toBeVisible();
    await expectHref(page.getByRole('link', { name: ar.go_to_login }), '/m/login?affiliateCode=A1');
    await expect(page.getByRole('navigation', { name: ar.main_navigation })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    release();
    await expect(page.locator('[data-boot-shell]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: ar.home_title })).toBeVisible();
    await expect(page.getByRole('button', { name: ar.language })).toBeVisible();
  });

  test('login: the form in the browser language with every control disabled until the app runs, no axe violation', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/m/login');
    await expect(page.getByRole('heading', { level: 1, name: en.login_title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: en.username })).toBeDisabled();
    await expect(page.getByRole('button', { name: en.log_in })).toBeDisabled();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    release();
    await expect(page.getByRole('textbox', { name: en.username })).toBeEnabled();
  });

  test('the app cannot be downloaded: an alert with a retry, no white screen, no uncaught error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(APP_CHUNK, (route) => route.abort());
    await page.goto('/m/home');
    await expect(page.getByRole('alert')).toContainText('The site could not start');
    await expect(page.getByRole('button', { name: 'Retry / 重试' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
