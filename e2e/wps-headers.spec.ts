import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { withoutPopups } from './mock-scenarios';
import { signIn } from './page-helpers';

/**
 * shell §7 "Common request layer … Headers: Merchant, Language (default CN), ModuleId" and its named calls, the web
 * manifest among them: every /wps request of a boot carries Merchant and the chosen Language, for a guest and a member,
 * in two languages. `/wps/mock/…` is the mock's own pictures and scripts (loaded by <img> and <script>), not a call.
 */
interface WpsCall {
  readonly path: string;
  readonly merchant: string | undefined;
  readonly language: string | undefined;
}

function recordWpsCalls(page: Page): WpsCall[] {
  const calls: WpsCall[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/wps/') || pathname.startsWith('/wps/mock/')) return;
    const headers = request.headers();
    calls.push({ path: pathname, merchant: headers['merchant'], language: headers['language'] });
  });
  return calls;
}

async function useLanguage(page: Page, key: string): Promise<void> {
  // The app's document only: init scripts also run in sandboxed frames, which have no storage.
  await page.addInitScript((value) => {
    if (window.top === window) window.localStorage.setItem('language', value);
  }, key);
}

const pathsOf = (calls: readonly WpsCall[]) => [...new Set(calls.map((c) => c.path))];

test.beforeEach(async ({ page }) => withoutPopups(page));

for (const language of ['EN', 'TH']) {
  test(`a guest's boot in ${language}: every /wps request carries Merchant DEMO1 and Language ${language}, the manifest call too`, async ({ page }) => {
    await useLanguage(page, language);
    const calls = recordWpsCalls(page);
    await page.goto('/m/home');
    await expect.poll(() => pathsOf(calls)).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/settings/consolidated', '/wps/system/manifest.json']));
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.merchant !== 'DEMO1' || c.language !== language)).toEqual([]);
  });

  test(`a member's boot in ${language}: every /wps request carries Merchant DEMO1 and Language ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page);
    const calls = recordWpsCalls(page);
    await page.goto('/m/home');
    await expect
      .poll(() => pathsOf(calls))
      .toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/manifest.json', '/wps/member/info', '/wps/session/token/sync']));
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.merchant !== 'DEMO1' || c.language !== language)).toEqual([]);
  });
}

test('a language switch fetches the manifest again with the new Language, and the page links the new one', async ({ page }) => {
  await useLanguage(page, 'EN');
  const calls = recordWpsCalls(page);
  await page.goto('/m/home');
  await expect.poll(() => calls.filter((c) => c.path === '/wps/system/manifest.json').map((c) => c.language)).toEqual(['EN']);
  const firstLink = await page.locator('link[rel="manifest"]').getAttribute('href');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('dialog', { name: 'Choose a language' }).getByRole('button', { name: 'ไทย' }).click();
  await expect.poll(() => calls.filter((c) => c.path === '/wps/system/manifest.json').map((c) => c.language)).toEqual(['EN', 'TH']);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).not.toBe(firstLink);
});
