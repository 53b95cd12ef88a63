import { describe, expect, it } from 'vitest';
import type { RegistrationContext } from './ports';
import { commonFields, gatherRegistrationFacts, referralCodeFrom, type RegistrationFacts } from './registration-payload';

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

describe('registration facts (player-journey §3 "Registration request"; docs/decisions.md "Registration rules")', () => {
  const page: RegistrationContext = {
    registerMethod: () => 'PWA',
    loginDeviceId: async () => 'd'.repeat(36),
    isOfficialAppLogin: () => true,
    registerUrl: () => 'https://m.demo.test/m/register?r=R1',
    domain: () => 'm.demo.test',
    query: () => '?r=R1',
  };

  it('gathers the page\'s facts, the stored affiliate code, the referral code and the stored tracking values', async () => {
    const facts = await gatherRegistrationFacts(page, { stored: () => ({ affiliateCode: 'AFF1', r: 'R0' }) }, { values: () => ({ fbclid: 'F1' }) });
    expect(facts).toEqual({
      registerMethod: 'PWA',
      registerUrl: 'https://m.demo.test/m/register?r=R1',
      domain: 'm.demo.test',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: true,
      affiliateCode: 'AFF1',
      referralCode: 'R0',
      pixelTrack: { fbclid: 'F1' },
    });
  });

  it('a device id the page cannot give is no device id (empty), never a failure', async () => {
    const noDevice = { ...page, loginDeviceId: () => Promise.reject(new Error('no storage')) };
    const facts = await gatherRegistrationFacts(noDevice, { stored: () => ({ affiliateCode: null, r: null }) }, { values: () => ({}) });
    expect(facts.loginDeviceId).toBe('');
  });
});
