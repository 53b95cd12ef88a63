import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aSession } from '../testing/session-harness';
import type { SessionInfo } from '../session-state/session-info';
import { DEFAULT_SHARED_CONFIG } from '../config/shared-config';
import { isMiniGameVisible, miniGameHostWanted$, miniGameScript, miniGameScriptIn, miniGameTarget$, LOTT_MINI_GAME_SCRIPT } from './mini-game-script';

const flags = (...on: string[]) => (name: string) => on.includes(name);

describe('§5 "The mini-game is disabled unless LOTTMINIGAME3 or SEALOTTMINIGAME3 is on"', () => {
  it.each([
    [[], null],
    [['CBS3'], null],
    [['LOTTMINIGAME3'], '/mini-game/v1/minigame.js'],
    [['SEALOTTMINIGAME3'], '/mini-game/s1/minigame.js'],
    [['LOTTMINIGAME3', 'SEALOTTMINIGAME3'], '/mini-game/v1/minigame.js'],
  ])('flags %j load %s', (on, script) => {
    expect(miniGameScript(flags(...on))).toBe(script);
  });
});

describe('§4 "shown only while a member is logged in and hidden when logged out"', () => {
  it.each([
    [null, null, false],
    [null, 'T1', false],
    ['/mini-game/v1/minigame.js', null, false],
    ['/mini-game/v1/minigame.js', 'T1', true],
  ])('script %s, token %s: visible %s', (script, token, visible) => {
    expect(isMiniGameVisible({ script, token })).toBe(visible);
  });

  it('the target follows the flags and the session; the host is wanted from the first login on', () => {
    const script$ = new BehaviorSubject<string | null>(null);
    const session$ = new BehaviorSubject<SessionInfo | null>(null);
    const targets: unknown[] = [];
    const wanted: boolean[] = [];
    const target$ = miniGameTarget$(script$, session$);
    target$.subscribe((t) => targets.push(t));
    miniGameHostWanted$(target$).subscribe((w) => wanted.push(w));
    script$.next('/mini-game/v1/minigame.js');
    session$.next(aSession({ token: 'T1' }));
    session$.next(null);
    session$.next(aSession({ token: 'T2' }));
    expect(targets).toEqual([
      { script: null, token: null },
      { script: '/mini-game/v1/minigame.js', token: null },
      { script: '/mini-game/v1/minigame.js', token: 'T1' },
      { script: '/mini-game/v1/minigame.js', token: null },
      { script: '/mini-game/v1/minigame.js', token: 'T2' },
    ]);
    expect(wanted).toEqual([false, true]);
  });

  it('a guest never wants the host, flags on or not', () => {
    const wanted: boolean[] = [];
    miniGameHostWanted$(miniGameTarget$(new BehaviorSubject('/mini-game/s1/minigame.js'), new BehaviorSubject(null))).subscribe((w) => wanted.push(w));
    expect(wanted).toEqual([false]);
  });
});

describe('miniGameTarget$: the flags\' script and the session\'s token together', () => {
  it('nothing until both have given a value, whichever comes first', () => {
    const script$ = new Subject<string | null>();
    const session$ = new Subject<SessionInfo | null>();
    const targets: unknown[] = [];
    miniGameTarget$(script$, session$).subscribe((t) => targets.push(t));
    session$.next(aSession({ token: 'T1' }));
    expect(targets).toEqual([]);
    script$.next('/mini-game/v1/minigame.js');
    expect(targets).toEqual([{ script: '/mini-game/v1/minigame.js', token: 'T1' }]);
  });

  it('a session refresh with the same token gives no new target', () => {
    const session$ = new BehaviorSubject<SessionInfo | null>(aSession({ token: 'T1' }));
    const targets: unknown[] = [];
    miniGameTarget$(new BehaviorSubject<string | null>('/mini-game/v1/minigame.js'), session$).subscribe((t) => targets.push(t));
    session$.next(aSession({ token: 'T1' }));
    expect(targets).toHaveLength(1);
  });

  it.each(['flags', 'session'] as const)('an error of the %s is passed on, to the host too', (failing) => {
    const script$ = new BehaviorSubject<string | null>(null);
    const session$ = new BehaviorSubject<SessionInfo | null>(null);
    const errors: unknown[] = [];
    const target$ = miniGameTarget$(script$, session$);
    target$.subscribe({ error: (e: unknown) => errors.push(e) });
    miniGameHostWanted$(target$).subscribe({ error: (e: unknown) => errors.push(e) });
    const boom = new Error('boom');
    if (failing === 'flags') script$.error(boom);
    else session$.error(boom);
    expect(errors).toEqual([boom, boom]);
  });

  it('unsubscribing lets go of the flags and the session', () => {
    const script$ = new Subject<string | null>();
    const session$ = new Subject<SessionInfo | null>();
    miniGameTarget$(script$, session$).subscribe().unsubscribe();
    expect(script$.observed).toBe(false);
    expect(session$.observed).toBe(false);
  });
});

describe('miniGameScriptIn: the script the shared config names (player-journey §5)', () => {
  it('reads the flags of the shared config; none before it has come', () => {
    const config = { ...DEFAULT_SHARED_CONFIG, whiteLabel: { ...DEFAULT_SHARED_CONFIG.whiteLabel, LOTTMINIGAME3: true } };
    expect(miniGameScriptIn(config)).toBe(LOTT_MINI_GAME_SCRIPT);
    expect(miniGameScriptIn(DEFAULT_SHARED_CONFIG)).toBeNull();
    expect(miniGameScriptIn(null)).toBeNull();
  });
});
