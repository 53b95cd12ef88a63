/**
 * Home's content calls (docs/decisions.md "First-load budget: axios after the entry's early calls"), dependency-free:
 * the catalogue's rows take their path and module id from here, the use cases their query, and the boot entry
 * sends them ahead of the app on /m/home (adapters/boot/boot-prefetch.ts), so home's content does not wait for the
 * framework's download, nor for axios. All are tokenless GETs of the catalogue (auth 'none'): a member's call is the
 * same call.
 */
export interface EarlyCall {
  readonly path: string;
  readonly moduleId?: string;
  readonly query?: Readonly<Record<string, string>>;
  /** The catalogue keeps a successful answer for the session: the entry does not ask again for a kept one. */
  readonly cacheable: boolean;
  /** Sent only when the consolidated settings serve this white-label flag on (the use case asks only then). */
  readonly whenFlag?: string;
}

/** shell §7 "game lanes": the lanes of the home screen, html5 games. */
export const GAME_LANES_CALL = { path: '/wps/relay/GCSGAME_getGameLanes', query: { platform: 'html5' }, cacheable: true } as const satisfies EarlyCall;
/** The game providers' list, html5 games. */
export const GAME_VENDORS_CALL = { path: '/wps/relay/GCSGAME_newGameVendor', query: { platform: 'html5' }, cacheable: true } as const satisfies EarlyCall;
export const PROMOTION_CATEGORIES_CALL = { path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', cacheable: true } as const satisfies EarlyCall;
/** The announcement list's row (the marquee's and the popups' list: the category tells them apart). */
export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';
export const ANNOUNCEMENTS_MODULE_ID = 'COMM3';
/** The announcement list's query for the home marquee (docs/decisions.md "Home screen"). */
export const MARQUEE_CALL = {
  path: ANNOUNCEMENTS_PATH,
  moduleId: ANNOUNCEMENTS_MODULE_ID,
  query: { types: 'PR', platform: 'M', category: 'marquee' },
  cacheable: false,
} as const satisfies EarlyCall;
/** The referral card's promotions: asked for only when the merchant serves REWCEN3 on. */
export const AVAILABLE_PROMOTIONS_CALL = {
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  moduleId: 'REWCEN3',
  cacheable: false,
  whenFlag: 'REWCEN3',
} as const satisfies EarlyCall;

export const HOME_CALLS: readonly EarlyCall[] = [GAME_LANES_CALL, GAME_VENDORS_CALL, PROMOTION_CATEGORIES_CALL, MARQUEE_CALL, AVAILABLE_PROMOTIONS_CALL];
