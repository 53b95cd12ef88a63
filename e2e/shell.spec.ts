import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { messages as ar } from '../src/i18n/locales/ar';
import { messages as en } from '../src/i18n/locales/en';
import { withoutPopups, withScenarios } from './mock-scenarios';
import { addressOf, axeViolations, signIn, watchNetwork } from './page-helpers';
import { miniGame, type PlacementNames, widgetPlacementProblems } from './mini-game-placement';
import { smallTargets } from './touch-targets';

// No announcement popup over the screens these tests are about (home-popups.spec.ts has them).
test.beforeEach(async ({ page }) => withoutPopups(page));

const PUBLIC_SCREENS = ['/m/home', '/', '/m/', '/m/index', '/m/index.html', '/m/login', '/m/register', '/m/register.html', '/m/game', '/m/help', '/m/activity', '/m/activity?id=7', '/m/news', '/m/inviteFriends'];
const ALIASES = new Set(['/', '/m/', '/m/index', '/m/index.html', '/m/register.html']);
const DISTINCT_PUBLIC_SCREENS = PUBLIC_SCREENS.filter((path) => !ALIASES.has(path));
const MEMBER_SCREENS = [
  '/m/member/home',
  '/m/changePsw',
  '/m/launchGame',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter/addBankCard',
  '/m/securityCenter/addBankCardPix',
  '/m/rewardCenter',
  '/m/mall/mallHome',
  '/m/leaderBoard',
  '/m/member/benefits',
  '/m/feedback',
  '/m/agentRegister',
];

async function useLanguage(page: Page, key: string): Promise<void> {
  // The app's document only: init scripts also run in the game view's sandboxed frame, which has no storage.
  await page.addInitScript((value) => {
    if (window.top === window) window.localStorage.setItem('language', value);
  }, key);
}

