import { isAgent } from '../session/member-info';
import { text, type Text } from '../notice/model';
import { route, type LinkTarget } from './link-target';

export interface ReferralFacts {
  readonly loggedIn: boolean;
  /** The member's type; ignored for a guest. */
  readonly memberType: number;
  /** The REFERRAL promotion is on (false when REWCEN3 is off or the promotions could not be read). */
  readonly referralEnabled: boolean;
}

export type ReferralAction =
  /** shell §8 "Referral disabled for guest: Coming-soon popup". */
  | { readonly kind: 'coming-soon'; readonly message: Text }
  | { readonly kind: 'navigate'; readonly target: LinkTarget }
  | { readonly kind: 'customer-service' };

/**
 * shell §4 "Referral action: not logged in and promotion disabled gives a coming-soon alert; a logged-in
 * agent goes to /m/agentRegister; promotion enabled goes to /m/inviteFriends; otherwise customer service
 * opens", checked in that order.
 */
export function referralAction(facts: ReferralFacts): ReferralAction {
  if (!facts.loggedIn && !facts.referralEnabled) return { kind: 'coming-soon', message: text('coming_soon') };
  if (facts.loggedIn && isAgent(facts.memberType)) return { kind: 'navigate', target: route('/m/agentRegister') };
  if (facts.referralEnabled) return { kind: 'navigate', target: route('/m/inviteFriends') };
  return { kind: 'customer-service' };
}
