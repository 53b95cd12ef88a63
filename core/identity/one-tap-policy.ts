import { ONE_TAP_DELAY_MS } from './model';

/** What decides whether one-tap google is offered (player-journey §5). */
export interface OneTapFacts {
  /** Inside the native app (user agent matching App...Ver, core/device/run-mode.ts). */
  readonly inNativeApp: boolean;
  /** White-label option GOOGLELOGIN3. */
  readonly googleLoginOn: boolean;
  readonly googleWebClientId: string | null;
  readonly privateBrowsing: boolean;
  readonly hasSession: boolean;
}

export type OneTapSkipReason = 'native-app' | 'google-login-off' | 'no-google-web-client-id' | 'private-browsing' | 'session-exists';

export type OneTapDecision = { readonly kind: 'skip'; readonly reason: OneTapSkipReason } | { readonly kind: 'offer'; readonly delayMs: number };

/**
 * player-journey §5 "One-tap google login is skipped inside the native app …, when GOOGLELOGIN3 is off,
 * when there is no google web client id, in private mode, or when a session already exists; otherwise it
 * is delayed 500 ms."
 */
export function oneTapDecision(facts: OneTapFacts): OneTapDecision {
  if (facts.inNativeApp) return { kind: 'skip', reason: 'native-app' };
  if (!facts.googleLoginOn) return { kind: 'skip', reason: 'google-login-off' };
  if (!facts.googleWebClientId?.trim()) return { kind: 'skip', reason: 'no-google-web-client-id' };
  if (facts.privateBrowsing) return { kind: 'skip', reason: 'private-browsing' };
  if (facts.hasSession) return { kind: 'skip', reason: 'session-exists' };
  return { kind: 'offer', delayMs: ONE_TAP_DELAY_MS };
}
