import type { WhiteLabelFlag } from '../config/white-label-flags';

/** player-journey §3 "Social login arguments": firebaseChannel (google, facebook, twitter or line). */
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export function isSocialChannel(value: unknown): value is SocialChannel {
  return (SOCIAL_CHANNELS as readonly unknown[]).includes(value);
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

// --- Sign-in flow constants and the social login arguments (core/identity use cases)

/** player-journey §9 "Toast duration 1.5 s": not_support_incognito and coming_soon (§5). */
export const NOTICE_MS = 1500;
/** player-journey §9 "One-tap delay 500 ms". */
export const ONE_TAP_DELAY_MS = 500;
/** player-journey §9 "redirect-login delay 10 ms" (§4 "on return the result is processed (10 ms delay)"). */
export const REDIRECT_RESULT_DELAY_MS = 10;
/** player-journey §9 "Post-register delay 100 ms": the screen goes to /m/home this long after a social registration. */
export const SOCIAL_REGISTER_DELAY_MS = 100;

/** player-journey §8 "bind_customer_required: register automatically or offer login or register choice". */
export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';
/** The white-label option that makes an unbound social account register automatically (player-journey §4). */
export const CREATE_ACCOUNT_FLAG: WhiteLabelFlag = 'FIREBASECREATEACC3';
/** The white-label option of one-tap google (player-journey §5). */
export const GOOGLE_LOGIN_FLAG: WhiteLabelFlag = 'GOOGLELOGIN3';

/** Channels that, in the Android app, need a native handler or show coming_soon (player-journey §5). */
export const ANDROID_NATIVE_ONLY_CHANNELS: readonly SocialChannel[] = ['twitter', 'line', 'facebook'];

/**
 * Provider codes with their own translation key (the code itself is the key, as in the English
 * catalogue); any other code is shown with the text of auth/unknown (player-journey §8).
 */
export const TRANSLATED_PROVIDER_CODES: readonly string[] = [
  UNKNOWN_PROVIDER_ERROR,
  CODE_EXPIRED,
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/network-request-failed',
  'auth/too-many-requests',
  'auth/invalid-phone-number',
  'auth/invalid-verification-code',
  'auth/user-disabled',
];

/** player-journey §3 "Social login arguments (kept between the login and bind steps)". */
export interface SocialArguments {
  readonly type: 'firebase';
  readonly firebaseChannel: SocialChannel;
  readonly firebaseIdToken: string;
}
