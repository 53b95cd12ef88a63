import { db, type Member } from '../db';
import { ok } from './envelope';

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

export function findMember(merchantCode: string, userName: string): Member | undefined {
  const wanted = userName.trim().toLowerCase();
  return db.members.findFirst((q) =>
    q.where({ merchantCode, userName: (name: string) => name.toLowerCase() === wanted }),
  );
}

/** Matches a mobile number typed with or without `+`, the dialling code or spaces. */
export function findMemberByMobile(merchantCode: string, typed: string): Member | undefined {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return undefined;
  return db.members.findFirst((q) =>
    q.where((member) => {
      if (member.merchantCode !== merchantCode || !member.mobileNum) return false;
      return digits === member.mobileNum || digits === `${member.countryDialingCode ?? ''}${member.mobileNum}`;
    }),
  );
}

export async function openSession(member: Member): Promise<string> {
  const token = randomHex(16);
  await db.sessions.create({ token, memberId: member.id, merchantCode: member.merchantCode, createdAt: Date.now() });
  return token;
}

/** The login answer (player-journey §3 "Login request … Response", §7 "Responses are read at …"). */
export async function loginSucceeded(member: Member): Promise<Response> {
  const token = await openSession(member);
  return ok({
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    id: member.id,
    userName: member.userName,
    customerType: member.type,
    customerName: member.userName,
  });
}

export function nextMemberId(merchantCode: string): string {
  const ids = db.members.findMany((q) => q.where({ merchantCode })).map((member) => Number(member.id));
  const prefix = merchantCode === 'DEMO2' ? 2_000_000 : merchantCode === 'DEMO1' ? 1_000_000 : 9_000_000;
  return String(Math.max(prefix, ...ids.filter(Number.isFinite)) + 1);
}

export function randomAlnum(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const values = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}
