import { describe, expect, it } from 'vitest';
import { commonFields, referralCodeFrom, type RegistrationFacts } from './registration-payload';

const FACTS: RegistrationFacts = {
  registerMethod: 'H5',
  registerUrl: 'https://m.demo.test/m/register?referralCode=FRIEND',
  domain: 'm.demo.test',
  loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false,
  affiliateCode: 'AFF1',
  referralCode: 'FRIEND',
  pixelTrack: { fbclid: 'F1' },
};

describe('registration request fields (player-journey §3 "Registration request")', () => {
  it('carries registerMethod, registerUrl, domain, loginDeviceId, isOfficialAppLogin, affiliate and referral codes, pixelTrack and the login flag', () => {
    expect(commonFields(FACTS, undefined)).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://m.demo.test/m/register?referralCode=FRIEND',
      domain: 'm.demo.test',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
      affiliateCode: 'AFF1',
      referralCode: 'FRIEND',
      pixelTrack: { fbclid: 'F1' },
      login: true,
    });
  });

  it('"A device id is valid only if exactly 36 characters": a 35- or 37-character id is not sent', () => {
    expect(commonFields({ ...FACTS, loginDeviceId: 'd'.repeat(35) }, undefined)).not.toHaveProperty('loginDeviceId');
    expect(commonFields({ ...FACTS, loginDeviceId: 'd'.repeat(37) }, undefined)).not.toHaveProperty('loginDeviceId');
    expect(commonFields({ ...FACTS, loginDeviceId: '' }, undefined)).not.toHaveProperty('loginDeviceId');
  });

  it('no affiliate or referral code known: both sent as empty text; no tracking: an empty pixelTrack', () => {
    expect(commonFields({ ...FACTS, affiliateCode: null, referralCode: null, pixelTrack: {} }, undefined)).toMatchObject({
      affiliateCode: '',
      referralCode: '',
      pixelTrack: {},
    });
  });

  it('the captcha fields go only when given (geetestSeccode, geetestValidateV4 and the identifying challenge)', () => {
    const fields = commonFields(FACTS, { geetestChallenge: 'C', geetestSeccode: 'S', geetestValidateV4: '' });
    expect(fields).toMatchObject({ geetestChallenge: 'C', geetestSeccode: 'S' });
    expect(fields).not.toHaveProperty('geetestValidateV4');
  });
});

describe('referral code ("affiliateCode and referralCode from what the shell stored")', () => {
  it('the query field referralCode wins', () => {
    expect(referralCodeFrom('?referralCode=%20FRIEND%20&r=R1', 'R0')).toBe('FRIEND');
  });
  it('else the stored r', () => {
    expect(referralCodeFrom('?referralCode=', 'R0')).toBe('R0');
    expect(referralCodeFrom('', 'R0')).toBe('R0');
  });
  it('else none', () => {
    expect(referralCodeFrom('', null)).toBeNull();
  });
});
