/**
 * Every route of both documents (shell §2 Routes, player-journey §2) with its access rule, refresh
 * behaviour and search-engine keys. Access rules: docs/decisions.md "Routing and language policies".
 */

/**
 * - public: open to everyone.
 * - guarded: needs a token in the query (token or tokens) or a session, else /m/login (shell §2 Route guard).
 * - guarded-public: "the only public guarded route that needs no token" (/m/inviteFriends).
 * - guarded-home-fallback: "without a session the user is redirected to /m/home" (/m/feedback).
 */
export type RouteAccess = 'public' | 'guarded' | 'guarded-public' | 'guarded-home-fallback';

export type RouteId =
  | 'home'
  | 'login'
  | 'register'
  | 'memberHome'
  | 'game'
  | 'help'
  | 'activity'
  | 'news'
  | 'changePassword'
  | 'launchGame'
  | 'voucherCenter'
  | 'withdraw'
  | 'addBankCard'
  | 'addBankCardPix'
  | 'rewardCenter'
  | 'inviteFriends'
  | 'mall'
  | 'leaderBoard'
  | 'benefits'
  | 'feedback'
  | 'agentRegister';

export interface RouteEntry {
  /** The exact path (no trailing slash except '/'). */
  readonly path: string;
  readonly id: RouteId;
  readonly access: RouteAccess;
  /** player-journey §2: on an app refresh this path reloads in place (else /m/home). */
  readonly reloadsInPlace: boolean;
  /** The path of the route's canonical link (aliases point to the route's main path). */
  readonly canonicalPath: string;
  /** Translation keys of the page title and description (src/i18n/locales/en.ts). */
  readonly titleKey: string;
  readonly descriptionKey: string;
}

export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';

interface RouteDefinition {
  readonly id: RouteId;
  /** The first path is the canonical one. */
  readonly paths: readonly [string, ...string[]];
  readonly access: RouteAccess;
  readonly titleKey: string;
  readonly descriptionKey: string;
}

const DEFINITIONS: readonly RouteDefinition[] = [
  // '/m/' is '/m' once its trailing slash is ignored.
  { id: 'home', paths: [HOME_PATH, '/', '/m', '/m/index', '/m/index.html'], access: 'public', titleKey: 'home_title', descriptionKey: 'home_desc' },
  { id: 'login', paths: [LOGIN_PATH], access: 'public', titleKey: 'login_title', descriptionKey: 'login_desc' },
  { id: 'register', paths: ['/m/register', '/m/register.html'], access: 'public', titleKey: 'register_title', descriptionKey: 'register_desc' },
  { id: 'memberHome', paths: ['/m/member/home'], access: 'guarded', titleKey: 'member_home_title', descriptionKey: 'member_home_desc' },
  { id: 'game', paths: ['/m/game'], access: 'public', titleKey: 'game_title', descriptionKey: 'game_desc' },
  { id: 'help', paths: ['/m/help'], access: 'public', titleKey: 'help_title', descriptionKey: 'help_desc' },
  { id: 'activity', paths: ['/m/activity'], access: 'public', titleKey: 'activity_title', descriptionKey: 'activity_desc' },
  { id: 'news', paths: ['/m/news'], access: 'public', titleKey: 'news_title', descriptionKey: 'news_desc' },
  { id: 'changePassword', paths: ['/m/changePsw'], access: 'guarded', titleKey: 'change_password_title', descriptionKey: 'change_password_desc' },
  { id: 'launchGame', paths: ['/m/launchGame'], access: 'guarded', titleKey: 'launch_game_title', descriptionKey: 'launch_game_desc' },
  { id: 'voucherCenter', paths: ['/m/voucherCenter'], access: 'guarded', titleKey: 'voucher_center_title', descriptionKey: 'voucher_center_desc' },
  { id: 'withdraw', paths: ['/m/withdraw'], access: 'guarded', titleKey: 'withdraw_title', descriptionKey: 'withdraw_desc' },
  { id: 'addBankCard', paths: ['/m/securityCenter/addBankCard'], access: 'guarded', titleKey: 'add_bank_card_title', descriptionKey: 'add_bank_card_desc' },
  { id: 'addBankCardPix', paths: ['/m/securityCenter/addBankCardPix'], access: 'guarded', titleKey: 'add_bank_card_pix_title', descriptionKey: 'add_bank_card_pix_desc' },
  { id: 'rewardCenter', paths: ['/m/rewardCenter'], access: 'guarded', titleKey: 'reward_center_title', descriptionKey: 'reward_center_desc' },
  { id: 'inviteFriends', paths: ['/m/inviteFriends'], access: 'guarded-public', titleKey: 'invite_friends_title', descriptionKey: 'invite_friends_desc' },
  { id: 'mall', paths: ['/m/mall/mallHome'], access: 'guarded', titleKey: 'mall_title', descriptionKey: 'mall_desc' },
  { id: 'leaderBoard', paths: ['/m/leaderBoard'], access: 'guarded', titleKey: 'leader_board_title', descriptionKey: 'leader_board_desc' },
  { id: 'benefits', paths: ['/m/member/benefits'], access: 'guarded', titleKey: 'benefits_title', descriptionKey: 'benefits_desc' },
  { id: 'feedback', paths: ['/m/feedback'], access: 'guarded-home-fallback', titleKey: 'feedback_title', descriptionKey: 'feedback_desc' },
  { id: 'agentRegister', paths: ['/m/agentRegister'], access: 'guarded', titleKey: 'agent_register_title', descriptionKey: 'agent_register_desc' },
];

/** player-journey §2 "On an app refresh, the pages … reload in place". */
export const RELOAD_IN_PLACE_PATHS: readonly string[] = [
  '/m/home',
  '/m/game',
  '/m/login',
  '/m/index',
  '/m/index.html',
  '/m/member/home',
  '/m/register',
  '/m/register.html',
  '/m/help',
  '/m/activity',
  '/m/news',
  '/',
];

export const ROUTES: readonly RouteEntry[] = DEFINITIONS.flatMap((d) =>
  d.paths.map((path) => ({
    path,
    id: d.id,
    access: d.access,
    reloadsInPlace: RELOAD_IN_PLACE_PATHS.includes(path),
    canonicalPath: d.paths[0],
    titleKey: d.titleKey,
    descriptionKey: d.descriptionKey,
  })),
);

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));
const MAIN_PATH = Object.fromEntries(DEFINITIONS.map((d) => [d.id, d.paths[0]])) as Record<RouteId, string>;

/**
 * The pathname of a path or relative href: query and hash dropped, one trailing slash ignored
 * (except for '/'); an empty pathname is '/'.
 */
export function normalizePath(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  if (pathname === '') return '/';
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Exact, case-sensitive match after normalizePath; null for a path that is no route. */
export function findRoute(path: string): RouteEntry | null {
  return BY_PATH.get(normalizePath(path)) ?? null;
}

/** The main path of a route, for links. */
export function pathOf(id: RouteId): string {
  return MAIN_PATH[id];
}
