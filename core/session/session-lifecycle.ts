import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import type { RefreshMemberInfo } from './refresh-member-info';
import type { SessionState } from './session-state';
import type { SyncToken } from './sync-token';

/**
 * Follows the session: when a token appears (login, registration, an adopted token, or one already
 * stored at boot) the token is synced and member info fetched; when it goes, member info is cleared.
 * docs/decisions.md "Session lifecycle, shared config and manifest".
 */
export class SessionLifecycle {
  private subscription: Subscription | null = null;
  private pending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly state: SessionState,
    private readonly syncToken: SyncToken,
    private readonly refreshMemberInfo: RefreshMemberInfo,
  ) {}

  /** Idempotent; the returned function stops watching. */
  start(): () => void {
    this.subscription ??= this.state.session$
      .pipe(
        map((session) => session?.token ?? null),
        distinctUntilChanged(),
      )
      .subscribe((token) => {
        if (token === null) {
          this.state.setMemberInfo(null);
          return;
        }
        const work = Promise.all([this.syncToken.execute(), this.refreshMemberInfo.execute()]);
        this.pending = Promise.all([this.pending, work]);
      });
    return () => this.stop();
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  /** Settles when the calls started so far have answered (tests, boot sequencing). */
  async whenIdle(): Promise<void> {
    await this.pending;
  }
}
