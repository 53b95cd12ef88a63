import { describe, expect, it } from 'vitest';
import { showsOnPath } from './model';
import { launchedFromHomescreenLink, webclipFlagAtLaunch } from './webclip-flag';

describe('add-to-home-screen model', () => {
  it('"shows only on /, /m/home and /m/index.html" (a query or trailing slash does not matter)', () => {
    for (const path of ['/', '/m/home', '/m/index.html', '/m/home?x=1', '/m/home/']) expect(showsOnPath(path), path).toBe(true);
    for (const path of ['/m/login', '/m/home/more', '/m', '/m/HOME', '/m/game']) expect(showsOnPath(path), path).toBe(false);
  });
});

describe('WEBCLIP flag (player-journey §4)', () => {
  it('"set to 1 when running as an installed web app without the flag"', () => {
    expect(webclipFlagAtLaunch({ installed: true, flag: null, query: '' })).toBe('1');
    expect(webclipFlagAtLaunch({ installed: true, flag: '0', query: '' })).toBeNull();
    expect(webclipFlagAtLaunch({ installed: true, flag: '1', query: '' })).toBeNull();
    expect(webclipFlagAtLaunch({ installed: false, flag: null, query: '' })).toBeNull();
  });

  it('"set to 0 when launched with a homescreen query parameter", even over a stored 1', () => {
    expect(webclipFlagAtLaunch({ installed: true, flag: null, query: '?utm_source=homescreen' })).toBe('0');
    expect(webclipFlagAtLaunch({ installed: true, flag: '1', query: 'homescreen=1' })).toBe('0');
    expect(webclipFlagAtLaunch({ installed: false, flag: null, query: '?homescreen' })).toBe('0');
  });

  it('the parameter forms: homescreen present, or utm_source=homescreen in any case; others are not', () => {
    expect(launchedFromHomescreenLink('?utm_source=HomeScreen')).toBe(true);
    expect(launchedFromHomescreenLink('?a=1&homescreen=')).toBe(true);
    expect(launchedFromHomescreenLink('?utm_source=google')).toBe(false);
    expect(launchedFromHomescreenLink('?utm_medium=homescreen')).toBe(false);
    expect(launchedFromHomescreenLink('')).toBe(false);
  });
});
