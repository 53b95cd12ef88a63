import { db, type Member } from '../db';
import { businessFailure } from './envelope';
import { findMemberByMobile } from './sign-in';

/**
 * The id tokens of the mock's fake identity adapter (the consent dialog of mock mode, and the test
 * fakes): `fake-idtoken.{channel}.{uid}` for google, facebook, twitter and line (uid typed in the dialog,
 * e.g. `player01`), and `fake-idtoken.phone.+{digits}` after a phone code. A member is bound to a social
 * account by holding its token in `firebaseIdToken` (seed: DEMO1 player01 ↔ google uid player01).
 */
const FAKE_ID_TOKEN = /^fake-idtoken\.(google|facebook|twitter|line|phone)\.([^\s]+)$/;

export interface FakeIdentity {
  readonly channel: 'google' | 'facebook' | 'twitter' | 'line' | 'phone';
  readonly uid: string;
  readonly token: string;
}

/** The identity a token names; null when it is not the fake adapter's form or names another channel. */
export function readFakeIdToken(token: unknown, expectedChannel?: string): FakeIdentity | null {
  if (typeof token !== 'string') return null;
  const match = FAKE_ID_TOKEN.exec(token.trim());
  if (!match) return null;
  const channel = match[1] as FakeIdentity['channel'];
  if (expectedChannel !== undefined && expectedChannel !== channel) return null;
  return { channel, uid: match[2]!, token: token.trim() };
}

/** What a provider's server says of a token it did not issue. */
export const invalidIdToken = (): Response => businessFailure('auth/invalid-id-token', 'The identity token is not valid.');

/** player-journey §8 bind_customer_required; the parenthesised part is what the choice dialog leaves out. */
export const notBound = (): Response => businessFailure('bind_customer_required', 'This account is not bound (code 1234)');

export type SocialCheck = { member: Member } | { failure: Response };

/** type firebase: the member holding the token of this channel and uid. */
export function socialMember(merchantCode: string, channel: string | undefined, token: unknown): SocialCheck {
  const identity = readFakeIdToken(token, channel ?? undefined);
  if (!identity || identity.channel === 'phone') return { failure: invalidIdToken() };
  const member = db.members.findFirst((q) => q.where({ merchantCode, firebaseIdToken: identity.token }));
  return member ? { member } : { failure: notBound() };
}

/** type sms with a phone-code id token: the member whose mobile number it names. */
export function phoneMember(merchantCode: string, token: unknown): SocialCheck {
  const identity = readFakeIdToken(token, 'phone');
  if (!identity) return { failure: invalidIdToken() };
  const member = findMemberByMobile(merchantCode, identity.uid);
  return member ? { member } : { failure: notBound() };
}
