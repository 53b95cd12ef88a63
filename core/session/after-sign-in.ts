import type { PushPort } from '../push/ports';
import { customerPayload } from '../tracking/customer-payload';
import type { TrackingPort } from '../tracking/ports';
import type { LoadRankProgress } from '../vip/load-rank-progress';
import type { SessionInfo } from '../session-state/session-info';
import type { SessionFollower } from './session-lifecycle';

/**
 * player-journey §4 "After login: a push token is bound and subscribed to topic ALL, and player rank
 * progress is fetched. After logout: the push token is unsubscribed (unsubscribeAll)"; the `login` tracking
 * event is added (docs/decisions.md "After login and after logout"). Member info is cleared by SessionLifecycle itself. Followed by the
 * lifecycle, so it runs only around a session: a guest's boot makes no call here.
 * docs/decisions.md "After login and after logout".
 */
export class AfterSignIn implements SessionFollower {
  constructor(
    private readonly rankProgress: LoadRankProgress,
    private readonly push: PushPort,
    private readonly tracking: TrackingPort,
  ) {}

  async signedIn(session: SessionInfo, restored: boolean): Promise<void> {
    // A reload keeps the session it had: that player logged in earlier. A session adopted from the
    // native app knows only its token (AdoptQueryToken): the app did the login, not this page.
    if (!restored && (session.id !== '' || session.userName !== '')) this.recordLogin(session);
    await Promise.all([this.rankProgress.execute(), quietly(() => this.push.bindAndSubscribe('ALL'))]);
  }

  async signedOut(): Promise<void> {
    this.rankProgress.clear();
    await quietly(() => this.push.unsubscribeAll());
  }

  private recordLogin(session: SessionInfo): void {
    try {
      this.tracking.record('login', customerPayload(session));
    } catch {
      // Tracking is fire and forget (core/tracking/ports.ts): a broken tracker never blocks a login.
    }
  }
}

/** Push is best-effort: a refused permission or a failed bind leaves the player signed in. */
async function quietly(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch {
    // Nothing to show: the player did not ask for this.
  }
}
