/**
 * A stand-in /wps backend (and the platform's /mobile/ path) for the nginx smoke: the few calls a guest's home and login screens make, answered
 * with hand-written JSON in the platform envelope (wire-notes "Response envelope"). It imports nothing of
 * the app or the mock backend. Every request is recorded; `GET /__stub/requests` lists them (the spec reads
 * it to see what reached the backend through nginx and with which forwarded headers).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

export interface StubRequest {
  readonly method: string;
  readonly path: string;
  readonly host: string | undefined;
  readonly merchant: string | undefined;
  readonly forwardedFor: string | undefined;
  readonly forwardedHost: string | undefined;
  readonly answered: boolean;
}

const ok = (value?: unknown) => (value === undefined ? { success: true } : { success: true, value });

const SHARED_CONFIG = {
  merchantCode: 'DEMO1',
  merchantName: 'Demo Lottery',
  maintenance: false,
  maintenanceEnd: null,
  maintenanceDescription: null,
  regionRestriction: false,
  ip: '127.0.0.1',
  theme: 'light',
  login: { captcha: { enabled: false } },
  sms: { captcha: { enabled: false } },
  register: { captcha: { enabled: false } },
  whitelabelVal: {},
  imageCDNs: [],
  smsProvider: { firebase: false },
  gw: {},
  countries: [{ countryCode: 'PH', countryDialingCode: '63' }],
  countryCode: 'PH',
  countryDialingCode: '63',
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'before',
  defaultLanguage: 'EN',
  banners: [],
  actionButton: [],
  mobileTemplate: { pwa: null },
};

const card = (accountTypeName: string, displayName: string, gameCode: string) => ({ accountTypeName, displayName, gameCode });

/**
 * A guest's home as a merchant fills it (scripts/lighthouse.ts measures it): two game lanes of four cards, the
 * vendors, promotion categories and a marquee line. No pictures (banners, card art): the stub serves no images.
 */
const HOME_CONTENT = {
  lanes: [
    { title: 'Hot lottery', gameClassify: 'LOTT', gameCount: 24, cards: [card('ELOTT', 'Lottery lobby', 'lobby'), card('ELOTT', 'Fast 3', 'K3'), card('ELOTT', 'Lucky 5', 'SSC'), card('LOTT', 'Hanoi lottery', 'HN')] },
    { title: 'Live casino', gameClassify: 'LIVE', gameCount: 38, cards: [card('LIVE', 'Baccarat', 'b1'), card('LIVE', 'Roulette', 'r1'), card('LIVE', 'Blackjack', 'j1'), card('LIVE', 'Sic Bo', 's1')] },
  ],
  vendors: [
    { vendor: 'ELOTT', displayName: 'E-Lottery', gameType: 'LOTT', ordinal: 100 },
    { vendor: 'LOTT', displayName: 'Lottery', gameType: 'LOTT', ordinal: 200 },
    { vendor: 'LIVE', displayName: 'Live Casino', gameType: 'LIVE', ordinal: 600 },
  ],
  categories: [
    { id: 'ALL', name: 'All' },
    { id: 'LOTTERY', name: 'Lottery' },
  ],
  marquee: [{ id: '511', title: '', content: "Tonight's jackpot is ₱2,000,000: the draw closes at 8:50 pm.", category: 'marquee', type: 'PR', platform: 'M' }],
};

