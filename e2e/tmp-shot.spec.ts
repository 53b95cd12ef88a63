import { test } from './fixtures';
import { withoutPopups } from './mock-scenarios';
import { signIn } from './page-helpers';
test('shot', async ({ page }) => {
  await withoutPopups(page);
  await signIn(page);
  await page.goto('/m/member/home');
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await page.getByRole('region', { name: 'Mini game' }).waitFor();
  await page.screenshot({ path: '/tmp/s/member.png' });
  await page.screenshot({ path: '/tmp/s/member-full.png', fullPage: true });
});
