import { distinctUntilChanged, Observable } from 'rxjs';
import { isFlagOn, type SharedConfig } from '../config/shared-config';
import type { SessionInfo } from '../session-state/session-info';

/** player-journey §2 "script locations /mini-game/v1/minigame.js and /mini-game/s1/minigame.js". */
export const LOTT_MINI_GAME_SCRIPT = '/mini-game/v1/minigame.js';
export const SEA_LOTT_MINI_GAME_SCRIPT = '/mini-game/s1/minigame.js';

/**
 * §5 "The mini-game is disabled unless LOTTMINIGAME3 or SEALOTTMINIGAME3 is on": LOTTMINIGAME3 gives the
 * v1 script, SEALOTTMINIGAME3 the s1 script; with both on, v1 (docs/decisions.md "Mini-game widget").
 */
export function miniGameScript(flag: (name: string) => boolean): string | null {
  if (flag('LOTTMINIGAME3')) return LOTT_MINI_GAME_SCRIPT;
  if (flag('SEALOTTMINIGAME3')) return SEA_LOTT_MINI_GAME_SCRIPT;
  return null;
}

/** The script the shared config names; null before it has come or with neither flag on. */
export function miniGameScriptIn(config: SharedConfig | null): string | null {
  return config ? miniGameScript((name) => isFlagOn(config, name)) : null;
}

/** What the widget should do now: its script (null: disabled) and the member's token (null: logged out). */
export interface MiniGameTarget {
  readonly script: string | null;
  readonly token: string | null;
}

/** §4 "shown only while a member is logged in and hidden when logged out", for a merchant with a flag on. */
export function isMiniGameVisible(target: MiniGameTarget): target is { readonly script: string; readonly token: string } {
  return target.script !== null && target.token !== null;
}

const UNSET = Symbol('unset');

/**
 * The flags' script and the session's token together, once each has given a value. Hand-rolled like
 * chatViewer$: rxjs' combineLatest, scan and shareReplay would add a few kB to the first load (the budget).
 */
export function miniGameTarget$(script$: Observable<string | null>, session$: Observable<SessionInfo | null>): Observable<MiniGameTarget> {
  return new Observable<MiniGameTarget>((subscriber) => {
    let script: string | null | typeof UNSET = UNSET;
    let token: string | null | typeof UNSET = UNSET;
    const emit = () => {
      if (script !== UNSET && token !== UNSET) subscriber.next({ script, token });
    };
    const subscriptions = [
      script$.subscribe({ next: (value) => ((script = value), emit()), error: (e: unknown) => subscriber.error(e) }),
      session$.subscribe({ next: (value) => ((token = value?.token ?? null), emit()), error: (e: unknown) => subscriber.error(e) }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }).pipe(distinctUntilChanged((a, b) => a.script === b.script && a.token === b.token));
}

/**
 * Whether the widget's host is wanted on the page: from the first moment it should show, and from then on
 * (it is rendered once, then shown or hidden), so a guest or a merchant without the flags downloads nothing.
 */
export function miniGameHostWanted$(target$: Observable<MiniGameTarget>): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    let wanted = false;
    return target$.subscribe({
      next: (target) => subscriber.next((wanted ||= isMiniGameVisible(target))),
      error: (e: unknown) => subscriber.error(e),
    });
  }).pipe(distinctUntilChanged());
}
