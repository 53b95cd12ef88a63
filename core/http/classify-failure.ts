import { rawText, text, type Text } from '../notice/model';
import { isEnvelope, type FailureCause } from './model';

export interface FailureFacts {
  readonly cause: FailureCause;
  readonly status?: number;
  readonly response?: unknown;
  /** The call's alert switch (catalogue default, or the caller's override). */
  readonly alert: boolean;
  /** The page was served over https. */
  readonly secure: boolean;
  readonly online: boolean;
}

export type FailureEffect =
  /** Session cleared: the player is logged out. */
  | { readonly kind: 'end-session' }
  /** The 'please login' dialog that leads to /m/login. */
  | { readonly kind: 'ask-to-login' }
  | { readonly kind: 'notice'; readonly message: Text }
  | { readonly kind: 'toast'; readonly message: Text; readonly durationMs: number }
  | { readonly kind: 'disable-auto-login' };

export interface FailureDecision {
  /** What the failed call is rejected with. */
  readonly rejectionMessage: string;
  readonly effects: readonly FailureEffect[];
  /** shell §9 "after an error, toasts are hidden every 1 s, up to 3 times". */
  readonly hideLoadingToasts: boolean;
}

export const TOAST_DURATION_MS = 1_500; // shell §9 "Toast 1.5 s"
export const TOAST_HIDE_INTERVAL_MS = 1_000;
export const TOAST_HIDE_REPEATS = 3;

export const MISSING_URL_MESSAGE = 'url is null check';
export const NETWORK_ERROR_TEXT = 'Network Error / CORS Errors';
export const AUTH_FAILURE_MESSAGE = 'CUSTOMER_NOT_LOGIN';
export const AUTH_FAILURE_CODES: readonly string[] = ['customer.not.login', 'user.or.token.invalid', 'login.not.session'];
export const TOKEN_IP_DIFFERENT = 'token_ip_different';
export const TOO_MANY_REQUEST_PREFIX = 'TOO_MANY_REQUEST';

function envelopeField(response: unknown, field: 'message' | 'errorCode'): string | undefined {
  if (!isEnvelope(response)) return undefined;
  const value = response[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function isAuthFailure(status: number | undefined, response: unknown): boolean {
  if (status === 401) return true;
  if (envelopeField(response, 'message') === AUTH_FAILURE_MESSAGE) return true;
  const code = envelopeField(response, 'errorCode');
  return AUTH_FAILURE_CODES.some((known) => known === code);
}

const settle = (rejectionMessage: string, effects: FailureEffect[], hideLoadingToasts = true): FailureDecision => ({
  rejectionMessage,
  effects,
  hideLoadingToasts,
});

const noticeIfAlert = (alert: boolean, shown: Text): FailureEffect[] => (alert ? [{ kind: 'notice', message: shown }] : []);

/**
 * The error catalogues of shell §8 and player-journey §8 for the request layer, as one pure mapping
 * from what went wrong to what the player sees.
 */
export function classifyFailure(facts: FailureFacts): FailureDecision {
  const { cause, alert } = facts;
  switch (cause) {
    case 'missing-url':
      return settle(MISSING_URL_MESSAGE, [], false);
    case 'encryption':
      // shell §8 "Encryption failure: message shown and call rejected" — shown even when alerts are off.
      return settle('encryption failed', [{ kind: 'notice', message: text('encryption_failed') }]);
    case 'timeout':
      return settle('timeout_retry_please', noticeIfAlert(alert, text('timeout_retry_please')));
    case 'no-response':
      if (!facts.secure) return settle(NETWORK_ERROR_TEXT, noticeIfAlert(alert, rawText(NETWORK_ERROR_TEXT)));
      if (!facts.online) {
        return settle('network offline', [{ kind: 'toast', message: text('network_offline'), durationMs: TOAST_DURATION_MS }]);
      }
      return settle('unknown error', noticeIfAlert(alert, text('unknown_error')));
    case 'http-status':
    case 'business':
    case 'malformed-response':
      return classifyAnswer(facts);
  }
}

/** The server answered: its status, message and error code decide. */
function classifyAnswer({ cause, status, response, alert }: FailureFacts): FailureDecision {
  const message = envelopeField(response, 'message');
  const code = envelopeField(response, 'errorCode');
  if (status === 502) return settle('HTTP 502', []);
  if (isAuthFailure(status, response)) {
    // Whatever the call's alert switch: shell §8 allows the alert-off skip only under "Other failures",
    // and a player whose session died on a silent call (member/info) must be told.
    return settle(message ?? AUTH_FAILURE_MESSAGE, [{ kind: 'end-session' }, { kind: 'ask-to-login' }]);
  }
  if (code?.startsWith(TOO_MANY_REQUEST_PREFIX)) return settle(message ?? code, []);

  const shown: Text = message ? rawText(message) : text('unknown_error');
  const effects: FailureEffect[] = [];
  if (code === TOKEN_IP_DIFFERENT) effects.push({ kind: 'disable-auto-login' });
  effects.push(...noticeIfAlert(alert, shown));
  return settle(message ?? (cause === 'malformed-response' ? 'malformed response' : `HTTP ${status ?? '?'}`), effects);
}

/** The notice a decision shows, if any (a caller that turned the alert off shows it itself: RequestFailure.owedNotice). */
export function noticeOf(decision: FailureDecision): Text | null {
  for (const effect of decision.effects) if (effect.kind === 'notice') return effect.message;
  return null;
}
