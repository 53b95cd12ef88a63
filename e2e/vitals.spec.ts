/**
 * Vitals for operators (docs/decisions.md "Vitals for operators"): a mock build reports its vitals to the mock (its
 * app config's default), which the dev panel lists. Production builds are off unless app-config.json names a URL
 * (adapters/config/load-app-config.test.ts).
 */
import { expect, test } from './fixtures';

test('the page\'s vitals (TTFB, FCP, LCP once the player acts, the boot shell\'s paint) reach the mock and show in the dev panel', async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/mock/vitals') beacons.push(request.method());
  });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(2);
  // The largest paint is final on the first input (web-vitals reports it then).
  await page.getByRole('button', { name: 'Mock scenarios' }).click();
  const reported = page.getByRole('list', { name: 'Reported vitals' });
  for (const name of ['TTFB', 'FCP', 'LCP', 'boot-shell']) await expect(reported.getByRole('listitem').filter({ hasText: new RegExp(`^${name} · `) }).first()).toBeVisible();
  await expect(reported.getByRole('listitem').filter({ hasText: /^LCP · \d+ ms · (good|needs-improvement|poor) · \/m\/home$/ }).first()).toBeVisible();
});
