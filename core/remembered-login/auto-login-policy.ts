import { REDIRECT_QUERY_FIELDS, type LoginType } from './model';

export type AutoLoginSkipReason =
  | 'option-off'
  | 'has-token'
  | 'redirect-pending'
  | 'switched-off'
  | 'nothing-remembered'
  | 'other-merchant'
  | 'not-a-password-login';

/** What is known before the remembered login is read. */
export interface AutoLoginSessionFacts {
  /** The white-label option MOBILEAUTOLOGIN3. */
  readonly optionOn: boolean;
  readonly hasToken: boolean;
  /** The page's query string (location.search), with or without its leading '?'. */
  readonly query: string;
  /** The phone's auto-login switch (turned off by token_ip_different, failures and logout). */
  readonly switchOn: boolean;
}

export interface AutoLoginFacts extends AutoLoginSessionFacts {
  /** This site's merchant code. */
  readonly merchantCode: string;
  readonly remembered: { readonly merchantCode: string; readonly type: LoginType } | null;
}

/**
 * player-journey §5 "Autologin runs only if white-label option MOBILEAUTOLOGIN3 is on, no token exists,
 * no redirectUrl or backUrl query parameter is present" and the switch of §8 token_ip_different is not off.
 */
export function sessionBlocker(facts: AutoLoginSessionFacts): AutoLoginSkipReason | null {
  if (!facts.optionOn) return 'option-off';
  if (facts.hasToken) return 'has-token';
  const query = new URLSearchParams(facts.query);
  if (REDIRECT_QUERY_FIELDS.some((field) => query.has(field))) return 'redirect-pending';
  if (!facts.switchOn) return 'switched-off';
  return null;
}

/** player-journey §5 "… and the merchant matches the remembered login". Only a password login can be replayed. */
export function rememberedBlocker(remembered: AutoLoginFacts['remembered'], merchantCode: string): AutoLoginSkipReason | null {
  if (!remembered) return 'nothing-remembered';
  if (remembered.merchantCode !== merchantCode) return 'other-merchant';
  if (remembered.type !== 'username') return 'not-a-password-login';
  return null;
}

/** Why automatic login may not run, or null when it may (AutoLogin checks the two halves in turn). */
export function autoLoginBlocker(facts: AutoLoginFacts): AutoLoginSkipReason | null {
  return sessionBlocker(facts) ?? rememberedBlocker(facts.remembered, facts.merchantCode);
}