/** Signs in as the mock's type-0 member (player01, Gold label) through the dev panel's member switch. */
test.describe('screens, guard and query carry', () => {
  test.describe.configure({ timeout: 90_000 });
  test('every public route renders a real screen at 390 px with one h1 and the bottom navigation', async ({ page }) => {
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main navigation' }), path).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('guarded routes send a guest to /m/login keeping affiliateCode; /m/feedback goes to /m/home', async ({ page }) => {
    await page.goto('/m/withdraw?affiliateCode=AF7&foo=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(addressOf(page.url())).toBe('/m/login?affiliateCode=AF7');
    await page.goto('/m/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });

  test('an unknown path shows the not-found screen with a robots noindex tag; home has a description and canonical link', async ({ page }) => {
    await page.goto('/m/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /lottery/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/m\/home$/);
  });

  test('a reload of a page outside the refresh list goes to /m/home; a listed page reloads in place', async ({ page }) => {
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await page.goto('/m/inviteFriends');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });
});

test.describe('boot cost', () => {
  test('booting /m/home as a guest makes at most 10 /wps calls to paint, the popup list after, and downloads one locale', async ({ page }) => {
    const wps: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/wps/mock/')) wps.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    const network = watchNetwork(page);
    // shell §9 "popup list loaded after 500 ms": not a call the first paint waits for.
    const popupList = (call: string) => call.startsWith('/wps/relay/MCSFE_getListAnnouncements') && call.includes('category=popup');
    const popupListAnswered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return popupList(`${url.pathname}${url.search}`);
    });
    await page.goto('/m/home');
    // The language button is the app's (the boot shell has none): the popup timer starts with the app.
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    // Counted once the popup list has answered and nothing else is in flight.
    await popupListAnswered;
    await network.settled();
    const toPaint = wps.filter((call) => !popupList(call));
    expect(toPaint.length, wps.join(', ')).toBeLessThanOrEqual(10);
    expect(wps.filter(popupList), wps.join(', ')).toHaveLength(1);
    expect(toPaint.map((call) => call.split('?')[0])).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/settings/consolidated']));
    const locales = scripts.filter((s) => /\/assets\/(cn|en|es|hi|id|ja|km|ko|my|ta|th|tw|vi|ty|ur|pt|pt-br|ms|bn|tr|fr|ne|ur-la|te|ru|ar)-[\w-]+\.js$/.test(s));
    expect(locales, locales.join(', ')).toHaveLength(1);
  });
});

test.describe('status pages', () => {
  test('maintenance in Thai: translated page, the fixed text, end time, English copy, contact us', async ({ page }) => {
    await useLanguage(page, 'TH');
    await withScenarios(page, { maintenance: { enabled: true, end: '2030-01-01T12:00:00+08:00', description: null } });
    await page.goto('/m/home');
    const english = page.getByRole('region', { name: 'System maintenance' });
    await expect(english).toBeVisible();
    await expect(english).toContainText('Dear valued customer: We are currently performing a system maintenance');
    await expect(page.locator('time')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('access denied: the IP, the fixed text, the end time and contact us opening customer service', async ({ page }) => {
    await withScenarios(page, { regionRestriction: { enabled: true, ip: '203.0.113.10', end: '2030-01-01T12:00:00+08:00' } });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('Your IP address: 203.0.113.10')).toBeVisible();
    await expect(page.getByText(/Due to restriction of your location or IP address/)).toBeVisible();
    // player-journey §2 "… a retry button and an end time": in local format, with its label.
    await expect(page.getByText(/End time/)).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', '2030-01-01T04:00:00.000Z');
    await page.getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('status pages in every checked language', () => {
  for (const language of ['EN', 'AR', 'TH']) {
    test(`axe finds nothing on the maintenance page in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await withScenarios(page, { maintenance: { enabled: true, end: '2030-01-01T12:00:00+08:00', description: null } });
      await page.goto('/m/home');
      await expect(page.locator('time')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`axe finds nothing on the access-denied page in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await withScenarios(page, { regionRestriction: { enabled: true, ip: '203.0.113.10' } });
      await page.goto('/m/home');
      await expect(page.getByText(/203\.0\.113\.10/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('languages', () => {
  test('switching to Arabic from the picker lays the page out right to left', async ({ page }) => {
    await withoutPopups(page);
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const before = await page.getByRole('button', { name: 'Language' }).boundingBox();
    expect(before!.x + before!.width / 2).toBeGreaterThan(390 / 2);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('dialog', { name: 'Choose a language' }).getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Home');
    // Right to left for real: the header's language button moves from the right edge to the left.
    const languageButton = page.locator('header').getByRole('button').last();
    const box = await languageButton.boundingBox();
    expect(box!.x + box!.width / 2).toBeLessThan(390 / 2);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('manifest', () => {
  test('exactly one manifest link, and Chromium finds the app installable', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const session = await page.context().newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: Array<{ errorId: string }>;
        };
        // Playwright's contexts are incognito; Chromium 150 and later say so ("in-incognito"): the harness's, not the app's.
        return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
      }, { timeout: 10_000 })
      .toEqual([]);
    const manifest = (await session.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.errors).toEqual([]);
  });
});

/**
 * axe and WCAG 2.5.5 "Target Size" (every control's hit area at least 44 × 44 CSS px) on every screen at the suite's
 * 390 px (widths.spec.ts checks 320 and 430 px), in one visit each: the screen once its calls are done.
 */
test.describe('accessibility and touch targets on every screen', () => {
  // Each test walks a dozen screens with a full axe run on each: well over the default 30 s on a slow runner.
  test.describe.configure({ timeout: 120_000 });
  const LANGUAGE_BUTTON: Readonly<Record<string, string>> = { EN: en.language, AR: ar.language };
  const PLACEMENT_NAMES: Readonly<Record<string, PlacementNames>> = Object.fromEntries(
    Object.entries({ EN: en, AR: ar }).map(([key, messages]) => [key, { region: messages.mini_game_region, navigation: messages.main_navigation, home: messages.nav_home }]),
  );
  const checkScreen = async (page: Page, language: string, path: string): Promise<string[]> => {
    await page.waitForLoadState('networkidle');
    const where = `${language} ${path}`;
    return [...(await axeViolations(page)).map((line) => `${where}: ${line}`), ...(await smallTargets(page)).map((line) => `${where}: ${line}`)];
  };
  // Left to right and right to left (the status pages are also checked in Thai above); each screen once: an alias
  // (/, /m/index.html, /m/register.html…) renders the same screen, which the route test above checks.
  for (const language of ['EN', 'AR']) {
    test(`axe finds nothing and no target is under 44 px on any public screen in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      const found: string[] = [];
      for (const path of [...DISTINCT_PUBLIC_SCREENS, '/m/no-such-page']) {
        await page.goto(path);
        // The app's screen, not the boot shell of home and login (boot.spec.ts runs axe on that one).
        await expect(page.getByRole('button', { name: LANGUAGE_BUTTON[language], exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        found.push(...(await checkScreen(page, language, path)));
      }
      expect(found).toEqual([]);
    });

    test(`axe finds nothing and no target is under 44 px on any member screen in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await signIn(page);
      const found: string[] = [];
      const names = PLACEMENT_NAMES[language]!;
      // The member's own views of the public screens too. On each but the game view (which hides it, game.spec.ts),
      // the mini-game widget's default place covers no control, at the top and at the end, and avoids the navigation.
      for (const path of [...MEMBER_SCREENS, '/m/home', '/m/game', '/m/inviteFriends', '/m/activity', '/m/news', '/m/help']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(new URL(page.url()).pathname, 'stayed on the member screen').toBe(path);
        found.push(...(await checkScreen(page, language, path)));
        if (path === '/m/launchGame') continue;
        await expect(miniGame(page, names.region), `${path}: the widget`).toBeVisible();
        found.push(...(await widgetPlacementProblems(page, `${language} ${path}`, names)));
      }
      expect(found).toEqual([]);
    });
  }
});
