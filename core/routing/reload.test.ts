import { describe, expect, it } from 'vitest';
import { isAppRefresh, pathAfterReload } from './reload';

describe('app refresh (player-journey §2 "On an app refresh, the pages … reload in place; any other path is redirected to /m/home")', () => {
  const load = (navigationType: string, appReloadOf: string | null = null) => ({ navigationType, address: '/m/launchGame?code=HN', appReloadOf });

  it('an app refresh is a document load of navigation type reload', () => {
    expect(isAppRefresh(load('reload'))).toBe(true);
    for (const type of ['navigate', 'back_forward', 'prerender', '', 'Reload']) expect(isAppRefresh(load(type))).toBe(false);
  });

  it('a reload the app started itself on this address (a retry, the update alert\'s refresh) is no app refresh', () => {
    expect(isAppRefresh(load('reload', '/m/launchGame?code=HN'))).toBe(false);
  });

  it('the app\'s note for another address does not excuse the player\'s reload of this one', () => {
    expect(isAppRefresh(load('reload', '/m/launchGame'))).toBe(true);
    expect(isAppRefresh(load('reload', '/m/inviteFriends'))).toBe(true);
    expect(isAppRefresh(load('reload', ''))).toBe(true);
  });

  it('a fresh navigation is no app refresh, whatever note it finds', () => {
    expect(isAppRefresh(load('navigate', '/m/launchGame?code=HN'))).toBe(false);
  });

  it.each([
    '/m/home',
    '/m/game',
    '/m/login',
    '/m/index',
    '/m/index.html',
    '/m/member/home',
    '/m/register',
    '/m/register.html',
    '/m/help',
    '/m/activity',
    '/m/news',
    '/',
    '/m/home/',
    '/m/game?x=1',
  ])('%s reloads in place', (path) => {
    expect(pathAfterReload(path)).toBeNull();
  });

  it.each(['/m', '/m/', '/m/voucherCenter', '/m/withdraw', '/m/feedback', '/m/inviteFriends', '/m/launchGame?code=lobby', '/m/unknown', '/m/Home', '/elsewhere'])(
    '%s goes to /m/home',
    (path) => {
      expect(pathAfterReload(path)).toBe('/m/home');
    },
  );
});
