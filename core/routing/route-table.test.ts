import { describe, expect, it } from 'vitest';
import { findRoute, normalizePath, pathOf, RELOAD_IN_PLACE_PATHS, ROUTES, type RouteAccess, type RouteId } from './route-table';

const idOf = (path: string) => findRoute(path)?.id ?? null;

describe('route table (shell §2 Routes, player-journey §2)', () => {
  it.each([
    ['/', 'home'],
    ['/m', 'home'],
    ['/m/', 'home'],
    ['/m/home', 'home'],
    ['/m/index', 'home'],
    ['/m/index.html', 'home'],
    ['/m/login', 'login'],
    ['/m/register', 'register'],
    ['/m/register.html', 'register'],
    ['/m/member/home', 'memberHome'],
    ['/m/game', 'game'],
    ['/m/help', 'help'],
    ['/m/activity', 'activity'],
    ['/m/news', 'news'],
    ['/m/changePsw', 'changePassword'],
    ['/m/launchGame', 'launchGame'],
    ['/m/voucherCenter', 'voucherCenter'],
    ['/m/withdraw', 'withdraw'],
    ['/m/securityCenter/addBankCard', 'addBankCard'],
    ['/m/securityCenter/addBankCardPix', 'addBankCardPix'],
    ['/m/rewardCenter', 'rewardCenter'],
    ['/m/inviteFriends', 'inviteFriends'],
    ['/m/mall/mallHome', 'mall'],
    ['/m/leaderBoard', 'leaderBoard'],
    ['/m/member/benefits', 'benefits'],
    ['/m/feedback', 'feedback'],
    ['/m/agentRegister', 'agentRegister'],
  ] as const)('%s is the %s route', (path, id) => {
    expect(idOf(path)).toBe(id);
  });

  it('has exactly the 26 paths of both documents ("/m/" is "/m" without its trailing slash)', () => {
    expect(ROUTES).toHaveLength(26);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(26);
  });

  it.each([
    ['public', ['home', 'login', 'register', 'game', 'help', 'activity', 'news']],
    ['guarded', ['memberHome', 'changePassword', 'launchGame', 'voucherCenter', 'withdraw', 'addBankCard', 'addBankCardPix', 'rewardCenter', 'mall', 'leaderBoard', 'benefits', 'agentRegister']],
    ['guarded-public', ['inviteFriends']],
    ['guarded-home-fallback', ['feedback']],
  ] as const)('access %s: %j (docs/decisions.md "Routing and language policies")', (access: RouteAccess, ids: readonly RouteId[]) => {
    const withAccess = [...new Set(ROUTES.filter((r) => r.access === access).map((r) => r.id))];
    expect(withAccess.sort()).toEqual([...ids].sort());
  });

  it('player-journey §2: exactly the listed pages reload in place on an app refresh', () => {
    expect(ROUTES.filter((r) => r.reloadsInPlace).map((r) => r.path).sort()).toEqual([...RELOAD_IN_PLACE_PATHS].sort());
    expect(RELOAD_IN_PLACE_PATHS).toHaveLength(12);
    expect(findRoute('/m')?.reloadsInPlace).toBe(false);
    expect(findRoute('/m/voucherCenter')?.reloadsInPlace).toBe(false);
  });

  it('each route has its own title and description keys; aliases share them', () => {
    expect(findRoute('/m/voucherCenter')).toMatchObject({ titleKey: 'voucher_center_title', descriptionKey: 'voucher_center_desc' });
    expect(findRoute('/m/securityCenter/addBankCardPix')).toMatchObject({ titleKey: 'add_bank_card_pix_title', descriptionKey: 'add_bank_card_pix_desc' });
    expect(findRoute('/')).toMatchObject({ titleKey: 'home_title', descriptionKey: 'home_desc' });
    expect(findRoute('/m/register.html')).toMatchObject({ titleKey: 'register_title', descriptionKey: 'register_desc' });
    for (const route of ROUTES) {
      expect(route.titleKey).toMatch(/_title$/);
      expect(route.descriptionKey).toBe(route.titleKey.replace(/_title$/, '_desc'));
    }
  });

  it('aliases have the main path as canonical path', () => {
    for (const path of ['/', '/m', '/m/index', '/m/index.html', '/m/home']) expect(findRoute(path)?.canonicalPath).toBe('/m/home');
    expect(findRoute('/m/register.html')?.canonicalPath).toBe('/m/register');
    expect(findRoute('/m/feedback')?.canonicalPath).toBe('/m/feedback');
  });

  describe('path matching: exact, case-sensitive, one trailing slash ignored, query and hash ignored', () => {
    it.each([
      ['/m/home/', 'home'],
      ['/m/game/', 'game'],
      ['/m/game?x=1', 'game'],
      ['/m/game#top', 'game'],
      ['/m/game/?x=1#top', 'game'],
      ['/m/game#a?b', 'game'],
      ['/?affiliateCode=abc', 'home'],
      ['', 'home'],
      ['?x=1', 'home'],
    ] as const)('%s matches %s', (path, id) => {
      expect(idOf(path)).toBe(id);
    });

    it.each(['/m/Home', '/M/home', '/m/home//', '/m/unknown', '/m/game/extra', '/m/index.htm', '/home', '/m/securityCenter', 'm/home'])(
      '%s is no route',
      (path) => {
        expect(findRoute(path)).toBeNull();
      },
    );
  });

  it('normalizePath keeps "/" and strips only one trailing slash', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/m/')).toBe('/m');
    expect(normalizePath('/m//')).toBe('/m/');
    expect(normalizePath('/a?b#c')).toBe('/a');
    expect(normalizePath('/a#b?c')).toBe('/a');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });

  it('pathOf gives the main path of a route', () => {
    expect(pathOf('home')).toBe('/m/home');
    expect(pathOf('register')).toBe('/m/register');
    expect(pathOf('addBankCardPix')).toBe('/m/securityCenter/addBankCardPix');
  });
});
