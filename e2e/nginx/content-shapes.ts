/**
 * The shapes a server's content can take (the content-shape matrix, e2e/nginx/content-shapes.spec.ts): for each
 * section of home and the game list, the answer empty, failed (5xx), malformed, slow (3 s), huge (200 items) and
 * with very long names. Pure: a section, a shape and the stub's normal answer in, the answer to serve out.
 */

export const SECTIONS = ['banners', 'lanes', 'vendors', 'promotions', 'marquee', 'member', 'games'] as const;
export type Section = (typeof SECTIONS)[number];

export const SHAPES = ['empty', 'failed', 'malformed', 'slow', 'huge', 'long'] as const;
export type Shape = (typeof SHAPES)[number];

/** "slow (3 s)". */
export const SLOW_MS = 3000;
/** "huge (200 items)". */
export const HUGE = 200;
/** A name no layout expects: words far wider than a card, then one unbroken word. */
export const LONG_NAME = `${'Grand jackpot extravaganza of the seventh night '.repeat(3)}${'Supercalifragilisticexpialidocious'.repeat(3)}`;

/** The request URL each section's answer comes from (a glob for Playwright's route, and a test on the full URL). */
export const SECTION_REQUESTS: Readonly<Record<Section, { readonly glob: string; readonly matches: (url: URL) => boolean }>> = {
  banners: { glob: '**/wps/system/settings/consolidated*', matches: () => true },
  lanes: { glob: '**/wps/relay/GCSGAME_getGameLanes*', matches: () => true },
  vendors: { glob: '**/wps/relay/GCSGAME_newGameVendor*', matches: () => true },
  promotions: { glob: '**/wps/relay/PROMOFE_getPromotionAnnouncementCategory*', matches: () => true },
  marquee: { glob: '**/wps/relay/MCSFE_getListAnnouncements*', matches: (url) => url.searchParams.get('category') === 'marquee' },
  member: { glob: '**/wps/member/info*', matches: () => true },
  games: { glob: '**/wps/relay/GCSGAME_getGameMatchV2*', matches: () => true },
};

/** Two banner pictures the spec serves (a stocked merchant's carousel); a huge carousel cycles them. */
export const BANNER_PICTURES = ['/wps/__shape/banner-1.png', '/wps/__shape/banner-2.png'];
const banner = (n: number, title: string) => ({ url: BANNER_PICTURES[n % 2], title, linkageType: 'P', linkage: '/m/activity' });

/** A signed-in member's info (player-journey §7 "response value.info"), with a VIP label. */
export const MEMBER_INFO = {
  info: {
    id: '7001',
    account: 'shape01',
    userName: 'shape01',
    type: 0,
    language: 'EN',
    firstTimeLogin: false,
    passwordExpired: false,
    clubLabel: { labelId: 'G', labelName: 'Gold', rankLevel: 3, type: 'AUTO' },
    currency: 'PHP',
    referralCode: 'R7001',
  },
};

type Value = Record<string, unknown>;
const card = (n: number, name: string) => ({ accountTypeName: 'ELOTT', displayName: name, gameCode: `G${n}` });
const times = <T>(count: number, make: (n: number) => T): T[] => Array.from({ length: count }, (_, n) => make(n));

/** The normal answer's value reshaped: `huge` to 200 items, `long` to very long names, `empty` to none. */
function reshape(section: Section, shape: 'empty' | 'huge' | 'long', value: unknown): unknown {
  const many = shape === 'huge';
  const name = (n: number, normal: string) => (shape === 'long' ? `${LONG_NAME} ${n}` : normal);
  switch (section) {
    case 'banners': {
      const banners = shape === 'empty' ? [] : times(many ? HUGE : 2, (n) => banner(n, name(n, `Banner ${n + 1}`)));
      return { ...(value as Value), banners };
    }
    case 'lanes': {
      if (shape === 'empty') return { lanes: [] };
      const lanes = times(many ? HUGE / 10 : 2, (l) => ({
        title: name(l, `Lane ${l + 1}`),
        gameClassify: `C${l}`,
        gameCount: many ? 99_999 : 24,
        cards: times(many ? 10 : 4, (n) => card(n, name(n, `Game ${n + 1}`))),
      }));
      return { lanes };
    }
    case 'vendors':
      return shape === 'empty' ? [] : times(many ? HUGE : 3, (n) => ({ vendor: `V${n}`, displayName: name(n, `Vendor ${n + 1}`), gameType: 'LOTT', ordinal: n }));
    case 'promotions':
      return { categories: shape === 'empty' ? [] : times(many ? HUGE : 2, (n) => ({ id: `P${n}`, name: name(n, `Promotion ${n + 1}`) })) };
    case 'marquee':
      return {
        list: shape === 'empty' ? [] : times(many ? HUGE : 1, (n) => ({ id: `M${n}`, title: '', content: name(n, `Notice ${n + 1}`), category: 'marquee', type: 'PR', platform: 'M' })),
      };
    case 'member': {
      if (shape === 'empty') return { info: {} };
      const label = { labelId: 'G', labelName: name(0, 'Gold'), rankLevel: many ? 9_999_999 : 3, type: 'AUTO' };
      return { info: { ...MEMBER_INFO.info, userName: name(0, 'shape01'), clubLabel: label } };
    }
    case 'games':
      return shape === 'empty'
        ? []
        : times(many ? HUGE : 6, (n) => ({ gameId: `g${n}`, nodeId: 'N-3', vendor: 'RNG', gameClassify: 'RNG', gameName: name(n, `Game ${n + 1}`) }));
  }
}

export interface ShapedAnswer {
  readonly status: number;
  /** JSON text (a malformed answer is cut short on purpose). */
  readonly body: string;
  readonly delayMs: number;
}

/** What to serve for `section` in `shape`, given the normal answer's value. */
export function shapedAnswer(section: Section, shape: Shape, normal: unknown): ShapedAnswer {
  const json = (value: unknown) => JSON.stringify({ success: true, value });
  switch (shape) {
    case 'failed':
      return { status: 503, body: JSON.stringify({ success: false, message: 'Service unavailable' }), delayMs: 0 };
    case 'malformed':
      return { status: 200, body: json(normal).slice(0, 25), delayMs: 0 };
    case 'slow':
      return { status: 200, body: json(normal), delayMs: SLOW_MS };
    default:
      return { status: 200, body: json(reshape(section, shape, normal)), delayMs: 0 };
  }
}
