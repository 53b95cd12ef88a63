import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withScenarios } from './mock-scenarios';
import { axeViolations, nextFrame, signInAsType, watchNetwork } from './page-helpers';

/**
 * The app-download prompt, the install-app modal and the download bar in real Chromium against the mock
 * build (shell §4 "App download prompt"; docs/decisions.md "App-download prompt policy"). DEMO1's agent01
 * (type 1) has no deposit; player01 (type 0) is Gold, rank 3, above the download bar's seeded level 2.
 */
const ON = { enabled: true, value: '1' };


const sessionValue = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);

const IPHONE = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.split('_')[0]}.0 Mobile/15E148 Safari/604.1`;

const isAppDownloadList = (url: string) => {
  const { pathname, searchParams } = new URL(url);
  return pathname === '/wps/relay/MCSFE_getListAnnouncements' && searchParams.get('category') === 'app_download';
};

test('the first-deposit prompt on /m/voucherCenter (bottom): download link, continue in browser closes it and counts', async ({ page }) => {
  await withScenarios(page, { appPromptSettings: { download_condition_switch: ON } });
  await signInAsType(page, '1');
  await page.goto('/m/voucherCenter');
  const dialog = page.getByRole('dialog', { name: 'Get our app' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-mode', 'bottom');
  // shell §9 "Install modal fade 250 ms; scroll lock after 500 ms", as the browser runs them.
  const backdrop = dialog.locator('xpath=..');
  await expect(backdrop).toHaveCSS('animation-name', 'install-app-fade');
  await expect(backdrop).toHaveCSS('animation-duration', '0.25s');
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect(dialog.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', /\/mobile\/mc\/redirect\.html\?url=https%3A%2F%2Fdownload\.mock\.invalid%2Fdemo1%2Fapp\.apk$/);
  await expect(dialog.getByRole('button', { name: 'Install the web app' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue in browser' }).click();
  await expect(dialog).toBeHidden();
  expect(await sessionValue(page, 'appDownloadClosed')).toBe('1');
});

test('the download link opens the mobile site\'s redirect page with the Android package (outside the native app)', async ({ page }) => {
  await withScenarios(page, { appPromptSettings: { download_condition_switch: ON } });
  await signInAsType(page, '1');
  await page.goto('/m/voucherCenter');
  const dialog = page.getByRole('dialog', { name: 'Get our app' });
  const [redirect] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: 'Download the app' }).click()]);
  await expect(redirect.getByRole('heading', { name: 'Download the app' })).toBeVisible();
  await expect(redirect.getByRole('link', { name: 'Continue to https://download.mock.invalid/demo1/app.apk' })).toHaveAttribute('href', 'https://download.mock.invalid/demo1/app.apk');
  await redirect.close();
});

test('forced and fullscreen: no continue link, Escape does not close it, and it stays forced on the next page', async ({ page }) => {
  await withScenarios(page, {
    appPromptSettings: { download_condition_switch: ON, login_required: { enabled: true, value: '0' }, bottom_app_bar_mode: { enabled: true, value: 'fullscreen' } },
  });
  await signInAsType(page, '1');
  await page.goto('/m/voucherCenter');
  const dialog = page.getByRole('dialog', { name: 'Get our app' });
  await expect(dialog).toHaveAttribute('data-mode', 'fullscreen');
  await expect(dialog.getByRole('button', { name: 'Continue in browser' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await sessionValue(page, 'appDownloadForced')).toBe('1');
  await page.goto('/m/withdraw');
  await expect(page.getByRole('dialog', { name: 'Get our app' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue in browser' })).toHaveCount(0);
});

test('the download bar on home: closing it hides it for the session and shows the app window', async ({ page }) => {
  await withScenarios(page, { downloadBar: true });
  await page.clock.install();
  const network = watchNetwork(page);
  await signInAsType(page, '0');
  const bar = page.getByRole('complementary', { name: 'App download' });
  await expect(bar).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Close the download bar' }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Get our app' })).toBeVisible();
  expect(await sessionValue(page, 'hideDownloadBar')).toBe('1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The bar is decided 2 s after home shows (docs/decisions.md): past that, it is still absent this session.
  // The page's clock runs past that once the app's code is in and nothing is in flight; then what it decided is rendered.
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await network.settled();
  await page.clock.runFor(2_000);
  await network.settled();
  await nextFrame(page);
  await expect(bar).toHaveCount(0);
});

test('AR (right to left): the download bar and the install modal pass axe', async ({ page }) => {
  await withScenarios(page, { downloadBar: true });
  await page.addInitScript(() => window.localStorage.setItem('language', 'AR'));
  await signInAsType(page, '0');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = page.getByRole('complementary', { name: 'تنزيل التطبيق' });
  await expect(bar).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await bar.getByRole('button', { name: 'تنزيل التطبيق' }).click();
  await expect(page.getByRole('dialog', { name: 'احصل على تطبيقنا' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the install modal shows the merchant\'s app_download announcement, asked when it opens (not by home)', async ({ page }) => {
  await withScenarios(page, { appPromptSettings: { download_condition_switch: ON } });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isAppDownloadList(request.url())) asked.push(request.url());
  });
  await signInAsType(page, '1');
  expect(asked).toEqual([]);
  const list = page.waitForRequest((request) => isAppDownloadList(request.url()));
  await page.goto('/m/voucherCenter');
  const request = await list;
  // player-journey §7 "types PR, platform M, category app_download | no Authorization"
  expect(Object.fromEntries(new URL(request.url()).searchParams)).toMatchObject({ types: 'PR', platform: 'M', category: 'app_download' });
  expect(request.headers()['authorization']).toBeUndefined();
  const dialog = page.getByRole('dialog', { name: 'Get our app' });
  const note = dialog.getByRole('region', { name: 'Get the app' });
  await expect(note.getByRole('img', { name: 'Get the app' })).toBeVisible();
  await expect(note).toHaveAttribute('dir', 'auto');
  expect(await axeViolations(page)).toEqual([]);
  expect(asked).toHaveLength(1);
});

test.describe('iOS 17 (shell §4 "On iOS 17 a download tip shows")', () => {
  test.use({ userAgent: IPHONE('17_4') });

  test('the download link leads to the iOS link; once used, the download tip shows in the modal', async ({ page, context }) => {
    await withScenarios(page, { appPromptSettings: { download_condition_switch: ON } });
    await signInAsType(page, '1');
    await page.goto('/m/voucherCenter');
    const dialog = page.getByRole('dialog', { name: 'Get our app' });
    const link = dialog.getByRole('link', { name: 'Download the app' });
    await expect(link).toHaveAttribute('href', /\/mobile\/mc\/redirect\.html\?url=https%3A%2F%2Fdownload\.mock\.invalid%2Fdemo1%2Fios$/);
    const [redirect] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await redirect.close();
    await expect(dialog.getByRole('status')).toHaveText('When the download finishes, open the app from your home screen.');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('earlier iOS (shell §4 "a go-to-settings notice appears and then a provisioning file opens")', () => {
  test.use({ userAgent: IPHONE('16_6') });

  test('the download button shows the notice alone, then the provisioning file opens through the redirect page; the modal comes back', async ({ page, context }) => {
    await withScenarios(page, { appPromptSettings: { download_condition_switch: ON } });
    await signInAsType(page, '1');
    await page.goto('/m/voucherCenter');
    const dialog = page.getByRole('dialog', { name: 'Get our app' });
    await expect(dialog.getByRole('link', { name: 'Download the app' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Download the app' }).click();
    const notice = page.getByRole('dialog').filter({ hasText: 'VPN & Device Management' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const [redirect] = await Promise.all([context.waitForEvent('page'), notice.getByRole('button', { name: 'Confirm' }).click()]);
    await redirect.waitForLoadState();
    expect(redirect.url()).toMatch(/\/mobile\/mc\/redirect\.html\?url=https%3A%2F%2Fdownload\.mock\.invalid%2Fdemo1%2Fwebclip\.mobileconfig$/);
    await redirect.close();
    await expect(dialog.getByRole('button', { name: 'Download the app' })).toBeVisible();
  });
});


/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}
const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);

for (const [name, fill] of [
  ['dark', '#000000'],
  ['light', '#ffffff'],
] as const) {
  test(`text over the merchant's picture keeps its contrast on a ${name} background (a scrim), and the icon stays in its box`, async ({ page }) => {
    await page.route('**/e2e-art/background.svg', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>` }),
    );
    await withScenarios(page, { appPromptSettings: { download_condition_switch: ON, app_background: { enabled: true, value: 'https://art.e2e.invalid/e2e-art/background.svg' } } });
    await signInAsType(page, '1');
    await page.goto('/m/voucherCenter');
    const dialog = page.getByRole('dialog', { name: 'Get our app' });
    await expect(dialog).toBeVisible();
    const layers = await dialog.evaluate((node) => getComputedStyle(node).backgroundImage);
    expect(layers).toContain('e2e-art/background.svg');
    const [r, g, b, alpha = 1] = rgba(layers.slice(layers.indexOf('linear-gradient'), layers.indexOf(')') + 1));
    expect(alpha).toBeGreaterThanOrEqual(0.8);
    // Whatever the picture's pixel under the scrim (black or white), the title and text read at 4.5:1 or more.
    for (const part of [dialog.getByRole('heading', { name: 'Get our app' }), dialog.locator('p').first()]) {
      const text = rgba(await part.evaluate((node) => getComputedStyle(node).color));
      for (const under of [0, 255]) {
        const seen = [r!, g!, b!].map((channel) => alpha * channel + (1 - alpha) * under);
        expect(contrast(text, seen)).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The app icon (decorative, alt=""): the panel's first picture.
    const icon = await dialog.locator('img').first().boundingBox();
    const title = await dialog.getByRole('heading', { name: 'Get our app' }).boundingBox();
    if (icon && title) expect(icon.y + icon.height).toBeLessThanOrEqual(title.y);
  });
}
