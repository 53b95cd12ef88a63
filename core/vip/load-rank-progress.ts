import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { SessionStore } from '../session-state/session-store';
import { decodeRankProgress, type PlayerRankProgress } from './rank-progress';
import { vipProgress } from './vip-progress';

export type RankProgressOutcome =
  | { readonly kind: 'loaded'; readonly progress: PlayerRankProgress }
  | { readonly kind: 'no-session' }
  /** session-changed: the player logged out or in again while the answer was on its way; it is dropped. */
  | { readonly kind: 'failed'; readonly reason: 'request-failed' | 'malformed-answer' | 'session-changed' };

/**
 * `GET /wps/relay/MCSFE_getPlayerRankProgress` (player-journey §4 "After login ... player rank progress is
 * fetched") and the player's progress as streams. A failed call leaves no progress (null); it never throws.
 */
export class LoadRankProgress {
  private readonly current = new BehaviorSubject<PlayerRankProgress | null>(null);

  /** The last progress read for the current session; null before, after a failure and after logout. */
  readonly progress$: Observable<PlayerRankProgress | null> = this.current.asObservable();
  /** shell §4 "VIP progress" in [0, 1]; null while there is no progress. */
  readonly vipProgress$: Observable<number | null> = this.current.pipe(
    map((progress) => (progress ? vipProgress(progress) : null)),
    distinctUntilChanged(),
  );

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
  ) {}

  get progress(): PlayerRankProgress | null {
    return this.current.value;
  }

  async execute(): Promise<RankProgressOutcome> {
    const session = this.session.read();
    if (!session) return { kind: 'no-session' };
    let answer: unknown;
    try {
      answer = (await this.api.get(endpoints.playerRankProgress)).value;
    } catch {
      return this.failed('request-failed', session.token);
    }
    if (this.session.read()?.token !== session.token) return { kind: 'failed', reason: 'session-changed' };
    const progress = decodeRankProgress(answer);
    if (!progress) return this.failed('malformed-answer', session.token);
    this.current.next(progress);
    return { kind: 'loaded', progress };
  }

  /** Logged out: the progress belongs to the player who left. */
  clear(): void {
    this.current.next(null);
  }

  private failed(reason: 'request-failed' | 'malformed-answer', token: string): RankProgressOutcome {
    // A stale answer for another session must not wipe the progress of the one now signed in.
    if (this.session.read()?.token !== token) return { kind: 'failed', reason: 'session-changed' };
    this.current.next(null);
    return { kind: 'failed', reason };
  }
}
