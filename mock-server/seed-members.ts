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
const silver = { labelName: 'Silver', labelId: 'VIP-SILVER', type: 'MANUAL', rankLevel: 2 };

export const MEMBER_TYPES = [0, 1, 2, 4] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/**
 * One member of each type per merchant (shell §3 "Member info": 0, 1 and 2 see the action button and
 * download prompts, 1 or 2 is an agent, 4 has no chat and is skipped for language sync). The dev panel's
 * member-type switch signs in as these.
 */
export const MEMBER_OF_TYPE: Readonly<Record<string, Readonly<Record<MemberType, string>>>> = {
  DEMO1: { 0: 'player01', 1: 'agent01', 2: 'agent02', 4: 'nochat01' },
  DEMO2: { 0: 'player01', 1: 'agent01', 2: 'agent02', 4: 'nochat01' },
};

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
    // Bound to google uid player01 of the fake identity adapter (handlers/social-identity.ts).
    firebaseIdToken: 'fake-idtoken.google.player01',
    totalDepositSuccessCount: 3,
    totalWithdrawSuccessCount: 1,
    bankCards: [{ bankName: 'BDO', accountNo: '****4321' }],
  }),
  member({ merchantCode: 'DEMO1', id: '1000002', userName: 'agent01', type: 1, regDate: '2023-11-02T08:00:00+08:00' }),
  member({ merchantCode: 'DEMO1', id: '1000003', userName: 'newbie01', firstTimeLogin: true, regDate: '2025-01-05T12:00:00+08:00' }),
  member({ merchantCode: 'DEMO1', id: '1000004', userName: 'expired01', passwordExpired: true }),
  member({ merchantCode: 'DEMO1', id: '1000005', userName: 'agent02', type: 2, clubLabel: silver, regDate: '2024-06-01T09:30:00+08:00' }),
  member({ merchantCode: 'DEMO1', id: '1000006', userName: 'nochat01', type: 4, language: 'TH' }),
  member({
    merchantCode: 'DEMO2',
    id: '2000001',
    userName: 'player01',
    language: 'PT-BR',
    clubLabel: { labelName: 'Prata', labelId: 'VIP-SILVER', type: 'MANUAL', rankLevel: 2 },
    mobileNum: '11987654321',
    countryDialingCode: '55',
    payeeName: 'Maria Silva',
    // DEMO2 has social sign-in on: bound to google uid player01 of the fake identity adapter.
    firebaseIdToken: 'fake-idtoken.google.player01',
    totalDepositSuccessCount: 0,
  }),
  member({ merchantCode: 'DEMO2', id: '2000002', userName: 'nochat01', type: 4, language: 'PT-BR' }),
  member({
    merchantCode: 'DEMO2',
    id: '2000003',
    userName: 'agent01',
    type: 1,
    language: 'PT-BR',
    clubLabel: { labelName: 'Ouro', labelId: 'VIP-GOLD', type: 'AUTO', rankLevel: 3 },
    totalDepositSuccessCount: 5,
  }),
  member({ merchantCode: 'DEMO2', id: '2000004', userName: 'agent02', type: 2, language: 'PT-BR', regDate: '2025-02-10T14:00:00-03:00' }),
];
