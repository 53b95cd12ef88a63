import { expect, test } from './fixtures';
import { withoutPopups } from './mock-scenarios';
import { axeViolations, signIn } from './page-helpers';
import { smallTargets } from './touch-targets';

// Every screen holds on the narrowest and widest phones we serve (320 and 430 px; 390 is the suite's default),
// in a left-to-right and a right-to-left language: no sideways scrolling, every control keeps a 44 × 44 px hit area
// (WCAG 2.5.5), and at 320 px axe finds nothing.
test.beforeEach(async ({ page }) => withoutPopups(page));

const GUEST_SCREENS = ['/m/login', '/m/register'];
const SCREENS = ['/m/home', '/m/game', '/m/activity', '/m/news', '/m/help', '/m/member/home', '/m/inviteFriends', '/m/withdraw', '/m/member/benefits', '/m/changePsw'];

for (const width of [320, 430]) {
  for (const language of ['EN', 'AR']) {
    test(`${width} px, ${language}: no screen scrolls sideways, no target under 44 px${width === 320 ? ', axe finds nothing' : ''}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      const found: string[] = [];
      const check = async (path: string) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${path} scrolls sideways by ${overflow} px`);
        // axe's rules read roles, names and colours, not widths: run at the narrowest phone, where a screen may hide or
        // wrap what 390 px (shell.spec.ts's sweep) shows.
        if (width === 320) found.push(...(await axeViolations(page)).map((line) => `${path}: ${line}`));
        found.push(...(await smallTargets(page)).map((line) => `${path}: ${line}`));
      };
      for (const path of GUEST_SCREENS) await check(path);
      await signIn(page);
      for (const path of SCREENS) await check(path);
      expect(found).toEqual([]);
    });
  }
}
