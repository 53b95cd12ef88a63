import { expect, test } from './fixtures';
import { withScenarios } from './mock-scenarios';
import { axeViolations, watchNetwork } from './page-helpers';

/**
 * Update detection in real Chromium against the mock build (player-journey §4 "Update detection"): the mock's `assetVersion`
 * switch (dev panel "Asset version") changes both asset manifests; visibility comes back through a
 * dispatched visibilitychange.
 */
test.beforeEach(async ({ page }) => withScenarios(page, {}));

test('a manifest change found when the page becomes visible shows the update alert once; Refresh reloads', async ({ page }) => {
  const network = watchNetwork(page);
  const manifests = page.waitForRequest((r) => new URL(r.url()).pathname === '/mobile/mc/asset-manifest.json');
  // player-journey §4 "Update detection" (first check after 1.5 s): both manifests answer; the first hashes are the baseline.
  const firstCheck = Promise.all(
    ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path)),
  );
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(new URL((await manifests).url()).searchParams.get('_')).toMatch(/^\d+$/);
  await firstCheck;
  await network.settled();
  await expect(page.getByRole('alertdialog', { name: 'Update available' })).toBeHidden();

  await page.getByRole('button', { name: 'Mock scenarios' }).click();
  await page.getByRole('textbox', { name: 'Asset version' }).fill('2');
  await page.getByRole('button', { name: 'Mock scenarios' }).click();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const alert = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('A new version is available');
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('alertdialog', { name: 'Update available' })).toHaveCount(1);

  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Refresh' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Update available' })).toBeHidden();
});
