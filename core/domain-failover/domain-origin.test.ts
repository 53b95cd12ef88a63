import { describe, expect, it } from 'vitest';
import { domainOrigin, domainOrigins } from './domain-origin';

describe('domain names of the site config (docs/decisions.md "Domain names in the site config")', () => {
  it.each([
    ['https://a.example', 'https://a.example'],
    ['https://a.example/', 'https://a.example'],
    ['https://a.example/m/index.html?x=1', 'https://a.example'],
    ['http://a.example:8080/', 'http://a.example:8080'],
    ['  HTTPS://A.Example  ', 'https://a.example'],
  ])('a full origin %j is pinged at %j', (name, origin) => {
    expect(domainOrigin(name, true)).toBe(origin);
  });

  it.each([
    ['a.example', true, 'https://a.example'],
    ['a.example/', true, 'https://a.example'],
    ['a.example:8443/m/', true, 'https://a.example:8443'],
    ['//a.example', true, 'https://a.example'],
    ['a.example', false, 'http://a.example'],
  ])('a bare host %j on a page secure=%s takes the page scheme: %j', (name, secure, origin) => {
    expect(domainOrigin(name, secure)).toBe(origin);
  });

  it.each(['', '   ', 'javascript:alert(1)', 'ftp://a.example', 'data:text/html,x', 'https://user:pw@a.example', 'http://', 'a b.example'])(
    'an invalid or non-http(s) name %j is skipped',
    (name) => {
      expect(domainOrigin(name, true)).toBeNull();
    },
  );

  it('the list keeps the server order, drops invalid names and repeats', () => {
    expect(domainOrigins(['b.example', 'javascript:x', 'https://a.example/', 'https://b.example', 'a.example'], true)).toEqual([
      'https://b.example',
      'https://a.example',
    ]);
  });
});

describe('domain names: bare hosts with a port or a link in the path, and credentials (docs/decisions.md "Domain names in the site config")', () => {
  it.each([
    ['a.example:8443', 'https://a.example:8443'],
    ['a.example:8/', 'https://a.example:8'],
    ['a.example/go?to=https://b.example', 'https://a.example'],
  ])('the bare host %j takes the page scheme: %j', (name, origin) => {
    expect(domainOrigin(name, true)).toBe(origin);
  });

  it.each(['https://user@a.example', 'https://:pw@a.example'])('"credentials" (%j) are skipped', (name) => {
    expect(domainOrigin(name, true)).toBeNull();
  });
});
