import type { Member } from './db';

/** The password of every seeded member. */
export const SEED_PASSWORD = 'Passw0rd!';

/** The code the mock accepts for every sms, e-mail and authenticator check. */
export const MOCK_VERIFICATION_CODE = '123456';

/** What a member has before anything happens to them: seeded or newly registered (bankCards: a fresh [] each). */
export const FRESH_MEMBER = {
  type: 0,
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
} satisfies Partial<Member>;

function member(init: Partial<Member> & Pick<Member, 'merchantCode' | 'id' | 'userName'>): Member {
  return { ...FRESH_MEMBER, password: SEED_PASSWORD, regDate: '2024-03-15T10:20:30+08:00', language: 'EN', bankCards: [], ...init };
}

const gold = { labelName: 'Gold', labelId: 'VIP-GOLD', type: 'AUTO', rankLevel: 3 };

export const seedMembers: readonly Member[] = [
  member({
    merchantCode: 'DEMO1',
    id: '1000001',
    userName: 'player01',
    clubLabel: gold,
    mobileNum: '9171234567',
    countryDialingCode: '63',
    email: 'player01@mock.invalid',
    payeeName: 'Juan Dela Cruz',
    firebaseIdToken: 'firebase-token-player01',
    totalDepositSuccessCount: 3,
    totalWithdrawSuccessCount: 1,
    bankCards: [{ bankName: 'BDO', accountNo: '****4321' }],
  }),
  member({ merchantCode: 'DEMO1', id: '1000002', userName: 'agent01', type: 1, regDate: '2023-11-02T08:00:00+08:00' }),
  member({ merchantCode: 'DEMO1', id: '1000003', userName: 'newbie01', firstTimeLogin: true, regDate: '2025-01-05T12:00:00+08:00' }),
  member({ merchantCode: 'DEMO1', id: '1000004', userName: 'expired01', passwordExpired: true }),
  member({
    merchantCode: 'DEMO2',
    id: '2000001',
    userName: 'player01',
    language: 'PT-BR',
    clubLabel: { labelName: 'Prata', labelId: 'VIP-SILVER', type: 'MANUAL', rankLevel: 2 },
    mobileNum: '11987654321',
    countryDialingCode: '55',
    payeeName: 'Maria Silva',
    totalDepositSuccessCount: 0,
  }),
  member({ merchantCode: 'DEMO2', id: '2000002', userName: 'nochat01', type: 4, language: 'PT-BR' }),
];
