import { map, type Subscription } from 'rxjs';
import type { SessionInfo } from '../session-state/session-info';
import type { RefreshMemberInfo } from './refresh-member-info';
import type { SessionState } from './session-state';
import type { SyncToken } from './sync-token';

/** What else follows a session's start and end (core/session/after-sign-in.ts). */
export interface SessionFollower {
  /** A token appeared. `restored`: it was already there when watching started (a reload), not a sign-in. */
  signedIn(session: SessionInfo, restored: boolean): Promise<unknown>;
  /** The token went (logout or auth failure); never called for a guest who had no session. */
  signedOut(): Promise<unknown>;
}

/**
 * Follows the session: when a token appears (login, registration, an adopted token, or one already
 * stored at boot) the token is synced and member info fetched; when it goes, member info is cleared.
 * Followers (AfterSignIn) are told of both transitions; a follower's failure never reaches the lifecycle.
 * docs/decisions.md "Session lifecycle, shared config and manifest".
 */
export class SessionLifecycle {
  private subscription: Subscription | null = null;
  private pending: Promise<unknown> = Promise.resolve();
  // Stryker disable next-line ArrayDeclaration: settle() swallows the TypeError a non-follower entry throws, so an extra entry changes nothing
  private readonly followers: SessionFollower[] = [];

  constructor(
    private readonly state: SessionState,
    private readonly syncToken: SyncToken,
    private readonly refreshMemberInfo: RefreshMemberInfo,
  ) {}

  /** Adds what else happens at each transition; its work counts for `whenIdle`. */
  follow(follower: SessionFollower): void {
    this.followers.push(follower);
  }

  /** Idempotent; the returned function stops watching. */
  start(): () => void {
    if (this.subscription) return () => this.stop();
    let previous: string | null = null;
    let first = true;
    this.subscription = this.state.session$
      .pipe(map((session) => session?.token ?? null))
      .subscribe((token) => {
        const session = this.state.session;
        // A listener that wrote a newer session while this one was announced makes the notice stale: the newer one is
        // heard on its own (before or after), so a stale sign-out never clears a signed-in player.
        if (token !== (session?.token ?? null)) return;
        if (!first && token === previous) return; // the same token written again (an adopted session filled in)
        const restored = first;
        const hadSession = previous !== null;
        first = false;
        previous = token;
        if (!session) {
          this.state.setMemberInfo(null);
          if (hadSession) this.track(this.followers.map((f) => settle(() => f.signedOut())));
          return;
        }
        this.track([
          this.syncToken.execute(),
          this.refreshMemberInfo.execute(),
          ...this.followers.map((f) => settle(() => f.signedIn(session, restored))),
        ]);
      });
    return () => this.stop();
  }

  private track(work: readonly Promise<unknown>[]): void {
    this.pending = Promise.all([this.pending, ...work]);
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

/** A follower that throws or rejects must not break the lifecycle or leave `whenIdle` rejected. */
async function settle(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch {
    // The follower reports its own failures; the session goes on.
  }
}
