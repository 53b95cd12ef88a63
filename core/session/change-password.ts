import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import { text, type Text } from '../notice/model';
import { WEAK_DEFAULT_PASSWORD } from './forced-password-change';
import type { SessionStore } from '../session-state/session-store';

export const NEW_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MAX = 20;

export type InvalidPasswordReason = 'old-password-required' | 'new-password-length' | 'same-as-old' | 'weak-password' | 'confirmation-differs';

/** The translation key of each client-side refusal (src/i18n/locales/en.ts). */
export const INVALID_PASSWORD_KEYS: Readonly<Record<InvalidPasswordReason, string>> = {
  'old-password-required': 'change_password_old_required',
  'new-password-length': 'change_password_length',
  'same-as-old': 'change_password_same',
  'weak-password': 'change_password_weak',
  'confirmation-differs': 'change_password_mismatch',
};

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  /** The new password typed again, when the screen asks for it (the server is sent the new password once). */
  readonly confirmPassword?: string;
}

export type ChangePasswordOutcome =
  | { readonly kind: 'changed' }
  | { readonly kind: 'invalid'; readonly reason: InvalidPasswordReason; readonly message: Text }
  /** The server refused: the error catalogue's text for it (shell §8), null where it shows nothing (HTTP 502, TOO_MANY_REQUEST…). */
  | { readonly kind: 'rejected'; readonly errorCode: string | null; readonly message: Text | null };

/**
 * Client-side checks before any call (docs/decisions.md "Device id and how the app runs"): the spec
 * shows no password policy beyond the forced-change rule (player-journey §5), so a new password is
 * 6-20 characters, differs from the old one and is not 123456 (which would force the change again).
 */
export function checkPasswordChange(change: PasswordChange): InvalidPasswordReason | null {
  if (change.oldPassword === '') return 'old-password-required';
  const length = [...change.newPassword].length;
  if (length < NEW_PASSWORD_MIN || length > NEW_PASSWORD_MAX) return 'new-password-length';
  if (change.newPassword === change.oldPassword) return 'same-as-old';
  if (change.newPassword === WEAK_DEFAULT_PASSWORD) return 'weak-password';
  if (change.confirmPassword !== undefined && change.confirmPassword !== change.newPassword) return 'confirmation-differs';
  return null;
}

/**
 * The /m/changePsw screen's use case: encrypted POST of the old and new password. Success clears
 * firstTimeLogin in the stored session so the forced change does not come back this session.
 */
export class ChangePassword {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
  ) {}

  async execute(change: PasswordChange): Promise<ChangePasswordOutcome> {
    const reason = checkPasswordChange(change);
    if (reason) return { kind: 'invalid', reason, message: text(INVALID_PASSWORD_KEYS[reason]) };
    try {
      // The screen shows the refusal itself, next to the form.
      await this.api.post(endpoints.changePassword, { oldPassword: change.oldPassword, newPassword: change.newPassword }, { alert: false });
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      return { kind: 'rejected', errorCode: error.errorCode ?? null, message: error.owedNotice };
    }
    const info = this.session.read();
    if (info?.firstTimeLogin) this.session.write({ ...info, firstTimeLogin: false });
    return { kind: 'changed' };
  }
}
