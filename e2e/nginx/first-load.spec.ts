/**
 * The first load as a player pays it (docs/decisions.md "First-load budget"): a guest opens /m/home of a stocked
 * merchant (two banners) on the production build behind nginx. Every script fetched before home shows its content
 * (the referral card, the last section drawn) is one `npm run size` counted, or one of the background work it names
 * (reports/size/first-load.json, written by the size script over the same build); what the page fetches until it is
 * idle is printed (count and gzip bytes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import { BANNER_PICTURES } from './content-shapes';
import { bannerPng } from './wps-stub';

const origin = () => process.env.NGINX_ORIGIN ?? '';
const COUNTED = join(new URL('../..', import.meta.url).pathname, 'reports', 'size', 'first-load.json');
const STOCKED_BANNERS = BANNER_PICTURES.map((url, n) => ({ url, title: `Banner ${n + 1}`, linkageType: 'P', linkage: '/m/activity' }));

test('every script a guest fetches before home shows its content is in the size budget\'s count', async ({ page }) => {
  test.skip(!existsSync(COUNTED), 'npm run size writes the counted list; run it on the same build first');
  const lists = JSON.parse(readFileSync(COUNTED, 'utf8')) as { counted: string[]; background: string[] };
  const counted = new Set(lists.counted.map((file) => `/m/${file}`));
  const background = new Set(lists.background.map((file) => `/m/${file}`));
  await page.route('**/wps/system/settings/consolidated*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, banners: STOCKED_BANNERS } } });
  });
  await page.route('**/wps/__shape/banner-*.png', (route) =>
    route.fulfill({ contentType: 'image/png', body: bannerPng(Number(/banner-(\d)/.exec(route.request().url())![1])) }),
  );
  const scripts: { path: string; bytes: Promise<number>; beforeContent: boolean }[] = [];
  let contentShown = false;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    scripts.push({ path: url.pathname, bytes: response.body().then((body) => gzipSync(body).length, () => 0), beforeContent: !contentShown });
  });

  await page.goto(`${origin()}/m/home`);
  await expect(page.getByRole('heading', { name: 'Refer a friend' })).toBeVisible();
  contentShown = true;
  const beforeContent = scripts.filter((script) => script.beforeContent).map((script) => script.path);
  expect(
    beforeContent.filter((path) => !counted.has(path) && !background.has(path)),
    'fetched before the content, neither counted by npm run size nor named as background work started at boot',
  ).toEqual([]);

  await page.waitForLoadState('networkidle');
  const bytes = await Promise.all(scripts.map((script) => script.bytes));
  const before = bytes.filter((_, index) => scripts[index]!.beforeContent).reduce((sum, n) => sum + n, 0);
  const total = bytes.reduce((sum, n) => sum + n, 0);
  console.log(
    `first load: ${beforeContent.length} scripts, ${(before / 1000).toFixed(1)} kB gzip before home's content; ` +
      `${scripts.length} scripts, ${(total / 1000).toFixed(1)} kB until idle`,
  );
});

test('home\'s content needs no axios: every section shows while the axios chunk is held back, each of its calls sent once, by the entry', async ({ page }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((done) => (release = done));
  let axiosAsked = false;
  await page.route('**/m/assets/axios-transport-*.js', async (route) => {
    axiosAsked = true;
    await held;
    await route.continue();
  });
  const homeCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/GCSGAME_getGameLanes|GCSGAME_newGameVendor|PROMOFE_getPromotionAnnouncementCategory|MCSFE_getMerchantAvailablePromotions/.test(url.pathname) || url.searchParams.get('category') === 'marquee') {
      homeCalls.push(url.pathname);
    }
  });

  await page.goto(`${origin()}/m/home`);
  await expect(page.getByRole('heading', { name: 'Hot lottery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-Lottery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText("Tonight's jackpot");
  await expect(page.getByRole('heading', { name: 'Refer a friend' })).toBeVisible();
  // The boot's own calls (the status check) asked for axios meanwhile: the content showed while it was held.
  expect(axiosAsked, 'the app asked for the axios chunk before home\'s content showed').toBe(true);
  release();
  await page.waitForLoadState('networkidle');
  expect(homeCalls).toEqual(
    expect.arrayContaining(['/wps/relay/GCSGAME_getGameLanes', '/wps/relay/GCSGAME_newGameVendor', '/wps/relay/MCSFE_getListAnnouncements', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory']),
  );
  expect(new Set(homeCalls).size, homeCalls.join('\n')).toBe(homeCalls.length);
});
