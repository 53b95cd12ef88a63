import { db, type Member } from './db';
import { findMember, openSession } from './handlers/sign-in';
import { ensureSeeded } from './seed';
import { MEMBER_OF_TYPE, type MemberType } from './seed-members';

/**
 * The dev panel's member-type switch: opens a session in the mock for the seeded member of a type and
 * gives the session info the app keeps. The key and fields are player-journey §3 "Session info"
 * (written here because the mock does not import the app).
 */
export const SESSION_INFO_KEY = 'MC_SESSION_INFO';

/** The app's GET cache in session storage holds one member's answers: a switch of member drops it. */
export const APP_CACHE_PREFIX = 'wps-cache:';

export interface MockSessionInfo {
  readonly token: string;
  readonly userName: string;
  readonly id: string;
  readonly merchantCode: string;
  readonly type: number;
  readonly firstTimeLogin: false;
}

export function memberOfType(merchantCode: string, type: MemberType): Member | undefined {
  const userName = MEMBER_OF_TYPE[merchantCode]?.[type];
  return userName ? findMember(merchantCode, userName) : undefined;
}

/** Signs in as the merchant's member of that type; null when the merchant has none. */
export async function signInAs(merchantCode: string, type: MemberType): Promise<MockSessionInfo | null> {
  await ensureSeeded();
  const member = memberOfType(merchantCode, type);
  if (!member) return null;
  const token = await openSession(member);
  return { token, userName: member.userName, id: member.id, merchantCode, type: member.type, firstTimeLogin: false };
}

/** The stored session info, when it is a live mock session of this merchant. */
export function currentSession(raw: string | null, merchantCode: string): MockSessionInfo | null {
  if (!raw) return null;
  try {
    const info = JSON.parse(raw) as Partial<MockSessionInfo>;
    if (typeof info.token !== 'string' || info.merchantCode !== merchantCode) return null;
    const session = db.sessions.findFirst((q) => q.where({ token: info.token!, merchantCode }));
    return session ? (info as MockSessionInfo) : null;
  } catch {
    return null;
  }
}
