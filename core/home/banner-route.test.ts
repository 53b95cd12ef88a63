import { describe, expect, it } from 'vitest';
import { decodeBanner, type Banner } from '../config/banner';
import { bannerTarget } from './banner-route';

const session = { token: 'T1', userName: 'player01' };
const here = 'https://m.demo.test/m/home?r=AFF';
const banner = (fields: Record<string, unknown>): Banner => decodeBanner(fields)!;
const query = (href: string) => Object.fromEntries(new URLSearchParams(href.split('?')[1]));

describe('bannerTarget: "linkage type P → /m/activity?id=…" (shell §2, §5)', () => {
  it('P opens the activity detail, for guests and members alike', () => {
    expect(bannerTarget(banner({ linkageType: 'P', linkage: '701' }), { session: null, currentUrl: here })).toEqual({ kind: 'route', href: '/m/activity?id=701' });
    expect(bannerTarget(banner({ linkageType: 'P', linkage: 'a&b' }), { session, currentUrl: here })).toEqual({ kind: 'route', href: '/m/activity?id=a%26b' });
  });

  it('P without an id leads nowhere', () => {
    expect(bannerTarget(banner({ linkageType: 'P', linkage: ' ' }), { session, currentUrl: here })).toEqual({ kind: 'refused', reason: 'missing-link' });
    expect(bannerTarget(banner({ linkageType: 'P' }), { session, currentUrl: here })).toEqual({ kind: 'refused', reason: 'missing-link' });
  });
});

describe('bannerTarget: "G → game launch (login required, else /m/login)" (shell §2 /m/launchGame, §5)', () => {
  const lobby = banner({ linkageType: 'G', linkage: 'lobby', roomId: '1', gameType: 'LOTT', vendor: 'ELOTT' });

  it('"Game and lottery launches require a login; otherwise the user goes to /m/login"', () => {
    expect(bannerTarget(lobby, { session: null, currentUrl: here })).toEqual({ kind: 'login', href: '/m/login' });
  });

  it('"prize_mode plus code (code is lobby for the lottery lobby)" and "a backUrl field holding the current address"', () => {
    const target = bannerTarget(lobby, { session, currentUrl: here });
    expect(target.kind).toBe('route');
    const href = target.kind === 'route' ? target.href : '';
    expect(href.startsWith('/m/launchGame?')).toBe(true);
    expect(query(href)).toEqual({ prize_mode: '1', code: 'lobby', backUrl: here });
  });

  it('an empty linkage is the lobby; without roomId the prize mode is the gameType', () => {
    const target = bannerTarget(banner({ linkageType: 'G', gameType: 'LOTT', vendor: 'ELOTT' }), { session, currentUrl: here });
    expect(target.kind === 'route' && query(target.href)).toEqual({ prize_mode: 'LOTT', code: 'lobby', backUrl: here });
  });

  it('the code is the linkage without its surrounding blanks; a blank linkage is the lobby', () => {
    const launch = (linkage: string) => {
      const target = bannerTarget(banner({ linkageType: 'G', linkage, roomId: '1' }), { session, currentUrl: here });
      return target.kind === 'route' && query(target.href);
    };
    expect(launch(' 3D ')).toEqual({ prize_mode: '1', code: '3D', backUrl: here });
    expect(launch('   ')).toEqual({ prize_mode: '1', code: 'lobby', backUrl: here });
  });

  it('a game banner with neither roomId nor gameType sends no prize_mode', () => {
    const target = bannerTarget(banner({ linkageType: 'G', linkage: 'lobby', vendor: 'ELOTT' }), { session, currentUrl: here });
    expect(target.kind === 'route' && query(target.href)).toEqual({ code: 'lobby', backUrl: here });
  });

  it('"or vendor plus code for the Vietnam lottery" (LOTT, VIETNAM_LOTTO)', () => {
    for (const vendor of ['LOTT', 'vietnam_lotto']) {
      const target = bannerTarget(banner({ linkageType: 'G', linkage: 'HN', roomId: '2', vendor }), { session, currentUrl: here });
      expect(target.kind === 'route' && query(target.href)).toEqual({ vendor: vendor.toUpperCase(), code: 'HN', backUrl: here });
    }
  });
});

describe('bannerTarget: URL banners follow the safe link rule (shell §5 Banner URL type)', () => {
  it('in-app /m link → route; external → with token and username when signed in, noopener', () => {
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: '/m/voucherCenter' }), { session, currentUrl: here })).toEqual({ kind: 'route', href: '/m/voucherCenter' });
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: 'https://promo.example/x' }), { session, currentUrl: here })).toEqual({
      kind: 'external',
      url: 'https://promo.example/x?token=T1&username=player01',
      noopener: true,
    });
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: 'https://promo.example/x' }), { session: null, currentUrl: here })).toEqual({
      kind: 'external',
      url: 'https://promo.example/x',
      noopener: true,
    });
  });

  it('"Links with a scheme other than http(s) are refused"', () => {
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: 'javascript:alert(document.cookie)' }), { session, currentUrl: here })).toEqual({
      kind: 'refused',
      reason: 'unsafe-link',
    });
  });

  it('a banner of no known linkage type leads nowhere', () => {
    expect(bannerTarget(banner({ linkageType: 'Z', linkage: '/m/home' }), { session, currentUrl: here })).toEqual({ kind: 'refused', reason: 'missing-link' });
  });
});
