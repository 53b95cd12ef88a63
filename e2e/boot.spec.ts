import { expect, test } from '@playwright/test';

test('the app boots at /m/home, calls /wps/system/status with device MOBILE, and shows the home screen', async ({ page }) => {
  const statusCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/system/status');
  await page.goto('/m/home');
  const request = await statusCall;
  expect(new URL(request.url()).searchParams.get('device')).toBe('MOBILE');
  expect(request.headers()['merchant']).toBe('DEMO1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();
});
