/** player-journey §3 "Social login arguments": firebaseChannel (google, facebook, twitter or line). */
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export function isSocialChannel(value: unknown): value is SocialChannel {
  return typeof value === 'string' && (SOCIAL_CHANNELS as readonly string[]).includes(value);
}

/** How the third-party sign-in is shown: a popup, or a full-page redirect (webviews and old iOS, player-journey §4). */
export type SignInFlow = 'popup' | 'redirect';

/** The provider code for a closed or superseded popup: ignored silently (player-journey §8 "Auth provider errors"). */
export const CANCELLED_POPUP_REQUEST = 'auth/cancelled-popup-request';
/** The fallback provider code (player-journey §8 "translated text (fallback auth/unknown)"). */
export const UNKNOWN_PROVIDER_ERROR = 'auth/unknown';
/** player-journey §8 "auth/code-expired: sms confirmation missing or expired". */
export const CODE_EXPIRED = 'auth/code-expired';

/** A third-party credential: the id token the login call carries (player-journey §4 "Social login"). */
export type IdentityResult =
  | { readonly kind: 'credential'; readonly idToken: string }
  /** The page is leaving for the provider; the result arrives after the return (redirectResult). */
  | { readonly kind: 'redirecting' }
  | IdentityFailure;

export interface IdentityFailure {
  readonly kind: 'provider-error';
  /** The provider's code, e.g. auth/popup-closed-by-user; auth/unknown when it gave none. */
  readonly code: string;
  /** The provider's own message, when it gave one (shown as 'Reason: …'). */
  readonly reason: string | null;
}

export type PhoneCodeSent = { readonly kind: 'sent' } | IdentityFailure;
