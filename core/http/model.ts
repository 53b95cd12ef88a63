import type { Text } from '../notice/model';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** The platform envelope: every /wps JSON answer (wire-notes "Response envelope"). */
export interface Envelope<T = unknown> {
  readonly success: boolean;
  readonly value?: T;
  readonly message?: string;
  readonly errorCode?: string;
}

export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.success !== 'boolean') return false;
  if (candidate.message !== undefined && candidate.message !== null && typeof candidate.message !== 'string') return false;
  if (candidate.errorCode !== undefined && candidate.errorCode !== null && typeof candidate.errorCode !== 'string') return false;
  return true;
}

export interface TransportRequest {
  readonly method: HttpMethod;
  /** Absolute URL or a path that the transport resolves against the API base URL. */
  readonly url: string;
  readonly query?: Query;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly timeoutMs: number;
}

export type TransportOutcome =
  | { readonly kind: 'response'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'timeout' }
  /** No HTTP answer at all: offline, DNS, CORS, connection reset. */
  | { readonly kind: 'no-response' };

export type FailureCause =
  | 'missing-url'
  | 'encryption'
  | 'timeout'
  | 'no-response'
  | 'http-status'
  | 'business'
  | 'malformed-response';

/**
 * A rejected call: shell §7 "Failures are rejected with the response, with the request body attached."
 */
export class RequestFailure extends Error {
  readonly failureCause: FailureCause;
  readonly status: number | undefined;
  readonly response: unknown;
  readonly requestBody: unknown;
  readonly errorCode: string | undefined;
  /** The answer said the session it was sent with is over (the catalogue's end-session row). */
  readonly sessionEnded: boolean;
  /** The request layer has told the player already (a notice or a toast of the error catalogue): the caller adds none. */
  readonly told: boolean;
  /**
   * The notice the error catalogue gives this failure that the player has not seen: the call had its alert off (its
   * caller shows failures itself). null when the catalogue is silent (HTTP 502, TOO_MANY_REQUEST…, an ended session
   * asks to log in instead) or the request layer told the player already. A caller that shows a failure shows this.
   */
  readonly owedNotice: Text | null;

  constructor(init: {
    cause: FailureCause;
    message: string;
    status?: number;
    response?: unknown;
    requestBody?: unknown;
    sessionEnded?: boolean;
    told?: boolean;
    owedNotice?: Text | null;
  }) {
    super(init.message);
    this.name = 'RequestFailure';
    this.failureCause = init.cause;
    this.status = init.status;
    this.response = init.response;
    this.requestBody = init.requestBody;
    this.sessionEnded = init.sessionEnded ?? false;
    this.told = init.told ?? false;
    this.owedNotice = init.owedNotice ?? null;
    this.errorCode = isEnvelope(init.response) ? (init.response.errorCode ?? undefined) : undefined;
  }

  get serverMessage(): string | undefined {
    return isEnvelope(this.response) && this.response.message ? this.response.message : undefined;
  }
}
