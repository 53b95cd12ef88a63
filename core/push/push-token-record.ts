import * as v from 'valibot';
import { lenientInteger, lenientText } from '../decode/lenient-schemas';

/** player-journey §9 "Push token refresh age 7 days". */
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Local storage key of the push token record (docs/decisions.md "Push notifications"). */
export const PUSH_TOKEN_KEY = 'pushToken';

/**
 * What a token was made for (docs/decisions.md "Push notifications"): the vapid key, the sender id and
 * app id of the provider settings, and the service worker scope. A change in any one replaces the token.
 */
export interface SubscriptionDetails {
  readonly vapidKey: string;
  readonly senderId: string;
  readonly appId: string;
  readonly scope: string;
}

export interface PushTokenRecord {
  readonly token: string;
  /** Clock time the token was created. */
  readonly createdAt: number;
  readonly details: SubscriptionDetails;
}

/** What the stored token needs: player-journey §4 "created on first subscribe, refreshed when older than 7 days, replaced if subscription details change". */
export type TokenChange = 'created' | 'refreshed' | 'replaced' | 'kept';

// A missing detail never reaches the transform: the fallback makes it ''.
const text = v.fallback(v.pipe(v.unknown(), v.transform((value) => (value === null ? '' : String(value)))), '');

const recordSchema = v.object({
  token: lenientText,
  createdAt: lenientInteger,
  details: v.object({ vapidKey: text, senderId: text, appId: text, scope: text }),
});

/** Stored text: JSON of the record (text that is no JSON fails like any other shape). */
const storedSchema = v.pipe(v.string(), v.parseJson(), recordSchema);

/** The stored record, or null when there is none or it does not read as one (then a new token is made). */
export function decodeTokenRecord(raw: string | null): PushTokenRecord | null {
  const read = v.safeParse(storedSchema, raw);
  return read.success ? read.output : null;
}

export function encodeTokenRecord(record: PushTokenRecord): string {
  return JSON.stringify(record);
}

function sameDetails(a: SubscriptionDetails, b: SubscriptionDetails): boolean {
  return a.vapidKey === b.vapidKey && a.senderId === b.senderId && a.appId === b.appId && a.scope === b.scope;
}

export function tokenChange(record: PushTokenRecord | null, details: SubscriptionDetails, now: number): TokenChange {
  if (!record) return 'created';
  if (!sameDetails(record.details, details)) return 'replaced';
  // A creation time in the future (the phone's clock was put back) counts as old: a fresh token is harmless.
  const age = now - record.createdAt;
  if (age > PUSH_TOKEN_MAX_AGE_MS || age < 0) return 'refreshed';
  return 'kept';
}
