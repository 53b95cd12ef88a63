import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import type { AutoLoginSwitch } from '../http/ports';
import type { RememberedLoginEraser } from './ports';
import type { SessionState } from './session-state';

/** Always logged out on this phone; serverConfirmed tells whether the server's logout call succeeded. */
export interface LogoutOutcome {
  readonly kind: 'logged-out';
  readonly serverConfirmed: boolean;
}

/**
 * Logout (player-journey §4 "After logout … member info is cleared"; "The remembered login is cleared
 * … on logout, and automatic login is disabled then"). The page lets the session go at once; then the
 * token sync is removed, while the token still opens it on the server, and the server is told (docs/decisions.md
 * "Session lifecycle, shared config and manifest"), both calls carrying the old token. Never fails from the
 * player's view, and nothing still under way for the old session can ask the player to log in.
 */
export class Logout {
  private running: Promise<LogoutOutcome> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly state: SessionState,
    private readonly rememberedLogin: RememberedLoginEraser,
    private readonly autoLogin: AutoLoginSwitch,
  ) {}

  /** A second tap while logging out joins the first. */
  execute(): Promise<LogoutOutcome> {
    this.running ??= this.logout().finally(() => (this.running = null));
    return this.running;
  }

  private async logout(): Promise<LogoutOutcome> {
    const token = this.state.session?.token;
    this.state.clear();
    this.rememberedLogin.forget();
    this.autoLogin.disable();
    if (!token) return { kind: 'logged-out', serverConfirmed: false };
    const serverKnowsToken = await this.api.delete(endpoints.tokenSyncRemove, { token }).then(
      () => true,
      (failure: unknown) => !(failure instanceof RequestFailure && failure.sessionEnded),
    );
    // A token the server no longer knows: nothing left to log out of.
    const serverConfirmed =
      serverKnowsToken &&
      (await this.api.post(endpoints.logout, undefined, { token }).then(
        () => true,
        () => false,
      ));
    return { kind: 'logged-out', serverConfirmed };
  }
}
