import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../testing/in-memory-store';
import type { RegistrationContext } from './ports';
import {
  decodePushedRegistrationInfo,
  NO_PUSHED_INFO,
  pushedAffiliateFirst,
  pushedDomainFirst,
  PUSHED_REGISTRATION_INFO_KEY,
  PushedRegistrationInfoStore,
  type PushedRegistrationInfo,
} from './pushed-registration-info';

describe('player-journey §3 "Pushed registration info: affiliateCode, referralCode, originalDomain"', () => {
  it('an object or its JSON text; codes trimmed (numbers as text); the original domain kept as a host', () => {
    const expected = { affiliateCode: 'aff7', referralCode: '12345', originalDomain: 'aff7.demo.test:8443' };
    expect(decodePushedRegistrationInfo({ affiliateCode: ' aff7 ', referralCode: 12345, originalDomain: 'aff7.demo.test:8443' })).toEqual(expected);
    expect(decodePushedRegistrationInfo(JSON.stringify({ affiliateCode: 'aff7', referralCode: '12345', originalDomain: 'https://aff7.demo.test:8443/m/home' }))).toEqual(expected);
    expect(decodePushedRegistrationInfo({ originalDomain: 'https://www.demo.test' })).toEqual({ affiliateCode: null, referralCode: null, originalDomain: 'www.demo.test' });
  });

  it('a bare original domain is read as an https address, as the page\'s own location.host: port 443 is the default one, port 80 is kept', () => {
    expect(decodePushedRegistrationInfo({ originalDomain: 'aff7.demo.test:443' })?.originalDomain).toBe('aff7.demo.test');
    expect(decodePushedRegistrationInfo({ originalDomain: 'aff7.demo.test:80' })?.originalDomain).toBe('aff7.demo.test:80');
  });

  it('junk fields are left out: blank, inner spaces, over 64 characters, objects, other schemes, NaN', () => {
    expect(
      decodePushedRegistrationInfo({ affiliateCode: 'a b', referralCode: 'x'.repeat(65), originalDomain: 'javascript:alert(1)' }),
    ).toBeNull();
    expect(decodePushedRegistrationInfo({ affiliateCode: {}, referralCode: Number.NaN, originalDomain: 7 })).toBeNull();
    expect(decodePushedRegistrationInfo({ affiliateCode: '   ', referralCode: 'x'.repeat(64) })).toEqual({ affiliateCode: null, referralCode: 'x'.repeat(64), originalDomain: null });
  });

  // A list holding the JSON text is neither an object nor its text: only text is parsed.
  it.each([[null], ['not json'], ['[1]'], [[{ affiliateCode: 'a' }]], [['{"affiliateCode":"a"}']], [42], [{}]])('nothing usable (%j): null', (raw) => {
    expect(decodePushedRegistrationInfo(raw)).toBeNull();
  });

  it('with nothing pushed (or a kept push gone bad), each of the three fields reads as none (null)', () => {
    const local = new InMemoryStore();
    const store = new PushedRegistrationInfoStore(local);
    const none = { affiliateCode: null, referralCode: null, originalDomain: null };
    expect(store.read()).toEqual(none);
    local.set(PUSHED_REGISTRATION_INFO_KEY, '{broken');
    expect(store.read()).toEqual(none);
  });

  it('docs/decisions.md "kept whole in local storage `pushedRegistrationInfo`": the key name is a contract with pushes already kept on phones', () => {
    const phone = new InMemoryStore();
    phone.set('pushedRegistrationInfo', JSON.stringify({ affiliateCode: 'kept1', referralCode: null, originalDomain: null }));
    const store = new PushedRegistrationInfoStore(phone);
    expect(store.read().affiliateCode).toBe('kept1');
    store.accept({ affiliateCode: 'aff7' });
    expect(JSON.parse(phone.get('pushedRegistrationInfo')!)).toEqual({ affiliateCode: 'aff7', referralCode: null, originalDomain: null });
  });

  it('the store keeps a usable push in local storage (a new one replaces it whole) and refuses junk', () => {
    const local = new InMemoryStore();
    const store = new PushedRegistrationInfoStore(local);
    expect(store.accept({ affiliateCode: 'aff7', originalDomain: 'aff7.demo.test' })).toBe(true);
    expect(JSON.parse(local.get(PUSHED_REGISTRATION_INFO_KEY)!)).toEqual({ affiliateCode: 'aff7', referralCode: null, originalDomain: 'aff7.demo.test' });
    expect(store.accept('junk')).toBe(false);
    expect(store.read().affiliateCode).toBe('aff7');
    expect(store.accept({ referralCode: 'r9' })).toBe(true);
    expect(store.read()).toEqual({ affiliateCode: null, referralCode: 'r9', originalDomain: null });
  });

  it('registrations send the pushed affiliate code and referral code (as r) first, else the stored ones', () => {
    let pushed: PushedRegistrationInfo = { affiliateCode: 'pushedA', referralCode: 'pushedR', originalDomain: null };
    const affiliate = pushedAffiliateFirst({ read: () => pushed }, { stored: () => ({ affiliateCode: 'storedA', r: 'storedR' }) });
    expect(affiliate.stored()).toEqual({ affiliateCode: 'pushedA', r: 'pushedR' });
    pushed = { affiliateCode: null, referralCode: null, originalDomain: null };
    expect(affiliate.stored()).toEqual({ affiliateCode: 'storedA', r: 'storedR' });
  });

  it('the registration domain is the pushed original domain first, else the page\'s host; every other fact is the page\'s', async () => {
    let originalDomain: string | null = 'aff7.demo.test';
    const page: RegistrationContext = {
      registerMethod: () => 'APP',
      loginDeviceId: async () => 'd'.repeat(36),
      isOfficialAppLogin: () => true,
      registerUrl: () => 'https://app.demo.test/m/register',
      domain: () => 'app.demo.test',
      query: () => '?referralCode=q1',
    };
    const context = pushedDomainFirst({ read: () => ({ ...NO_PUSHED_INFO, originalDomain }) }, page);
    expect(context.domain()).toBe('aff7.demo.test');
    originalDomain = null;
    expect(context.domain()).toBe('app.demo.test');
    expect([context.registerMethod(), await context.loginDeviceId(), context.isOfficialAppLogin(), context.registerUrl(), context.query()]).toEqual([
      'APP',
      'd'.repeat(36),
      true,
      'https://app.demo.test/m/register',
      '?referralCode=q1',
    ]);
  });
});
