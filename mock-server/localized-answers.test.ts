import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeCustomerServicePath } from './customer-service-path';
import { mockServer, resetMock } from './node';
import { call } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const LANES = '/wps/relay/GCSGAME_getGameLanes';
const CATEGORIES = '/wps/relay/PROMOFE_getPromotionAnnouncementCategory';
const CS = '/wps/relay/WPSCORE_getCustomerServiceScript';

async function value<T>(path: string, language: string, options: { merchant?: string; query?: Record<string, string> } = {}): Promise<T> {
  const answer = await call(path, {
    merchant: options.merchant ?? 'DEMO1',
    query: options.query ?? {},
    headers: { Language: language, ...(path === ANNOUNCEMENTS ? { ModuleId: 'COMM3' } : {}) },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { value: T }).value;
}

type Announcement = { id: string; title: string; content: string };
const marquee = (language: string, merchant = 'DEMO1') =>
  value<Announcement[]>(ANNOUNCEMENTS, language, { merchant, query: { types: 'PR', platform: 'M', category: 'marquee' } }).then((list) =>
    list.map((item) => item.content),
  );
const popups = (language: string) => value<Announcement[]>(ANNOUNCEMENTS, language, { query: { types: 'PR', platform: 'M', category: 'popup' } });
const laneTitles = (language: string, merchant = 'DEMO1') =>
  value<{ lanes: Array<{ title: string; cards: Array<{ displayName: string }> }> }>(LANES, language, { merchant }).then(({ lanes }) => lanes);

const ENGLISH_MARQUEE = [
  "Tonight's jackpot is ₱2,000,000: the draw closes at 8:50 pm.",
  'Congratulations to player J***9 on winning ₱85,000 in Fast 3!',
  "Deposits by e-wallet are back to normal after this morning's maintenance.",
];
const ENGLISH_LANES = ['Hot lottery', 'Live casino', 'Slots', 'Card games'];

describe('DEMO1 content in the request Language', () => {
  it('Language TH: the marquee, lane titles and card names come back in Thai', async () => {
    expect(await marquee('TH')).toEqual([
      'แจ็กพอตคืนนี้ ₱2,000,000 ปิดรับเวลา 20:50 น.',
      'ขอแสดงความยินดีกับผู้เล่น J***9 ที่ชนะ ₱85,000 จากด่วน 3!',
      'การฝากเงินผ่านอีวอลเล็ตกลับมาใช้งานได้ตามปกติแล้ว หลังการปิดปรับปรุงระบบเมื่อเช้านี้',
    ]);
    const lanes = await laneTitles('TH');
    expect(lanes.map((lane) => lane.title)).toEqual(['หวยยอดนิยม', 'คาสิโนสด', 'สล็อต', 'เกมไพ่']);
    expect(lanes[0]?.cards.map((card) => card.displayName)).toContain('หวยฮานอย');
    // Game names of their own stay as they are.
    expect(lanes[3]?.cards.map((card) => card.displayName)).toContain('Tongits');
  });

  it.each(['EN', 'JA', 'PT'])('Language %s: English as seeded', async (language) => {
    expect(await marquee(language)).toEqual(ENGLISH_MARQUEE);
    expect((await laneTitles(language)).map((lane) => lane.title)).toEqual(ENGLISH_LANES);
  });

  it('a missing Language is refused (every call carries one)', async () => {
    const answer = await call(LANES, { without: ['Language'] });
    expect(answer.status).toBe(400);
  });

  it('CN, VI and AR differ from English and from each other', async () => {
    const byLanguage = await Promise.all(['CN', 'VI', 'AR'].map(async (language) => (await laneTitles(language))[0]?.title));
    expect(byLanguage).toEqual(['热门彩票', 'Xổ số nổi bật', 'اليانصيب الرائج']);
    const lines = await Promise.all(['CN', 'VI', 'AR'].map(async (language) => (await marquee(language))[0]));
    expect(new Set([...lines, ENGLISH_MARQUEE[0]]).size).toBe(4);
  });

  it('popup titles and words are translated, their HTML and pictures kept', async () => {
    const english = await popups('EN');
    const chinese = await popups('CN');
    expect(chinese.map((item) => item.id)).toEqual(english.map((item) => item.id));
    expect(chinese.find((item) => item.id === '501')?.title).toBe('欢迎回来');
    const tags = (html: string | undefined) => html?.match(/<[^>]*>/g);
    for (const item of english) expect(tags(chinese.find((other) => other.id === item.id)?.content)).toEqual(tags(item.content));
    const rules = chinese.find((item) => item.id === '506')?.content;
    expect(rules).toContain('<b>10分钟</b>');
    expect(chinese.find((item) => item.id === '501')?.content).toMatch(/<img src="https:\/\/m\.demo\.test\/wps\/mock\/art\/DEMO1\/image\/daily-draw\.svg"/);
    const appDownload = await value<Announcement[]>(ANNOUNCEMENTS, 'VI', { query: { types: 'PR', platform: 'M', category: 'app_download' } });
    expect(appDownload.map((item) => item.title)).toEqual(['Tải ứng dụng']);
  });

  it('promotion categories and worded customer-service titles are translated; brands stay', async () => {
    const categories = await value<{ categories: Array<{ id: string; name: string }> }>(CATEGORIES, 'AR');
    expect(categories.categories.map((category) => category.name)).toEqual(['الكل', 'اليانصيب', 'الإيداع', 'VIP', 'فعاليات أسبوعية']);
    const entries = await value<Array<{ title: string; path: string }>>(CS, 'TH');
    expect(entries.map((entry) => entry.title)).toEqual(['แชทสด', '', 'Telegram', 'แชทเดิม', 'ผู้ดูแล VIP']);
    expect(decodeCustomerServicePath(entries[0]!.path)).toMatch(/\/wps\/mock\/cs-widget\.js\?type=LIVECHAT$/);
    expect((await value<Array<{ title: string }>>(CS, 'EN')).map((entry) => entry.title)).toEqual(['Live chat', '', 'Telegram', 'Old chat', 'VIP host']);
  });

  it('DEMO2 stays in Portuguese whatever the Language', async () => {
    expect((await laneTitles('TH', 'DEMO2')).map((lane) => lane.title)).toEqual(['Loterias', 'Cassino ao vivo', 'Caça-níqueis', 'Jogos de cartas']);
    expect(await marquee('CN', 'DEMO2')).toEqual(await marquee('EN', 'DEMO2'));
  });
});
