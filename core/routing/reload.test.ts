import { describe, expect, it } from 'vitest';
import { isAppRefresh, pathAfterReload } from './reload';

describe('app refresh (player-journey §2 "On an app refresh, the pages … reload in place; any other path is redirected to /m/home")', () => {
  it('an app refresh is a document load of navigation type reload', () => {
    expect(isAppRefresh('reload')).toBe(true);
    for (const type of ['navigate', 'back_forward', 'prerender', '', 'Reload']) expect(isAppRefresh(type)).toBe(false);
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
