import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
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
 * … on logout, and automatic login is disabled then"). The token sync is removed first, while the
 * token still opens it (docs/decisions.md "Session lifecycle, shared config and manifest"). Never
 * fails from the player's view.
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
    let serverConfirmed = false;
    if (this.state.session) {
      await this.api.delete(endpoints.tokenSyncRemove).catch(() => undefined);
      // An expired token already ended the session (request layer): nothing left to log out of.
      if (this.state.session) {
        serverConfirmed = await this.api.post(endpoints.logout).then(
          () => true,
          () => false,
        );
      }
    }
    this.state.clear();
    this.rememberedLogin.forget();
    this.autoLogin.disable();
    return { kind: 'logged-out', serverConfirmed };
  }
}
