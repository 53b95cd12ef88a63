import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from './node';
import { call, TEST_API_ORIGIN } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const ORIGIN = 'https://m9.demo.test';
const MERCHANTS = ['DEMO1', 'DEMO2'] as const;
const ART_URL = (merchant: string, kind: string) => new RegExp(`^${ORIGIN}/wps/mock/art/${merchant}/${kind}/[a-z0-9-]+\\.svg$`);

async function value<T>(path: string, merchant: string, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<T> {
  const answer = await call(path, { merchant, origin: ORIGIN, query, headers });
  expect(answer.status).toBe(200);
  return (answer.body as { value: T }).value;
}

interface Banner {
  groupName: string;
  url: string;
  title: string;
  linkageType: string;
  linkage: string;
  roomId: string | null;
  gameType: string | null;
  vendor: string | null;
}

const homeBanners = async (merchant: string) =>
  (await value<{ banners: Banner[] }>('/wps/system/settings/consolidated', merchant, {}, { ModuleId: 'COMM3' })).banners.filter(
    (banner) => banner.groupName === 'home',
  );

/** Fetches a served picture on the test origin (the mock answers on any origin). */
async function served(url: string): Promise<Response> {
  return fetch(url.replace(ORIGIN, TEST_API_ORIGIN));
}

describe('home banners (docs/decisions.md "Mock home content and generated art": "Every picture URL the mock serves … is absolute on the asking origin")', () => {
  it.each(MERCHANTS)('%s: 5-6 home banners of every linkage type, each with a title (alt text)', async (merchant) => {
    const banners = await homeBanners(merchant);
    expect(banners.length).toBeGreaterThanOrEqual(5);
    expect(banners.length).toBeLessThanOrEqual(6);
    const kinds = banners.map((banner) => {
      if (banner.linkageType === 'P') return 'P';
      if (banner.linkageType === 'G') return banner.vendor === 'LOTT' ? 'G-vietnam' : 'G';
      if (banner.linkage.startsWith('/m/')) return 'URL-in-app';
      if (/^https:\/\/[a-z0-9.-]+\.mock\.invalid\//.test(banner.linkage)) return 'URL-external';
      return /^\s*javascript:/i.test(banner.linkage) ? 'URL-javascript' : 'other';
    });
    expect(new Set(kinds)).toEqual(new Set(['P', 'G', 'G-vietnam', 'URL-in-app', 'URL-external', 'URL-javascript']));
    for (const banner of banners) expect(banner.title.trim()).not.toBe('');
    const game = banners.find((banner) => banner.linkageType === 'G' && banner.vendor !== 'LOTT');
    expect(game).toMatchObject({ roomId: expect.any(String), gameType: 'LOTT', vendor: 'ELOTT' });
  });

  it.each(MERCHANTS)('%s: banner images are generated art, absolute on the asking origin, and served', async (merchant) => {
    for (const banner of await homeBanners(merchant)) {
      expect(banner.url).toMatch(ART_URL(merchant, 'banner'));
      expect((await served(banner.url)).status).toBe(200);
    }
  });

  it('DEMO2 speaks Portuguese', async () => {
    expect((await homeBanners('DEMO2')).map((banner) => banner.title)).toContain('Loteria diária');
  });
});

interface Lane {
  title: string;
  gameClassify: string;
  gameCount: number;
  cards: Array<{ accountTypeName: string; displayName: string; gameCode: string; imageUrl: string }>;
}

describe('game lanes (shell §3 "Game lane: title, cards (accountTypeName, displayName), gameClassify, gameCount")', () => {
  it('DEMO1: Hot lottery, Live casino, Slots, Card games; DEMO2 in Portuguese', async () => {
    const titles = async (merchant: string) => (await value<{ lanes: Lane[] }>('/wps/relay/GCSGAME_getGameLanes', merchant)).lanes.map((l) => `${l.title}/${l.gameClassify}`);
    expect(await titles('DEMO1')).toEqual(['Hot lottery/LOTT', 'Live casino/LIVE', 'Slots/RNG', 'Card games/PVP']);
    expect(await titles('DEMO2')).toEqual(['Loterias/LOTT', 'Cassino ao vivo/LIVE', 'Caça-níqueis/RNG', 'Jogos de cartas/PVP']);
  });

  it.each(MERCHANTS)('%s: 4-8 cards a lane, fewer than gameCount ("N games"), each with gameCode and its tile art', async (merchant) => {
    const { lanes } = await value<{ lanes: Lane[] }>('/wps/relay/GCSGAME_getGameLanes', merchant);
    for (const lane of lanes) {
      expect(lane.cards.length).toBeGreaterThanOrEqual(4);
      expect(lane.cards.length).toBeLessThanOrEqual(8);
      expect(lane.gameCount).toBeGreaterThan(lane.cards.length);
      for (const card of lane.cards) {
        expect(card).toEqual({ accountTypeName: expect.any(String), displayName: expect.any(String), gameCode: expect.any(String), imageUrl: expect.stringMatching(ART_URL(merchant, 'game')) });
      }
    }
    expect((await served(lanes[0]!.cards[0]!.imageUrl)).status).toBe(200);
  });

  it('lottery cards can be launched: ELOTT with lobby, the Vietnam lottery with a province code', async () => {
    const { lanes } = await value<{ lanes: Lane[] }>('/wps/relay/GCSGAME_getGameLanes', 'DEMO1');
    const codes = lanes[0]!.cards.map((card) => `${card.accountTypeName}:${card.gameCode}`);
    expect(codes).toEqual(expect.arrayContaining(['ELOTT:lobby', 'VIETNAM_LOTTO:HN', 'LOTT:HCM']));
  });
});

describe('game vendors (shell §9 "Vendors RNG and PVP merge into TCG")', () => {
  it.each(MERCHANTS)('%s: 6-9 vendors with ELOTT, LOTT, RNG and PVP, each with a name and an absolute logoUrl', async (merchant) => {
    const vendors = await value<Array<Record<string, string>>>('/wps/relay/GCSGAME_newGameVendor', merchant, { platform: 'html5' });
    expect(vendors.length).toBeGreaterThanOrEqual(6);
    expect(vendors.length).toBeLessThanOrEqual(9);
    const codes = vendors.map((vendor) => vendor.vendor ?? vendor.vendorCode);
    expect(codes).toEqual(expect.arrayContaining(['ELOTT', 'LOTT', 'RNG', 'PVP']));
    for (const vendor of vendors) {
      expect(vendor.displayName ?? vendor.vendorName).toBeTruthy();
      expect(vendor.logoUrl).toMatch(ART_URL(merchant, 'vendor'));
    }
    expect((await served(vendors[0]!.logoUrl!)).status).toBe(200);
  });
});

describe('promotion categories (shell §7 "promotion categories (response categories)")', () => {
  it.each([
    ['DEMO1', 'Deposit'],
    ['DEMO2', 'Depósito'],
  ])('%s: {id, name, imageUrl} with promo art, absolute', async (merchant, deposit) => {
    const { categories } = await value<{ categories: Array<{ id: string; name: string; imageUrl: string }> }>(
      '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
      merchant,
    );
    expect(categories.find((category) => category.id === 'DEPOSIT')?.name).toBe(deposit);
    for (const category of categories) expect(category.imageUrl).toMatch(ART_URL(merchant, 'promo'));
  });
});

describe('pictures elsewhere are generated and absolute (no external image host)', () => {
  it('the app-download announcement\'s HTML carries an absolute src', async () => {
    const list = await value<Array<{ content: string }>>('/wps/relay/MCSFE_getListAnnouncements', 'DEMO1', { types: 'PR', platform: 'M', category: 'app_download' }, { ModuleId: 'COMM3' });
    expect(list[0]?.content).toMatch(new RegExp(`<img src="${ORIGIN}/wps/mock/art/DEMO1/image/app-download\\.svg" alt="Get the app"`));
  });

  it('prompt setting app_background, mobileTemplate.image_logo and imageCDNs are on the asking origin', async () => {
    const prompts = await value<Record<string, { value: string }>>('/wps/relay/WPSCORE_getAppPromptSettings', 'DEMO2');
    expect(prompts.app_background?.value).toBe(`${ORIGIN}/wps/mock/art/DEMO2/image/app-background.svg`);
    const settings = await value<{ imageCDNs: string[]; mobileTemplate: { image_logo: string } }>('/wps/system/settings/consolidated', 'DEMO1', {}, { ModuleId: 'COMM3' });
    expect(settings.mobileTemplate.image_logo).toBe(`${ORIGIN}/wps/mock/art/DEMO1/vendor/logo.svg`);
    expect(settings.imageCDNs).toEqual([`${ORIGIN}/wps/mock/art/DEMO1/`]);
  });

  it.each(MERCHANTS)('%s: no home answer names the old image host img.mock.invalid', async (merchant) => {
    const answers = await Promise.all([
      call('/wps/system/settings/consolidated', { merchant, origin: ORIGIN, headers: { ModuleId: 'COMM3' } }),
      call('/wps/relay/MCSFE_getListAnnouncements', { merchant, origin: ORIGIN, headers: { ModuleId: 'COMM3' }, query: { category: 'app_download' } }),
      call('/wps/relay/WPSCORE_getAppPromptSettings', { merchant, origin: ORIGIN }),
      call('/wps/relay/WPSCORE_getDownloadSetting', { merchant, origin: ORIGIN }),
      call('/wps/relay/GCSGAME_getGameLanes', { merchant, origin: ORIGIN }),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain('img.mock.invalid');
  });
});
