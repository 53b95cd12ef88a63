/**
 * Where a tap on home content leads (banners, action-button items, the referral action). The UI
 * carries it out: `route` and `login` navigate in the app, `external` opens a new window without
 * opener (it cannot reach back into the app), `refused` does nothing.
 */
export type LinkTarget =
  | { readonly kind: 'route'; readonly href: string }
  /** shell §5 "Game and lottery launches require a login; otherwise the user goes to /m/login". */
  | { readonly kind: 'login'; readonly href: '/m/login' }
  | { readonly kind: 'external'; readonly url: string; readonly noopener: true }
  | { readonly kind: 'refused'; readonly reason: 'unsafe-link' | 'missing-link' };

export const LOGIN_TARGET: LinkTarget = { kind: 'login', href: '/m/login' };

export const route = (href: string): LinkTarget => ({ kind: 'route', href });

/** Who is signed in, for links that carry the session (shell §5 "token and username added to its query"). */
export interface LinkSession {
  readonly token: string;
  readonly userName: string;
}
