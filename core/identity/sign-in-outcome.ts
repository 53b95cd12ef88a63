import type { LoginOutcome } from '../session/login';
import { rawText, text, type Text } from '../notice/model';
import { CANCELLED_POPUP_REQUEST, type IdentityFailure } from './model';
import { providerErrorLines } from './provider-error-text';

/** A signed-in login (the screen goes to /m/home, or /m/changePsw when mustChangePassword). */
export type LoggedIn = Extract<LoginOutcome, { kind: 'logged-in' | 'second-factor-required' }>;

/** The account was created by social channel; the screen goes to /m/home after delayMs (player-journey §4). */
export interface RegisteredBySocial {
  readonly kind: 'registered';
  readonly userName: string;
  /** The answer carried a token, now the session. */
  readonly signedIn: boolean;
  readonly delayMs: number;
}

/**
 * The server refused; the screen alerts the message (nothing in core/identity alerts by itself). null: nothing to
 * show, by the error catalogue's row (shell §8: HTTP 502, TOO_MANY_REQUEST…) or because the player was told already.
 */
export interface Refused {
  readonly kind: 'rejected';
  readonly errorCode: string | null;
  readonly message: Text | null;
}

/** The provider failed: the screen alerts the lines (player-journey §8 "Auth provider errors"). */
export interface ProviderError {
  readonly kind: 'provider-error';
  readonly code: string;
  readonly lines: readonly Text[];
}

/** Every answer of a social or one-tap sign-in. */
export type SocialSignInOutcome =
  | LoggedIn
  | RegisteredBySocial
  /**
   * player-journey §2 "Login-choice confirmation dialog": log in with an existing account. Its register button never
   * shows: with FIREBASECREATEACC3 on, §4 registers automatically instead (docs/decisions.md "The login-choice dialog").
   */
  | { readonly kind: 'choose-account'; readonly message: Text }
  | Refused
  | ProviderError
  /** auth/cancelled-popup-request: nothing is shown (player-journey §8). */
  | { readonly kind: 'ignored' }
  /** The page is leaving for the provider (redirect flow). */
  | { readonly kind: 'redirecting' }
  /** A toast for durationMs: not_support_incognito (blocked) or coming_soon (player-journey §5). */
  | { readonly kind: 'blocked' | 'coming-soon'; readonly message: Text; readonly durationMs: number };

/** A provider failure as the screen shows it; a superseded popup is ignored. */
export function providerFailure(failure: IdentityFailure): ProviderError | { readonly kind: 'ignored' } {
  if (failure.code === CANCELLED_POPUP_REQUEST) return { kind: 'ignored' };
  return { kind: 'provider-error', code: failure.code, lines: providerErrorLines(failure) };
}

/** A server message as shown: its own words, or the unknown_error text when it gave none. */
export function serverMessage(message: string | null | undefined): Text {
  const words = message?.trim();
  return words ? rawText(words) : text('unknown_error');
}

/** player-journey §4 "the server message stripped of any parenthesised text" (ASCII and full-width brackets, nested too). */
export function withoutParenthesised(message: string): string {
  let current = message;
  for (;;) {
    const next = current.replace(/\s*[(（][^()（）]*[)）]/g, '');
    if (next === current) return current.replace(/\s{2,}/g, ' ').trim();
    current = next;
  }
}
