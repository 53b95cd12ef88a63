import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withScenarios, withoutPopups } from './mock-scenarios';

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
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(warnings.some((w) => w.includes('app-config.json'))).toBe(true);
});
