import { describe, expect, it } from 'vitest';
import { canonicalPath, needsNoindex, segmentCount, seoFor } from './seo';

describe('noindex (shell §2 "Pages on other paths, or on hosts not starting with www or localhost, or paths deeper than two segments, get a robots noindex tag")', () => {
  it.each([
    ['www.example.com', '/m/home'],
    ['www.example.com', '/'],
    ['www.example.com', '/m/'],
    ['www.example.com', '/m/register.html'],
    ['WWW.example.com', '/m/game'],
    ['www.example.com:8443', '/m/game'],
    ['localhost', '/m/home'],
    ['localhost:5173', '/m/home'],
    ['www.example.com', '/m/home?utm_source=homescreen'],
    ['www.example.com', '/m/home/'],
  ])('%s%s may be indexed', (host, path) => {
    expect(needsNoindex(host, path)).toBe(false);
  });

  it.each([
    ['www.example.com', '/m/unknown', 'a path with no route'],
    ['www.example.com', '/m/Home', 'a path with no route (case-sensitive)'],
    ['example.com', '/m/home', 'a host not starting with www'],
    ['m.example.com', '/m/home', 'a host not starting with www'],
    ['wwwx.example.com', '/m/home', "'wwwx.' is not 'www.'"],
    ['localhostx.example.com', '/m/home', 'not localhost'],
    ['127.0.0.1:5173', '/m/home', 'an IP address'],
    ['www.example.com', '/m/securityCenter/addBankCard', 'three segments'],
    ['www.example.com', '/m/member/home', 'three segments'],
    ['www.example.com', '/m/mall/mallHome', 'three segments'],
  ])('%s%s gets noindex: %s', (host, path) => {
    expect(needsNoindex(host, path)).toBe(true);
  });

  it.each([
    ['/', 0],
    ['/m', 1],
    ['/m/', 1],
    ['/m/home', 2],
    ['//m//home', 2],
    ['/m/home?a=/b/c', 2],
    ['/m/securityCenter/addBankCard', 3],
  ])('%s has %i segments', (path, count) => {
    expect(segmentCount(path)).toBe(count);
  });
});

describe('canonical path (docs/decisions.md "Routing and language policies")', () => {
  it.each([
    ['/', '/m/home'],
    ['/m', '/m/home'],
    ['/m/', '/m/home'],
    ['/m/index', '/m/home'],
    ['/m/index.html', '/m/home'],
    ['/m/home/', '/m/home'],
    ['/m/register.html', '/m/register'],
    ['/m/game?x=1#a', '/m/game'],
    ['/m/voucherCenter', '/m/voucherCenter'],
    ['/m/unknown', '/m/home'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });
});

describe('seoFor (shell §2 "Page titles, descriptions and canonical links are set per path from a configuration, falling back to the /m/home entry")', () => {
  it('a known path gets its own entry and a canonical link without query', () => {
    expect(seoFor('/m/voucherCenter?token=x&r=1', 'https://www.example.com')).toEqual({
      titleKey: 'voucher_center_title',
      descriptionKey: 'voucher_center_desc',
      canonicalUrl: 'https://www.example.com/m/voucherCenter',
      noindex: false,
    });
  });

  it('a home alias gets the /m/home canonical link', () => {
    expect(seoFor('/', 'https://www.example.com/')).toMatchObject({ titleKey: 'home_title', canonicalUrl: 'https://www.example.com/m/home', noindex: false });
  });

  it('a path with no entry falls back to the /m/home entry and is noindex', () => {
    expect(seoFor('/m/unknown', 'https://www.example.com')).toEqual({
      titleKey: 'home_title',
      descriptionKey: 'home_desc',
      canonicalUrl: 'https://www.example.com/m/home',
      noindex: true,
    });
  });

  it.each(['https://www.example.com/', 'https://www.example.com//', 'https://www.example.com///'])(
    'the canonical link is the route\'s canonical path on the origin: %s gives one slash before /m/home, not an empty path segment',
    (origin) => {
      expect(seoFor('/m/index.html', origin).canonicalUrl).toBe('https://www.example.com/m/home');
    },
  );

  it('reads the host of the origin for noindex, port and all', () => {
    expect(seoFor('/m/home', 'http://localhost:5173').noindex).toBe(false);
    expect(seoFor('/m/home', 'http://localhost:5173').canonicalUrl).toBe('http://localhost:5173/m/home');
    expect(seoFor('/m/home', 'https://aff.example.com').noindex).toBe(true);
    expect(seoFor('/m/home', 'https://www.example.com/m/').noindex).toBe(false);
    expect(seoFor('/m/home', 'HTTPS://www.example.com').noindex).toBe(false);
    expect(seoFor('/m/member/home', 'https://www.example.com').noindex).toBe(true);
  });
});
