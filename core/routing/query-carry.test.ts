import { describe, expect, it } from 'vitest';
import { CARRIED_QUERY_FIELDS, carryQuery } from './query-carry';

describe('query carry (shell §2 "The router carries these query fields across navigation … plus stored tracking values")', () => {
  it('lists the twelve carried fields of shell §2, in order', () => {
    expect(CARRIED_QUERY_FIELDS).toEqual(['affiliateCode', 'referralCode', 'r', 'inApp', 'fbclid', 'gclid', 'ttclid', 'kwaiclid', 'bbg', 'isBgeTest', 'cid', 'kw']);
  });

  it.each(CARRIED_QUERY_FIELDS)('carries %s from the current query to the target', (field) => {
    expect(carryQuery(`?${field}=v1`, '/m/game', {})).toBe(`/m/game?${field}=v1`);
  });

  it('carries every carried field at once, in the list order', () => {
    const current = '?kw=12&cid=11&isBgeTest=10&bbg=9&kwaiclid=8&ttclid=7&gclid=6&fbclid=5&inApp=4&r=3&referralCode=2&affiliateCode=1';
    expect(carryQuery(current, '/m/game', {})).toBe(
      '/m/game?affiliateCode=1&referralCode=2&r=3&inApp=4&fbclid=5&gclid=6&ttclid=7&kwaiclid=8&bbg=9&isBgeTest=10&cid=11&kw=12',
    );
  });

  it('accepts the current query with or without its "?"', () => {
    expect(carryQuery('r=7', '/m/game', {})).toBe('/m/game?r=7');
  });

  it('does not carry fields outside the list', () => {
    expect(carryQuery('?id=5&utm_source=x&r=1', '/m/game', {})).toBe('/m/game?r=1');
  });

  it('"plus stored tracking values": the stored fbc and fbp (Fbc/fbp cookie lifetime 90 days) are carried as fbc and fbp', () => {
    expect(carryQuery('', '/m/game', { fbp: 'fb.1.1.123', fbc: 'fb.1.1.abc', utm_source: 'fb' })).toBe('/m/game?fbp=fb.1.1.123&fbc=fb.1.1.abc&utm_source=fb');
  });

  it('the stored fbc and fbp give way to a target that sets them', () => {
    expect(carryQuery('', '/m/game?fbc=t&fbp=', { fbc: 'fb.1.1.abc', fbp: 'fb.1.1.123' })).toBe('/m/game?fbc=t&fbp=');
  });

  it('fbc and fbp are this browser\'s stored ids: one in the current query (a shared link) is not carried, the stored one is', () => {
    expect(carryQuery('?fbc=fb.1.9.other&fbp=fb.1.9.999', '/m/game', { fbc: 'fb.1.1.abc', fbp: 'fb.1.1.123' })).toBe('/m/game?fbc=fb.1.1.abc&fbp=fb.1.1.123');
    expect(carryQuery('?fbp=fb.1.9.999', '/m/game', {})).toBe('/m/game');
  });

  it('never carries token or tokens: "a token must not leak into URLs"', () => {
    expect(carryQuery('?token=abc&tokens=def&r=1', '/m/game', {})).toBe('/m/game?r=1');
    expect(carryQuery('?token=abc', '/m/game', { token: 'stored', tokens: 'stored2' })).toBe('/m/game');
  });

  it('the target wins: a field the target sets itself is not carried, even when the target sets it empty', () => {
    expect(carryQuery('?r=current', '/m/register?r=target', {})).toBe('/m/register?r=target');
    expect(carryQuery('?r=current', '/m/register?r=', {})).toBe('/m/register?r=');
    expect(carryQuery('?r=current', '/m/register?r=target', { r: 'stored' })).toBe('/m/register?r=target');
  });

  it('empty values in the current query are not carried', () => {
    expect(carryQuery('?fbclid=&r=', '/m/game', {})).toBe('/m/game');
  });

  it('the first of repeated current values is carried', () => {
    expect(carryQuery('?r=a&r=b', '/m/game', {})).toBe('/m/game?r=a');
  });

  describe('stored tracking values', () => {
    it('are added when neither target nor current query has them', () => {
      expect(carryQuery('', '/m/game', { fbclid: 'stored', pixelId: 'p1' })).toBe('/m/game?fbclid=stored&pixelId=p1');
    });

    it('give way to the current query, which is the fresher value', () => {
      expect(carryQuery('?fbclid=fresh&pixelId=p2', '/m/game', { fbclid: 'stored', pixelId: 'p1' })).toBe('/m/game?fbclid=fresh&pixelId=p2');
    });

    it('fill in for an empty current value', () => {
      expect(carryQuery('?fbclid=', '/m/game', { fbclid: 'stored' })).toBe('/m/game?fbclid=stored');
    });

    it('give way to the target', () => {
      expect(carryQuery('', '/m/game?pixelId=t', { pixelId: 'p1' })).toBe('/m/game?pixelId=t');
    });

    it('empty stored values are not added', () => {
      expect(carryQuery('', '/m/game', { pixelId: '' })).toBe('/m/game');
    });

    it('a listed field stored and also in the current query is added once', () => {
      expect(carryQuery('?r=1', '/m/game', { r: '2' })).toBe('/m/game?r=1');
    });
  });

  describe('target href forms', () => {
    it('keeps the target query as written and appends after it', () => {
      expect(carryQuery('?r=1', '/m/launchGame?code=lobby&backUrl=%2Fm%2Fhome', {})).toBe('/m/launchGame?code=lobby&backUrl=%2Fm%2Fhome&r=1');
    });

    it("keeps the target's hash after the query", () => {
      expect(carryQuery('?r=1', '/m/game?x=1#a', {})).toBe('/m/game?x=1&r=1#a');
      expect(carryQuery('?r=1', '/m/game#a', {})).toBe('/m/game?r=1#a');
      expect(carryQuery('?r=1', '/m/game#a?b=2', {})).toBe('/m/game?r=1#a?b=2');
    });

    it('handles an empty query marker', () => {
      expect(carryQuery('?r=1', '/m/game?', {})).toBe('/m/game?r=1');
      expect(carryQuery('?r=1', '/m/game?#a', {})).toBe('/m/game?r=1#a');
    });

    it('encodes carried values', () => {
      expect(carryQuery('?kw=a%20b%26c', '/m/game', {})).toBe('/m/game?kw=a+b%26c');
    });

    it('returns the target unchanged when there is nothing to carry', () => {
      expect(carryQuery('', '/m/game?x=1#a', {})).toBe('/m/game?x=1#a');
      expect(carryQuery('?id=1', '/m/game?', {})).toBe('/m/game?');
    });

    it.each(['https://other.example/x', 'http://other.example/x?a=1', 'HTTPS://other.example', '//other.example/x', 'mailto:cs@example.com', 'tel:+551199999', '#section'])(
      'leaves %s untouched (external or same-document)',
      (href) => {
        expect(carryQuery('?r=1&fbclid=2', href, { pixelId: 'p' })).toBe(href);
      },
    );

    it('an in-app href with a colon or double slash after its start is not external', () => {
      expect(carryQuery('?r=1', '/m/game?t=a:b', {})).toBe('/m/game?t=a:b&r=1');
      expect(carryQuery('?r=1', '/m//game', {})).toBe('/m//game?r=1');
    });

    it('works with a query-only relative href', () => {
      expect(carryQuery('?r=1', '?id=5', {})).toBe('?id=5&r=1');
    });
  });
});
