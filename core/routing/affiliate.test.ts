import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../testing/in-memory-store';
import { affiliateCodeFrom, RememberAffiliate } from './affiliate';

const code = (host: string, query: Record<string, string> = {}) => affiliateCodeFrom(host, query).affiliateCode;

describe('affiliate code (shell §2 "The affiliate code comes from the host subdomain, or from the query field affiliateCode, r or referralCode")', () => {
  describe('from the query: affiliateCode, then r, then referralCode', () => {
    it('affiliateCode wins over r and referralCode and the host', () => {
      expect(affiliateCodeFrom('aff.example.com', { affiliateCode: 'A', r: 'R', referralCode: 'C' })).toEqual({ affiliateCode: 'A', r: 'R' });
    });
    it('r comes next', () => {
      expect(affiliateCodeFrom('aff.example.com', { r: 'R', referralCode: 'C' })).toEqual({ affiliateCode: 'R', r: 'R' });
    });
    it('referralCode last', () => {
      expect(affiliateCodeFrom('aff.example.com', { referralCode: 'C' })).toEqual({ affiliateCode: 'C', r: null });
    });
    it('reads URLSearchParams as well as a record', () => {
      expect(affiliateCodeFrom('www.example.com', new URLSearchParams('?referralCode=C&r=R'))).toEqual({ affiliateCode: 'R', r: 'R' });
      expect(affiliateCodeFrom('www.example.com', new URLSearchParams('affiliateCode=A'))).toEqual({ affiliateCode: 'A', r: null });
    });
    it('empty or blank values count as absent; values are trimmed', () => {
      expect(affiliateCodeFrom('www.example.com', { affiliateCode: '', r: '  ', referralCode: ' C ' })).toEqual({ affiliateCode: 'C', r: null });
      expect(affiliateCodeFrom('aff.example.com', new URLSearchParams('affiliateCode=&r='))).toEqual({ affiliateCode: 'aff', r: null });
    });
  });

  describe('from the host subdomain: first label of a host with 3+ labels', () => {
    it.each([
      ['aff1.example.com', 'aff1'],
      ['wwwx.example.com', 'wwwx'],
      ['aff1.example.com:8443', 'aff1'],
      ['AFF1.Example.com', 'aff1'],
      ['aff1.m.example.com', 'aff1'],
      ['aff1.example.com.', 'aff1'],
      ['mx.example.co.uk', 'mx'],
    ])('%s gives %s', (host, expected) => {
      expect(code(host)).toBe(expected);
    });

    it.each([
      'example.com',
      'example.com.',
      'localhost',
      'localhost:5173',
      'www.example.com',
      'WWW.example.com',
      'm.example.com',
      'mobile.example.com',
      'wap.example.com',
      'api.example.com',
      'localhost.example.com',
      '192.168.0.10',
      '192.168.0.10:5173',
      '[::1]:5173',
      '',
    ])('%s gives none', (host) => {
      expect(affiliateCodeFrom(host, {})).toEqual({ affiliateCode: null, r: null });
    });
  });
});

describe('RememberAffiliate (player-journey §2: affiliateCode and r are stored for registration and the domain retry)', () => {
  it('stores the affiliate code and r under separate keys', () => {
    const store = new InMemoryStore();
    const remembered = new RememberAffiliate(store).execute('www.example.com', { affiliateCode: 'A', r: 'R' });
    expect(remembered).toEqual({ affiliateCode: 'A', r: 'R' });
    expect(store.get('affiliateCode')).toBe('A');
    expect(store.get('r')).toBe('R');
  });

  it('stores a host subdomain code', () => {
    const store = new InMemoryStore();
    expect(new RememberAffiliate(store).execute('aff9.example.com', {})).toEqual({ affiliateCode: 'aff9', r: null });
    expect(store.get('affiliateCode')).toBe('aff9');
    expect(store.get('r')).toBeNull();
  });

  it('keeps the stored values when the new visit has none', () => {
    const store = new InMemoryStore();
    const remember = new RememberAffiliate(store);
    remember.execute('www.example.com', { affiliateCode: 'A', r: 'R' });
    expect(remember.execute('www.example.com', {})).toEqual({ affiliateCode: 'A', r: 'R' });
    expect(remember.stored()).toEqual({ affiliateCode: 'A', r: 'R' });
  });

  it('a new visit with a code replaces the stored one; r stays when the visit has no r', () => {
    const store = new InMemoryStore();
    const remember = new RememberAffiliate(store);
    remember.execute('www.example.com', { affiliateCode: 'A', r: 'R' });
    expect(remember.execute('www.example.com', { affiliateCode: 'B' })).toEqual({ affiliateCode: 'B', r: 'R' });
  });

  it('stored() is empty before any visit, and reads an empty stored value as none', () => {
    const store = new InMemoryStore();
    const remember = new RememberAffiliate(store);
    expect(remember.stored()).toEqual({ affiliateCode: null, r: null });
    store.set('affiliateCode', '');
    store.set('r', '');
    expect(remember.stored()).toEqual({ affiliateCode: null, r: null });
  });
});