/** path → answer (GET unless the key names the method); a key with `?category=…` answers that category only. */
const ANSWERS: Record<string, unknown> = {
  'GET /wps/system/status': ok({ maintenance: false, maintenanceEnd: null, maintenanceDescription: null, regionRestriction: false, ip: '127.0.0.1' }),
  'GET /wps/system/settings/consolidated': ok(SHARED_CONFIG),
  'GET /wps/system/country': ok({ countries: SHARED_CONFIG.countries, countryCode: 'PH', countryDialingCode: '63' }),
  'GET /wps/system/test/ping': ok('pong'),
  'GET /wps/relay/GCSGAME_newGameVendor': ok(HOME_CONTENT.vendors),
  'GET /wps/relay/GCSGAME_getGameLanes': ok({ lanes: HOME_CONTENT.lanes }),
  'GET /wps/relay/GCSGAME_getGameMatchV2': ok({ games: [] }),
  'GET /wps/relay/MCSFE_getListAnnouncements': ok({ list: [] }),
  'GET /wps/relay/MCSFE_getListAnnouncements?category=marquee': ok({ list: HOME_CONTENT.marquee }),
  'GET /wps/relay/MCSFE_getBannerGroups': ok([]),
  'GET /wps/relay/MCSFE_getMerchantAvailablePromotions': ok([]),
  'GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory': ok({ categories: HOME_CONTENT.categories }),
  'GET /wps/relay/WPSCORE_getAppPromptSettings': ok({}),
  'GET /wps/relay/WPSCORE_getDownloadSetting': ok([]),
  'GET /wps/relay/WPSCORE_getCustomerServiceScript': ok([]),
  'POST /wps/relay/WPSCORE_recordTrackingEvent': ok(),
  // The legacy mobile site's asset manifest (update detection), reached through nginx's /mobile/ proxy.
  'GET /mobile/mc/asset-manifest.json': { files: { 'main.js': '/mobile/mc/static/js/main.0.js' }, entrypoints: ['static/js/main.0.js'] },
};

/** The merchant's PWA settings (shell §3) for an installable app: a title and the four icon sizes. */
const PWA_ICON_SIZES = [192, 256, 384, 512];
const PWA_SETTINGS = {
  title: 'Stub Lottery',
  icons: Object.fromEntries(PWA_ICON_SIZES.map((size) => [size, `/wps/__stub/icon-${size}.png`])),
};

/** A plain square PNG (Chromium's installability check downloads the icons and checks their size). */
function pngIcon(size: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0xd6, 0x33, 0x6c]))]);
  return png(size, size, Buffer.concat(Array.from({ length: size }, () => row)));
}

/** An 8-bit RGB PNG of the given rows (each led by its filter byte). */
function png(width: number, height: number, rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = deflateSync(rows);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A stocked merchant's carousel (scripts/lighthouse.ts "home with banners"): two 750×300 pictures of about 30 kB
 * each, the weight of a compressed photo, served from /wps/__stub/ (same origin through nginx).
 */
export const STUB_BANNERS = [1, 2].map((n) => ({
  url: `/wps/__stub/banner-${n}.png`,
  title: `Banner ${n}`,
  linkageType: 'P',
  linkage: '/m/activity',
}));
const BANNER_SIZE = { width: 750, height: 300 };

/**
 * A banner picture: colour blocks with lines of seeded noise (noise does not compress, so the file weighs what a
 * photo does).
 */
export function bannerPng(seed: number): Buffer {
  let state = seed;
  // mulberry32: a short-period generator's bytes would repeat, and deflate would fold them away.
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) & 0xff;
  };
  const { width, height } = BANNER_SIZE;
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const noisy = y % 15 === 0 && x < 400;
      row.set(noisy ? [random(), random(), random()] : [(x >> 5) * 10, 0x33 + seed * 40, (y >> 5) * 25], 1 + x * 3);
    }
    return row;
  });
  return png(width, height, Buffer.concat(rows));
}

/**
 * How home's sections answer (scripts/lighthouse.ts measures home in each): as a stocked merchant's (the start), all
 * empty, all failing with a 503, or all unknown to the server (404).
 */
export const SECTION_SHAPES = ['stocked', 'empty', 'failed', 'unknown'] as const;
export type SectionShape = (typeof SECTION_SHAPES)[number];

/** The calls behind home's sections (lanes, vendors, promotion categories, marquee), in each shape. */
const SECTION_KEYS = [
  'GET /wps/relay/GCSGAME_getGameLanes',
  'GET /wps/relay/GCSGAME_newGameVendor',
  'GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  'GET /wps/relay/MCSFE_getListAnnouncements?category=marquee',
] as const;
const EMPTY_SECTIONS: Record<(typeof SECTION_KEYS)[number], unknown> = {
  'GET /wps/relay/GCSGAME_getGameLanes': ok({ lanes: [] }),
  'GET /wps/relay/GCSGAME_newGameVendor': ok([]),
  'GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory': ok({ categories: [] }),
  'GET /wps/relay/MCSFE_getListAnnouncements?category=marquee': ok({ list: [] }),
};
/** A 503 with the platform's failure envelope. */
const FAILED = Symbol('503');

