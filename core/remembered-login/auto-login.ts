import type { SharedConfigSource } from '../config/shared-config-store';
import { isFlagOn } from '../config/shared-config';
import type { Scheduler } from '../runtime/ports';
import type { Credentials, LoginOutcome } from '../session/login';
import type { SessionStore } from '../session-state/session-store';
import { rememberedBlocker, sessionBlocker, type AutoLoginSkipReason } from './auto-login-policy';
import { AUTO_LOGIN_OPTION, AUTO_LOGIN_REPEAT_BLOCK_MS, type RememberedLoginEntry } from './model';
import type { AutoLoginPreference, PasswordLogin, RememberedLoginVault } from './ports';
import { RepeatGuard } from './repeat-guard';

/** What the caller knows that core cannot read: the page's query string. */
export interface AutoLoginRequest {
  readonly query: string;
}

export type AutoLoginOutcome =
  /** A trigger within 500 ms of the last one that ran, or while an attempt is still under way. */
  | { readonly kind: 'repeat-blocked' }
  | { readonly kind: 'skipped'; readonly reason: AutoLoginSkipReason }
  /**
   * The remembered login was sent: `login` is the Login use case's answer. Only for
   * second-factor-required does the outcome carry the credentials, which the second-factor step needs.
   */
  | { readonly kind: 'attempted'; readonly login: LoginOutcome; readonly secondFactorCredentials: Credentials | null };

export interface AutoLoginDependencies {
  readonly scheduler: Scheduler;
  readonly sharedConfig: SharedConfigSource;
  readonly session: SessionStore;
  readonly preference: AutoLoginPreference;
  readonly vault: RememberedLoginVault;
  readonly login: PasswordLogin;
  readonly merchantCode: () => string;
}

/**
 * Automatic login with the remembered login (player-journey §4 "Autologin: runs only as described in
 * validation; a repeat click is blocked for 500 ms"; §5). A rejected login forgets the remembered login
 * and turns automatic login off (§4 "The remembered login is cleared on login failure … and automatic
 * login is disabled then").
 */
export class AutoLogin {
  private readonly guard: RepeatGuard;
  private running = false;

  constructor(private readonly deps: AutoLoginDependencies) {
    this.guard = new RepeatGuard(deps.scheduler, AUTO_LOGIN_REPEAT_BLOCK_MS);
  }

  async execute(request: AutoLoginRequest): Promise<AutoLoginOutcome> {
    if (this.running || !this.guard.tryEnter()) return { kind: 'repeat-blocked' };
    this.running = true;
    try {
      return await this.attempt(request);
    } finally {
      this.running = false;
    }
  }

  private async attempt(request: AutoLoginRequest): Promise<AutoLoginOutcome> {
    const { sharedConfig, session, preference, vault, login, merchantCode } = this.deps;
    const config = await sharedConfig.execute();
    const before = sessionBlocker({
      optionOn: config.kind === 'loaded' && isFlagOn(config.config, AUTO_LOGIN_OPTION),
      hasToken: session.read() !== null,
      query: request.query,
      switchOn: preference.isOn(),
    });
    if (before) return { kind: 'skipped', reason: before };

    const remembered = await vault.load();
    const after = rememberedBlocker(remembered, merchantCode());
    if (after) return { kind: 'skipped', reason: after };

    // Not null here: rememberedBlocker answers 'nothing-remembered' for a null entry.
    const { username, password } = remembered as RememberedLoginEntry;
    const credentials: Credentials = { username, password };
    const outcome = await login.execute(credentials);
    if (outcome.kind === 'rejected') {
      await vault.forget();
      preference.disable();
    }
    return {
      kind: 'attempted',
      login: outcome,
      secondFactorCredentials: outcome.kind === 'second-factor-required' ? credentials : null,
    };
  }
}
