import { describe, expect, it } from 'vitest';
import { GAME_SANDBOX_FOREIGN, GAME_SANDBOX_SAME_ORIGIN, gameBackPath, gameBackUrl, gameFrameSandbox, safeGameUrl } from './back-url';

const ORIGIN = 'https://m.demo.test';

describe('gameBackPath (docs/decisions.md "Game launch and the game view": "only a same-origin backUrl under /m/ is followed"; anything else goes to /m/game)', () => {
  it.each([
    ['https://m.demo.test/m/home', '/m/home'],
    ['https://m.demo.test/m/game?vendor=LIVE#top', '/m/game?vendor=LIVE#top'],
    ['/m/member/home', '/m/member/home'],
    ['  /m/home  ', '/m/home'],
    ['https://m.demo.test/m', '/m'],
    ['/m?tab=2', '/m?tab=2'],
  ])('follows the same-origin %s as %s', (backUrl, path) => {
    expect(gameBackPath(backUrl, ORIGIN)).toBe(path);
  });

  it.each([
    ['a foreign origin', 'https://evil.example/m/home'],
    ['another port', 'https://m.demo.test:8443/m/home'],
    ['plain http of the same host', 'http://m.demo.test/m/home'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<b>x</b>'],
    ['a protocol-relative //host', '//evil.example/m/home'],
    ['a protocol-relative //host naming our own host', '//m.demo.test/m/home'],
    ['a relative path without the leading slash', 'm/home'],
    ['a path holding /m/ further in', '/wps/m/home'],
    ['a backslash trick', '/\\evil.example/m/home'],
    ['control characters', '/m/ho\tme'],
    ['a path outside /m/', '/wps/mock/game/lottery/lobby'],
    ['a dot-segment escape', '/m/../admin'],
    ['nothing', ''],
    ['null', null],
    ['junk', 'not a url'],
  ])('falls back to /m/game for %s', (_name, backUrl) => {
    expect(gameBackPath(backUrl, ORIGIN)).toBe('/m/game');
  });

  it('the backUrl sent to the game is the followed path, absolute on the app origin', () => {
    expect(gameBackUrl('/m/home?r=1', ORIGIN)).toBe('https://m.demo.test/m/home?r=1');
    expect(gameBackUrl('https://evil.example/x', ORIGIN)).toBe('https://m.demo.test/m/game');
  });
});

describe('safeGameUrl: "only an absolute http(s) URL or a same-origin path; anything else is a failure"', () => {
  it('keeps an absolute http(s) URL and makes a same-origin path absolute', () => {
    expect(safeGameUrl('https://games.example/play?t=1', ORIGIN)).toBe('https://games.example/play?t=1');
    expect(safeGameUrl('http://games.example/', ORIGIN)).toBe('http://games.example/');
    expect(safeGameUrl('/wps/mock/game/lottery/lobby', ORIGIN)).toBe('https://m.demo.test/wps/mock/game/lottery/lobby');
  });

  it('trims the candidate before judging it', () => {
    expect(safeGameUrl('  /wps/mock/game/lottery/lobby  ', ORIGIN)).toBe('https://m.demo.test/wps/mock/game/lottery/lobby');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    '//m.demo.test/x',
    // Paths a browser reads as //evil.example: a backslash, or a tab it drops.
    '/\\evil.example/x',
    '/\t/evil.example/x',
    'games.example/play',
    '',
    '/a\\b',
    'https://x.example/a\tb',
    'ftp://x.example/',
  ])(
    'refuses %j',
    (candidate) => {
      expect(safeGameUrl(candidate, ORIGIN)).toBeNull();
    },
  );
});

describe('gameFrameSandbox (docs/decisions.md "Game launch and the game view")', () => {
  it('a foreign game keeps its own origin (allow-same-origin); a same-origin one does not, so it cannot lift its sandbox', () => {
    expect(gameFrameSandbox('https://games.example/play', ORIGIN)).toBe(GAME_SANDBOX_FOREIGN);
    expect(gameFrameSandbox('https://m.demo.test/wps/mock/game/lottery/lobby', ORIGIN)).toBe(GAME_SANDBOX_SAME_ORIGIN);
    expect(GAME_SANDBOX_SAME_ORIGIN).not.toContain('allow-same-origin');
    expect(GAME_SANDBOX_FOREIGN).not.toContain('allow-top-navigation');
  });

  it('"sandbox allow-scripts allow-same-origin allow-forms allow-popups for a game on another origin; a same-origin game loses allow-same-origin"', () => {
    const tokens = (sandbox: string) => sandbox.split(' ').sort();
    expect(tokens(gameFrameSandbox('https://games.example/play', ORIGIN))).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(tokens(gameFrameSandbox('https://m.demo.test/play', ORIGIN))).toEqual(['allow-forms', 'allow-popups', 'allow-scripts']);
  });

  it('a game URL that does not parse gets the stricter same-origin sandbox', () => {
    expect(gameFrameSandbox('not a url', ORIGIN)).toBe(GAME_SANDBOX_SAME_ORIGIN);
  });
});
