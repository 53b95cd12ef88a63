import { describe, expect, it } from 'vitest';
import { inAppPath, linkTarget, requiringLogin } from './safe-link';

const session = { token: 'T1', userName: 'player01' };

describe('linkTarget: "a link starting with /m without http is an in-app route" (shell §5 Banner URL type)', () => {
  it('a /m link is an in-app route, query and hash kept', () => {
    expect(linkTarget('/m/voucherCenter', null)).toEqual({ kind: 'route', href: '/m/voucherCenter' });
    expect(linkTarget('/m/activity?id=7#top', session)).toEqual({ kind: 'route', href: '/m/activity?id=7#top' });
    expect(linkTarget('/m', null)).toEqual({ kind: 'route', href: '/m' });
    expect(linkTarget('  /m/home  ', null)).toEqual({ kind: 'route', href: '/m/home' });
  });

  it('blanks around the link (spaces, no-break spaces, a byte-order mark) are dropped; blanks inside it are kept', () => {
    expect(linkTarget('\u00a0\ufeff /m/home \ufeff\u00a0', null)).toEqual({ kind: 'route', href: '/m/home' });
    expect(linkTarget('/m/search?q=a b', null)).toEqual({ kind: 'route', href: '/m/search?q=a%20b' });
    expect(linkTarget(' https://promo.example/a b\u00a0', null)).toEqual({ kind: 'external', url: 'https://promo.example/a%20b', noopener: true });
  });

  it('an in-app route never carries the session in its query', () => {
    expect(linkTarget('/m/rewardCenter', session)).toEqual({ kind: 'route', href: '/m/rewardCenter' });
  });

  it('"without http": a /m link that mentions http is not in-app, and being relative it is refused', () => {
    expect(linkTarget('/m/go?to=https://evil.example', null)).toEqual({ kind: 'refused', reason: 'unsafe-link' });
  });

  it('a path that only looks like /m (/mall, /m/../x, /m\\..) is not in-app', () => {
    expect(inAppPath('/mall')).toBeNull();
    expect(inAppPath('/m/../admin')).toBeNull();
    expect(inAppPath('/m\\..\\evil')).toBeNull();
    expect(linkTarget('/mall', null)).toEqual({ kind: 'refused', reason: 'unsafe-link' });
  });
});

describe('linkTarget: "Otherwise it opens externally, with token and username added to its query when a session exists"', () => {
  it('guest: the external link as it is, opened with noopener', () => {
    expect(linkTarget('https://promo.example/a?x=1', null)).toEqual({ kind: 'external', url: 'https://promo.example/a?x=1', noopener: true });
    expect(linkTarget('http://promo.example', null)).toEqual({ kind: 'external', url: 'http://promo.example/', noopener: true });
  });

  it('signed in: token and username are added to the query (replacing any the link had)', () => {
    expect(linkTarget('https://promo.example/a?x=1&token=old', session)).toEqual({
      kind: 'external',
      url: 'https://promo.example/a?x=1&token=T1&username=player01',
      noopener: true,
    });
  });
});

describe('linkTarget: a link of any scheme other than http(s) is refused (docs/decisions.md "Home links, action button, referral and game vendors")', () => {
  const refused = { kind: 'refused', reason: 'unsafe-link' };
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/x',
    'intent://scan/#Intent;scheme=zxing;end',
    '//evil.example/m/home',
    '\\\\evil.example',
    '/\\evil.example',
    'https:///',
    'https://promo.example/\u0000x',
    'https://promo.example/a\u0085b',
    'evil.example',
  ])('%j is refused', (link) => {
    expect(linkTarget(link, session)).toEqual(refused);
  });

  it('no link at all is missing, not unsafe', () => {
    expect(linkTarget(null, null)).toEqual({ kind: 'refused', reason: 'missing-link' });
    expect(linkTarget('   ', null)).toEqual({ kind: 'refused', reason: 'missing-link' });
  });
});

describe('requiringLogin: "require a login; otherwise the user goes to /m/login" (shell §5)', () => {
  it('a guest goes to /m/login; a signed-in player keeps the target; a refused link stays refused', () => {
    expect(requiringLogin({ kind: 'route', href: '/m/voucherCenter' }, false)).toEqual({ kind: 'login', href: '/m/login' });
    expect(requiringLogin({ kind: 'route', href: '/m/voucherCenter' }, true)).toEqual({ kind: 'route', href: '/m/voucherCenter' });
    expect(requiringLogin({ kind: 'refused', reason: 'unsafe-link' }, false)).toEqual({ kind: 'refused', reason: 'unsafe-link' });
  });
});
