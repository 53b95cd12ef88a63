import type { Banner } from '../config/banner';
import { LOGIN_TARGET, route, type LinkSession, type LinkTarget } from './link-target';
import { linkTarget } from './safe-link';

/** Vendors of the Vietnam lottery (shell §9 "LOTT gets VIETNAM_LOTTO"): launched by vendor plus code. */
export const VIETNAM_LOTTERY_VENDORS: readonly string[] = ['LOTT', 'VIETNAM_LOTTO'];
/** shell §2 "code is lobby for the lottery lobby". */
export const LOTTERY_LOBBY_CODE = 'lobby';

export interface BannerContext {
  /** null for a guest. */
  readonly session: LinkSession | null;
  /** shell §2 "A backUrl field holding the current address": the address the player is on. */
  readonly currentUrl: string;
}

/**
 * shell §5 banner routing: P → /m/activity?id=…; G → /m/launchGame (login required, else /m/login)
 * with prize_mode plus code, or vendor plus code for the Vietnam lottery, and backUrl; URL → the safe
 * link rule (in-app /m route, or external http(s) with the session in its query, noopener). A banner
 * without a known linkage type leads nowhere.
 */
export function bannerTarget(banner: Banner, context: BannerContext): LinkTarget {
  switch (banner.linkageType) {
    case 'P': {
      const id = banner.linkage?.trim();
      return id ? route(`/m/activity?${new URLSearchParams({ id })}`) : { kind: 'refused', reason: 'missing-link' };
    }
    case 'G':
      return context.session ? route(gameLaunchHref(banner, context.currentUrl)) : LOGIN_TARGET;
    case 'URL':
      return linkTarget(banner.linkage, context.session);
    default:
      return { kind: 'refused', reason: 'missing-link' };
  }
}

/**
 * The launch route of a game banner (docs/decisions.md "Home links, action button, referral and game vendors"): code is the linkage (lobby when
 * empty); prize_mode is the banner's roomId, else its gameType.
 */
export function gameLaunchHref(banner: Banner, currentUrl: string): string {
  const code = banner.linkage?.trim() || LOTTERY_LOBBY_CODE;
  const query = new URLSearchParams();
  if (banner.vendor && VIETNAM_LOTTERY_VENDORS.includes(banner.vendor)) {
    query.set('vendor', banner.vendor);
  } else {
    const prizeMode = banner.roomId ?? banner.gameType;
    if (prizeMode) query.set('prize_mode', prizeMode);
  }
  query.set('code', code);
  query.set('backUrl', currentUrl);
  return `/m/launchGame?${query}`;
}
