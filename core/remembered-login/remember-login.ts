import { CLEARING_LOGIN_ERRORS, type LoginType } from './model';
import type { AutoLoginPreference, RememberedLoginVault } from './ports';

/** A manual login attempt as the login screen saw it. */
export interface ManualLoginAttempt {
  /**
   * The login's answer (LoginOutcome), or the second factor's `verified` when the login needed one (player-journey §4
   * "completing it finishes login"); only these fields are read. Only a rejected login carries an error code or a
   * clearsRememberedLogin verdict.
   */
  readonly outcome:
    | { readonly kind: 'rejected'; readonly errorCode?: string | null; readonly clearsRememberedLogin?: boolean }
    | { readonly kind: 'logged-in' | 'verified' | 'second-factor-required'; readonly errorCode?: never; readonly clearsRememberedLogin?: never };
  readonly username: string;
  readonly password: string;
  /** Defaults to 'username' (a password login). */
  readonly type?: LoginType;
  /** The "remember me" box. */
  readonly rememberMe: boolean;
}

export type RememberLoginOutcome = { readonly kind: 'remembered' } | { readonly kind: 'forgotten' } | { readonly kind: 'unchanged' };

/**
 * What a manual login does to the remembered login (player-journey §3 "Remembered login"; §4, §8):
 * - logged in (by the login itself or by its second factor) with "remember me" ticked: remembered, and automatic login turned back on;
 * - logged in with it unticked: forgotten;
 * - logged in by an sms code: unchanged (the code cannot be used again);
 * - rejected with login.cred.err or not.exists.user: forgotten, and automatic login turned off;
 * - anything else (second factor pending, other failures): unchanged.
 */
export class RememberLogin {
  constructor(
    private readonly vault: RememberedLoginVault,
    private readonly preference: AutoLoginPreference,
    private readonly merchantCode: () => string,
  ) {}

  async execute(attempt: ManualLoginAttempt): Promise<RememberLoginOutcome> {
    const { outcome } = attempt;
    const signedIn = outcome.kind === 'logged-in' || outcome.kind === 'verified';
    // An sms code is used once: replaying it could only fail (docs/decisions.md "Sign-in forms, captcha errors and the access-denied end time").
    if (signedIn && attempt.type === 'sms') return { kind: 'unchanged' };
    if (signedIn) {
      if (!attempt.rememberMe) {
        await this.vault.forget();
        return { kind: 'forgotten' };
      }
      await this.vault.save({
        username: attempt.username.trim(),
        password: attempt.password,
        type: attempt.type ?? 'username',
        merchantCode: this.merchantCode(),
      });
      this.preference.enable();
      return { kind: 'remembered' };
    }
    const clears = outcome.clearsRememberedLogin ?? CLEARING_LOGIN_ERRORS.some((code) => code === outcome.errorCode);
    if (clears) {
      await this.vault.forget();
      this.preference.disable();
      return { kind: 'forgotten' };
    }
    return { kind: 'unchanged' };
  }
}
