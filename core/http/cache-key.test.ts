import { describe, expect, it } from 'vitest';
import { cacheKey, canonicalQuery, inFlightKey } from './cache-key';
import { endpoints } from './endpoints';

const scope = { merchantCode: 'DEMO1', language: 'EN' };

describe('the cache-key rule (player-journey §7 "A cache-key rule marks which paths are cacheable")', () => {
  it('query fields in a stable order, empty values left out, encoded, joined with &', () => {
    expect(canonicalQuery({ b: 2, a: 'x y', c: undefined, d: null, e: false, f: 0 })).toBe('a=x%20y&b=2&e=false&f=0');
    expect(canonicalQuery(undefined)).toBe('');
    expect(canonicalQuery({})).toBe('');
  });

  it('a cacheable GET is kept per merchant, language, path and query', () => {
    expect(cacheKey(endpoints.systemCountry, { merchant: 'DEMO1' }, scope)).toBe('wps-cache:DEMO1:EN:/wps/system/country?merchant=DEMO1');
    expect(cacheKey(endpoints.systemCountry, undefined, scope)).toBe('wps-cache:DEMO1:EN:/wps/system/country');
    expect(cacheKey(endpoints.systemCountry, undefined, { merchantCode: 'DEMO2', language: 'CN' })).toBe(
      'wps-cache:DEMO2:CN:/wps/system/country',
    );
  });

  it('rows not marked cacheable, no-cache rows and other methods are never cached', () => {
    expect(cacheKey(endpoints.gameMatches, undefined, scope)).toBeNull();
    expect(cacheKey({ ...endpoints.systemCountry, noCache: true }, undefined, scope)).toBeNull();
    expect(cacheKey({ ...endpoints.systemCountry, method: 'POST' }, undefined, scope)).toBeNull();
  });
});

describe('the identity of an in-flight GET (shell §7 "de-duplicates parallel identical requests")', () => {
  it('same URL, query and headers in any order: the same request', () => {
    expect(inFlightKey('/wps/a', { y: 1, x: 2 }, { B: '2', A: '1' })).toBe(inFlightKey('/wps/a', { x: 2, y: 1 }, { A: '1', B: '2' }));
    expect(inFlightKey('/wps/a', { x: 2 }, { A: '1', B: '2' })).toBe('/wps/a?x=2#A:1|B:2');
  });

  it('a different header value (another token or language) is another request', () => {
    expect(inFlightKey('/wps/a', undefined, { Language: 'EN' })).not.toBe(inFlightKey('/wps/a', undefined, { Language: 'CN' }));
    expect(inFlightKey('/wps/a', undefined, { Authorization: 'Bearer a' })).not.toBe(
      inFlightKey('/wps/a', undefined, { Authorisation: 'Bearer a' }),
    );
  });
});
