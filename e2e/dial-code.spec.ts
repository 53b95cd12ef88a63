import type { Page } from '@playwright/test';
import { messages as ar } from '../src/i18n/locales/ar';
import { messages as en } from '../src/i18n/locales/en';
import { expect, test } from './fixtures';
import { withScenarios } from './mock-scenarios';
import { axeViolations } from './page-helpers';
import { smallTargets } from './touch-targets';

/**
 * player-journey §5 "The dial-code field shows on login and register forms when UPDATEMOBILEICC3 is on or the fallback
 * provider is used. The country selector shows only when a code and dial code exist and the country list is non-empty,
 * and is disabled by DISABLEDMOBILEICC3". DEMO1: sms provider not firebase, DISABLEDMOBILEICC3 off; DEMO2: firebase (the
 * fallback provider), DISABLEDMOBILEICC3 on.
 */

/** Opens a form's mobile-number method and waits for the country list, so a missing field is really missing. */
async function openMobileMethod(page: Page, path: '/m/login' | '/m/register'): Promise<void> {
  await page.goto(path);
  const countries = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/country');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await countries;
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
}

async function useDemo2(page: Page): Promise<void> {
  await page.route('**/m/app-config.json', (route) => route.fulfill({ json: { merchantCode: 'DEMO2', apiBaseUrl: '' } }));
}

for (const path of ['/m/login', '/m/register'] as const) {
  test.describe(`the dial-code field on ${path}`, () => {
    test('UPDATEMOBILEICC3 on: the country code picker before the number, listing flag and +code', async ({ page }) => {
      await withScenarios(page, { whiteLabel: { DEMO1: { UPDATEMOBILEICC3: true } } });
      await openMobileMethod(page, path);
      const picker = page.getByRole('button', { name: 'Country code +63' });
      await expect(picker).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      await picker.click();
      const list = page.getByRole('dialog', { name: 'Country code' });
      await list.getByRole('button', { name: /VN \+84/ }).click();
      await expect(page.getByRole('button', { name: 'Country code +84' })).toBeVisible();
    });

    test('UPDATEMOBILEICC3 off and no fallback provider: no dial-code field', async ({ page }) => {
      await withScenarios(page, { whiteLabel: { DEMO1: { UPDATEMOBILEICC3: false } } });
      await openMobileMethod(page, path);
      await expect(page.getByRole('button', { name: /Country code/ })).toHaveCount(0);
      await expect(page.getByText('+63', { exact: true })).toHaveCount(0);
    });

    test('the fallback provider shows it whatever UPDATEMOBILEICC3 says; DISABLEDMOBILEICC3 disables the picker', async ({ page }) => {
      await useDemo2(page);
      // No one-tap google offer over the form (GOOGLELOGIN3 is on for DEMO2).
      await withScenarios(page, { whiteLabel: { DEMO2: { UPDATEMOBILEICC3: false, GOOGLELOGIN3: false } } });
      await openMobileMethod(page, path);
      await expect(page.getByRole('button', { name: 'Country code +55' })).toBeDisabled();
    });
  });
}

test('the login form\'s mobile-number method: a code by sms, then the member is logged in with "+", the dial code and the number', async ({ page }) => {
  await withScenarios(page, { whiteLabel: { DEMO1: { UPDATEMOBILEICC3: true } } });
  await openMobileMethod(page, '/m/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('917 123 4567');
  const sms = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/verification/sms/noLogin');
  await page.getByRole('button', { name: 'Send code' }).click();
  expect((await sms).postDataJSON()).toMatchObject({ countryDialingCode: '63', mobileNum: '9171234567' });
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText(/player01/)).toBeVisible();
});

for (const [language, texts] of [['EN', en], ['AR', ar]] as const) {
  test(`shell §2 "Country code picker: slide-up list … with a header titled country code and a close button": at 390 px in ${language}, a sheet on the bottom edge`, async ({ page }, testInfo) => {
    // The app's document only: init scripts also run in sandboxed frames, which have no storage.
    await page.addInitScript((key) => {
      if (window.top === window) window.localStorage.setItem('language', key);
    }, language);
    await withScenarios(page, { whiteLabel: { DEMO1: { UPDATEMOBILEICC3: true } } });
    await page.goto('/m/login');
    const countries = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/country');
    await page.getByRole('tab', { name: texts.login_by_mobile }).click();
    await countries;
    await page.getByRole('button', { name: `${texts.country_code} +63` }).click();
    const sheet = page.getByRole('dialog', { name: texts.country_code });
    await expect(sheet.getByRole('heading', { name: texts.country_code })).toBeVisible();
    // The slide-up ends before the sheet is measured.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

    const viewport = page.viewportSize()!;
    const box = (await sheet.boundingBox())!;
    expect(Math.abs(box.y + box.height - viewport.height), 'anchored to the bottom edge').toBeLessThanOrEqual(0.5);
    expect(box.width).toBeCloseTo(viewport.width, 0);
    expect(box.y, 'a sheet, not the whole screen').toBeGreaterThan(viewport.height / 5);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'AR' ? 'rtl' : 'ltr');

    // RTL: the close button sits at the header's inline end (left in Arabic, right in English).
    const close = (await sheet.getByRole('button', { name: texts.close }).boundingBox())!;
    const title = (await sheet.getByRole('heading', { name: texts.country_code }).boundingBox())!;
    expect(language === 'AR' ? close.x < title.x : close.x > title.x).toBe(true);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`country-code-sheet-${language}.png`) });

    await sheet.getByRole('button', { name: texts.close }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${texts.country_code} +63` })).toBeFocused();
  });
}
