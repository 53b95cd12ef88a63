import { describe, expect, it } from 'vitest';
import { canSeeDownloadPrompts, decodeMemberInfo, hasChat, isAgent, showsVipBenefit, syncsLanguage, type MemberInfo } from './member-info';
import { NOT_LOGGED_IN } from '../session-state/member-type';

const gold = { labelName: 'Gold', labelId: 'VIP-GOLD', type: 'AUTO', rankLevel: 3 };

const served = {
  info: {
    id: '1000001',
    account: 'player01',
    userName: 'player01',
    type: 0,
    regDate: '2024-03-15T10:20:30+08:00',
    language: 'EN',
    token: 'T',
    passwordExpired: false,
    clubLabel: gold,
    currency: 'PHP',
    referralCode: 'R1000001',
  },
};

describe('member info (shell §3 "Member info", player-journey §7 "GET /wps/member/info … response value.info")', () => {
  it('reads value.info as the mock serves it', () => {
    expect(decodeMemberInfo(served)).toEqual({
      id: '1000001',
      account: 'player01',
      userName: 'player01',
      type: 0,
      regDate: '2024-03-15T10:20:30+08:00',
      language: 'EN',
      passwordExpired: false,
      clubLabel: gold,
      currency: 'PHP',
      referralCode: 'R1000001',
    });
  });

  it('the fields may also come without the info wrapper', () => {
    expect(decodeMemberInfo(served.info)?.id).toBe('1000001');
  });

  it('lenient forms: numeric id, customerId and customerType, type and rankLevel as text, "1" flags', () => {
    const member = decodeMemberInfo({
      info: { customerId: 9, userName: 'u', customerType: '2', passwordExpired: '1', clubLabel: { labelName: 'S', labelId: 5, type: 'MANUAL', rankLevel: '2' } },
    });
    expect(member).toEqual({
      id: '9',
      account: 'u',
      userName: 'u',
      type: 2,
      regDate: null,
      language: null,
      passwordExpired: true,
      clubLabel: { labelName: 'S', labelId: '5', type: 'MANUAL', rankLevel: 2 },
      currency: null,
      referralCode: null,
    });
  });

  it("the member's invite code: referralCode, or inviteCode / invitationCode, text or digits; absent or blank is none", () => {
    const code = (fields: Record<string, unknown>) => decodeMemberInfo({ info: { id: 1, ...fields } })?.referralCode;
    expect(code({ referralCode: 'R1' })).toBe('R1');
    expect(code({ inviteCode: 42 })).toBe('42');
    expect(code({ invitationCode: ' X9 ' })).toBe('X9');
    expect(code({ referralCode: '  ' })).toBeNull();
    expect(code({})).toBeNull();
  });

  it('id wins over customerId, type over customerType', () => {
    expect(decodeMemberInfo({ id: 1, customerId: 2, type: 1, customerType: 4 })).toMatchObject({ id: '1', type: 1 });
  });

  it('account and userName stand in for each other', () => {
    expect(decodeMemberInfo({ id: 1, account: 'acc' })).toMatchObject({ account: 'acc', userName: 'acc' });
    expect(decodeMemberInfo({ id: 1, userName: 'usr' })).toMatchObject({ account: 'usr', userName: 'usr' });
    expect(decodeMemberInfo({ id: 1, account: 'a', userName: 'b' })).toMatchObject({ account: 'a', userName: 'b' });
  });

  it('a broken clubLabel is none; a missing or junk type is the plain member type 0', () => {
    expect(decodeMemberInfo({ id: 1, clubLabel: 'Gold', type: 'agent' })).toMatchObject({ clubLabel: null, type: 0 });
    expect(decodeMemberInfo({ id: 1, clubLabel: {} })?.clubLabel).toEqual({ labelName: '', labelId: '', type: '', rankLevel: 0 });
  });

  it.each([[null], ['info'], [[1]], [{ info: {} }], [{}], [{ info: { type: 1 } }]])('no member in %j: null', (value) => {
    expect(decodeMemberInfo(value)).toBeNull();
  });

  it('a member named only by userName or only by id is still a member', () => {
    expect(decodeMemberInfo({ userName: 'u' })?.userName).toBe('u');
    expect(decodeMemberInfo({ id: 3 })?.id).toBe('3');
  });
});

describe('member type rules (shell §3, §5, §6)', () => {
  it('"-1 means not logged in"', () => {
    expect(NOT_LOGGED_IN).toBe(-1);
  });

  it.each([
    [-1, false, false, true],
    [0, true, false, true],
    [1, true, true, true],
    [2, true, true, true],
    [3, false, false, true],
    [4, false, false, false],
  ])('type %i: download prompts %s, agent %s, chat %s', (type, prompts, agent, chat) => {
    expect(canSeeDownloadPrompts(type)).toBe(prompts);
    expect(isAgent(type)).toBe(agent);
    expect(hasChat(type)).toBe(chat);
    expect(syncsLanguage(type)).toBe(chat);
  });

  it('"clubLabel.type AUTO means the VIP benefit is shown"', () => {
    const member = decodeMemberInfo(served) as MemberInfo;
    expect(showsVipBenefit(member)).toBe(true);
    expect(showsVipBenefit({ ...member, clubLabel: { ...gold, type: 'MANUAL' } })).toBe(false);
    expect(showsVipBenefit({ ...member, clubLabel: { ...gold, type: 'auto' } })).toBe(false);
    expect(showsVipBenefit({ ...member, clubLabel: null })).toBe(false);
    expect(showsVipBenefit(null)).toBe(false);
  });
});
