import type { ActionButtonItem, ActionRedirect } from '../config/action-button-item';
import type { RunModeKind } from '../device/run-mode';
import { canSeeDownloadPrompts } from '../session/member-info';
import { route, type LinkSession, type LinkTarget } from './link-target';
import { externalHttpUrl } from '../url/http-url';
import { linkTarget, requiringLogin } from './safe-link';

/** What the action button shows: an item and where a tap on it leads. */
export interface ActionButtonEntry {
  readonly redirect: ActionRedirect;
  readonly target: ActionTarget;
}

/** A link target, or the app-download prompt (APP_DOWNLOAD without a link of its own). */
export type ActionTarget = LinkTarget | { readonly kind: 'app-download' };

export interface ActionButtonFacts {
  /** null for a guest. */
  readonly session: LinkSession | null;
  /** The member's type (member info, else the session's); ignored for a guest. */
  readonly memberType: number;
  /** core/device/run-mode.ts. */
  readonly runMode: RunModeKind;
  /** The REFERRAL promotion is on (core/home/available-promotions.ts). */
  readonly referralEnabled: boolean;
  /** shell §3 "clubLabel.type AUTO means the VIP benefit is shown" (showsVipBenefit). */
  readonly vipBenefitShown: boolean;
}

/** Where each in-app item leads (shell §2 routes). */
const ROUTE_OF: Readonly<Record<Exclude<ActionRedirect, 'APP_DOWNLOAD' | 'REDIRECT_URL'>, string>> = {
  REGISTER: '/m/register',
  DEPOSIT: '/m/voucherCenter',
  REWARD_CENTER: '/m/rewardCenter',
  MISSION: '/m/leaderBoard',
  INVITE_FRIENDS: '/m/inviteFriends',
  MEMBER: '/m/member/benefits',
  POINT_MARKET: '/m/mall/mallHome',
};

/** shell §5 "DEPOSIT, REWARD_CENTER, MISSION, MEMBER and POINT_MARKET need login". */
const NEEDS_LOGIN: readonly ActionRedirect[] = ['DEPOSIT', 'REWARD_CENTER', 'MISSION', 'MEMBER', 'POINT_MARKET'];

/**
 * shell §5 "Action button visibility", item by item. "Need login" leads a guest to /m/login rather than
 * hiding the item (MEMBER "shows for guests" yet needs login); "hidden for member types other than 0, 1
 * or 2" concerns signed-in players (docs/decisions.md "Home links, action button, referral and game vendors").
 */
function isVisible(redirect: ActionRedirect, facts: ActionButtonFacts): boolean {
  const guest = facts.session === null;
  switch (redirect) {
    case 'APP_DOWNLOAD':
      return facts.runMode === 'browser'; // "hidden inside the app, home-screen or PWA"
    case 'REGISTER':
      return guest; // "only for guests"
    case 'INVITE_FRIENDS':
      return facts.referralEnabled; // "needs the referral flag"
    case 'MEMBER':
      return guest || facts.vipBenefitShown; // "for guests or when the VIP benefit is shown"
    default:
      return true;
  }
}

function targetOf(item: ActionButtonItem, facts: ActionButtonFacts): ActionTarget {
  const loggedIn = facts.session !== null;
  if (item.redirect === 'REDIRECT_URL') return linkTarget(item.externalLink, facts.session);
  if (item.redirect === 'APP_DOWNLOAD') {
    const link = item.externalLink ? externalHttpUrl(item.externalLink.trim()) : null;
    return link ? { kind: 'external', url: link.href, noopener: true } : { kind: 'app-download' };
  }
  const target = route(ROUTE_OF[item.redirect]);
  return NEEDS_LOGIN.includes(item.redirect) ? requiringLogin(target, loggedIn) : target;
}

/** The items the action button shows, in the server's order, each with its target; [] hides the button. */
export function actionButtonEntries(items: readonly ActionButtonItem[], facts: ActionButtonFacts): ActionButtonEntry[] {
  if (facts.session !== null && !canSeeDownloadPrompts(facts.memberType)) return [];
  return items.flatMap((item) => {
    if (!isVisible(item.redirect, facts)) return [];
    const target = targetOf(item, facts);
    return target.kind === 'refused' ? [] : [{ redirect: item.redirect, target }];
  });
}
