/**
 * The browser fuzz run's answers (docs/decisions.md "Fuzzing screens in the browser"): for each screen load, every /wps call is
 * answered well or with a hostile outcome of core/testing/hostile-answers.ts around that row's good answer.
 * Each answer is drawn from its own seed, derived from the run's seed, the screen, the load, the row and the
 * call's number on that row: the order in which the page happens to send its calls changes nothing, so a
 * printed seed replays the same answers.
 */
import fc from 'fast-check';
import { hostileOutcome } from '../../core/testing/hostile-answers';
import type { AnswerFor, Row, WpsAnswer } from '../attack/backend';
import { GOOD, SAMPLE_POPUPS } from '../attack/good-answers';
import { ROUTES } from '../../core/routing/route-table';

/** FNV-1a over the key's UTF-16 units: a 31-bit seed for fast-check. */
export function derivedSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}

const sampleOf = (row: Row): unknown => (row === 'popups' ? SAMPLE_POPUPS : row === 'marquee' ? [{ id: 'q1', title: 'Draw', content: '<p>Draw</p>' }] : GOOD[row]);

/** One in `GOOD_ONE_IN` calls is answered well, so screens also get past their first call. */
const GOOD_ONE_IN = 3;

/** The answers of one screen load: `key` names it (run seed, screen, load number); `spared` rows are always answered well. */
export function fuzzedAnswers(key: string, spared: readonly Row[] = []): AnswerFor {
  return (row, call) => {
    if (spared.includes(row)) return undefined;
    const seed = derivedSeed(`${key}|${row}|${call}`);
    if (seed % GOOD_ONE_IN === 0) return undefined;
    const [outcome] = fc.sample(hostileOutcome(sampleOf(row)), { seed, numRuns: 1 });
    return outcome as WpsAnswer;
  };
}

export interface Screen {
  readonly path: string;
  /** The address loaded: guarded screens carry a token (shell §2 "a token in the query"), so the guard lets them in. */
  readonly url: string;
}

/** Every screen of the route table (its main path) and one address that is no route. */
export const SCREENS: readonly Screen[] = [
  ...new Map(ROUTES.map((route) => [route.id, route])).values(),
].map((route) => {
  const guarded = route.access !== 'public' && route.access !== 'guarded-public';
  const query = new URLSearchParams(guarded ? { token: 'T-FUZZ' } : {});
  // The launch screen launches only with a game code: with one, the launch call meets the hostile answers too.
  if (route.id === 'launchGame') query.set('code', 'lobby');
  return { path: route.canonicalPath, url: query.size ? `${route.canonicalPath}?${query}` : route.canonicalPath };
}).concat([{ path: '/m/no-such-screen', url: '/m/no-such-screen' }]);

/** Shortens a served answer for a failure message. */
export function describeAnswer(answer: WpsAnswer): string {
  if (answer.kind !== 'response') return answer.kind;
  const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return `${answer.status} ${String(body).slice(0, 160)}`;
}
