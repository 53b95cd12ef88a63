import { describe, expect, it } from 'vitest';
import { decodePromotions, isPromotionOn } from './available-promotions';

describe('decodePromotions: "Promotion: looked up by key with an enabled flag; key REFERRAL" (shell §3)', () => {
  it('a list of {key, enabled}, flags read leniently, keys upper-cased', () => {
    expect(decodePromotions([{ key: 'referral', enabled: '1' }, { key: 'DAILY', enabled: 'false' }, { code: 'VIP', status: true }])).toEqual([
      { key: 'REFERRAL', enabled: true },
      { key: 'DAILY', enabled: false },
      { key: 'VIP', enabled: true },
    ]);
  });

  it('the list under value, list or promotions; or a map {KEY: flag}', () => {
    const expected = [{ key: 'REFERRAL', enabled: true }];
    expect(decodePromotions({ value: [{ key: 'REFERRAL', enabled: true }] })).toEqual(expected);
    expect(decodePromotions({ list: [{ key: 'REFERRAL', enabled: 1 }] })).toEqual(expected);
    expect(decodePromotions({ value: { promotions: [{ name: 'REFERRAL', value: 'true' }] } })).toEqual(expected);
    expect(decodePromotions({ success: true, value: { REFERRAL: '1' } })).toEqual(expected);
  });

  it('a map: the answer envelope (value, success, message, errorCode) is no promotion; keys are trimmed, blank ones dropped', () => {
    expect(decodePromotions({ success: true, message: 'OK', errorCode: 0, value: { ' referral ': true, '  ': true } })).toEqual([
      { key: 'REFERRAL', enabled: true },
    ]);
    expect(decodePromotions({ value: 'x', REWCEN3: 1 })).toEqual([{ key: 'REWCEN3', enabled: true }]);
  });

  it('junk entries are dropped, an unreadable flag is off, no answer is no promotions', () => {
    expect(decodePromotions([null, 'REFERRAL', { enabled: true }, { key: 'REFERRAL', enabled: 'maybe' }])).toEqual([{ key: 'REFERRAL', enabled: false }]);
    expect(decodePromotions(null)).toEqual([]);
    expect(decodePromotions('REFERRAL')).toEqual([]);
  });
});

describe('isPromotionOn: looked up by key', () => {
  it('on only when listed and enabled', () => {
    expect(isPromotionOn([{ key: 'REFERRAL', enabled: true }], 'referral')).toBe(true);
    expect(isPromotionOn([{ key: 'REFERRAL', enabled: false }], 'REFERRAL')).toBe(false);
    expect(isPromotionOn([{ key: 'DAILY', enabled: true }], 'REFERRAL')).toBe(false);
    expect(isPromotionOn([{ key: 'DAILY', enabled: false }, { key: 'REFERRAL', enabled: true }], 'REFERRAL')).toBe(true);
  });
});