function shapeSections(answers: Record<string, unknown>, shape: SectionShape): Record<string, unknown> {
  if (shape === 'stocked') return answers;
  const shaped: Record<string, unknown> = { ...answers };
  for (const key of SECTION_KEYS) {
    if (shape === 'unknown') delete shaped[key];
    else shaped[key] = shape === 'empty' ? EMPTY_SECTIONS[key] : FAILED;
  }
  return shaped;
}

export interface WpsStubOptions {
  /** The merchant has PWA settings, a server manifest and icons (the app publishes an installable manifest). */
  readonly pwa?: boolean;
}

export interface WpsStub {
  readonly origin: string;
  readonly requests: StubRequest[];
  /** On: the consolidated settings carry STUB_BANNERS (a stocked merchant's home); off (the start): no banners. */
  setBanners(on: boolean): void;
  /** How home's sections answer from now on (stocked at the start). */
  setSections(shape: SectionShape): void;
  close(): Promise<void>;
}

/**
 * A reference page for the timing figures (scripts/lighthouse.ts): fixed markup and a fixed amount of script work, so
 * the app's figures read as ratios to a page measured on the same machine in the same run.
 */
export const REFERENCE_PAGE_PATH = '/wps/__stub/reference.html';
const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Reference page</title></head><body><h1>Reference page</h1><p id="out">A fixed amount of work runs once the page has loaded.</p>
<script src="/wps/__stub/reference.js"></script></body></html>`;
const REFERENCE_SCRIPT = `let x = 0; for (let i = 0; i < 3e6; i++) x = (x * 31 + i) % 1000003; document.getElementById('out').textContent = 'Work done: ' + x;`;

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

export async function startWpsStub(options: WpsStubOptions = {}): Promise<WpsStub> {
  const requests: StubRequest[] = [];
  let answers: Record<string, unknown>;
  const plainAnswers: Record<string, unknown> = options.pwa
    ? {
        ...ANSWERS,
        'GET /wps/system/settings/consolidated': ok({ ...SHARED_CONFIG, mobileTemplate: { pwa: PWA_SETTINGS } }),
        'GET /wps/system/manifest.json': ok({ name: PWA_SETTINGS.title, short_name: 'Stub', icons: [] }),
      }
    : ANSWERS;
  const plainSettings = plainAnswers['GET /wps/system/settings/consolidated'] as { value: object };
  const bannerAnswers = { ...plainAnswers, 'GET /wps/system/settings/consolidated': ok({ ...plainSettings.value, banners: STUB_BANNERS }) };
  let withBanners = false;
  let sections: SectionShape = 'stocked';
  const choose = () => (answers = shapeSections(withBanners ? bannerAnswers : plainAnswers, sections));
  choose();
  const banners = new Map(STUB_BANNERS.map((banner, index) => [banner.url, bannerPng(index + 1)]));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (url.pathname === '/__stub/requests') return send(response, 200, requests);
    if (url.pathname === REFERENCE_PAGE_PATH || url.pathname === '/wps/__stub/reference.js') {
      const page = url.pathname === REFERENCE_PAGE_PATH;
      response.writeHead(200, { 'Content-Type': page ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return response.end(page ? REFERENCE_PAGE : REFERENCE_SCRIPT);
    }
    const icon = options.pwa ? /^\/wps\/__stub\/icon-(\d+)\.png$/.exec(url.pathname) : null;
    if (icon && PWA_ICON_SIZES.includes(Number(icon[1]))) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
      return response.end(pngIcon(Number(icon[1])));
    }
    const banner = banners.get(url.pathname);
    if (banner) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
      return response.end(banner);
    }
    const key = `${request.method} ${url.pathname}`;
    const category = url.searchParams.get('category');
    const answer = (category === null ? undefined : answers[`${key}?category=${category}`]) ?? answers[key];
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      host: header(request, 'host'),
      merchant: header(request, 'merchant'),
      forwardedFor: header(request, 'x-forwarded-for'),
      forwardedHost: header(request, 'x-forwarded-host'),
      answered: answer !== undefined,
    });
    request.resume();
    request.on('end', () => {
      if (answer === undefined) send(response, 404, { success: false, message: `stub: no answer for ${key}` });
      else if (answer === FAILED) send(response, 503, { success: false, message: 'Service unavailable' });
      else send(response, 200, answer);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setBanners: (on) => {
      withBanners = on;
      choose();
    },
    setSections: (shape) => {
      sections = shape;
      choose();
    },
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
