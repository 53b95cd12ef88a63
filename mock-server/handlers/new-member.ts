import type { Member, Merchant } from '../db';
import { FRESH_MEMBER } from '../seed-members';
import { nextMemberId } from './sign-in';

/** A member record for a registration; `init` fills in what the request gave. */
export function newMember(merchant: Merchant, init: Partial<Member> & Pick<Member, 'userName' | 'password'>): Member {
  return {
    ...FRESH_MEMBER,
    merchantCode: merchant.code,
    id: nextMemberId(merchant.code),
    regDate: new Date().toISOString(),
    language: merchant.defaultLanguage,
    bankCards: [],
    ...init,
  };
}
