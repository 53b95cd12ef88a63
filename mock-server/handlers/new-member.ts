import type { Member, Merchant } from '../db';
import { nextMemberId } from './sign-in';

/** A member record for a registration; `init` fills in what the request gave. */
export function newMember(merchant: Merchant, init: Partial<Member> & Pick<Member, 'userName' | 'password'>): Member {
  return {
    merchantCode: merchant.code,
    id: nextMemberId(merchant.code),
    type: 0,
    regDate: new Date().toISOString(),
    language: merchant.defaultLanguage,
    firstTimeLogin: false,
    passwordExpired: false,
    clubLabel: null,
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    payeeName: null,
    firebaseIdToken: null,
    totalDepositSuccessCount: 0,
    totalWithdrawSuccessCount: 0,
    bankCards: [],
    ...init,
  };
}
