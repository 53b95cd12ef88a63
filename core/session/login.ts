import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import { parseSessionInfo } from './model';
import type { SessionStore } from './ports';

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

export type LoginOutcome =
  | { readonly kind: 'logged-in'; readonly firstTimeLogin: boolean; readonly passwordExpired: boolean }
  | { readonly kind: 'second-factor-required'; readonly options: readonly string[] }
  | { readonly kind: 'rejected'; readonly errorCode: string | null; readonly message: string };

export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';

/**
 * Username and password login (player-journey §4 "Login"), sent encrypted. The sign-in issue adds
 * captcha, device and remembered login on top of this.
 */
export class Login {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly merchantCode: () => string,
  ) {}

  async execute(credentials: Credentials): Promise<LoginOutcome> {
    try {
      const envelope = await this.api.post(
        endpoints.login,
        { username: credentials.username.trim(), password: credentials.password, type: 'username' },
        // login_verify_required opens the two-factor modal rather than a notice.
        { alert: false },
      );
      const value = (envelope.value ?? {}) as Record<string, unknown>;
      const info = parseSessionInfo({
        ...value,
        userName: value.userName ?? credentials.username.trim(),
        merchantCode: this.merchantCode(),
        type: value.customerType ?? value.type,
      });
      if (!info) return { kind: 'rejected', errorCode: null, message: 'unknown_error' };
      this.session.write(info);
      return { kind: 'logged-in', firstTimeLogin: info.firstTimeLogin, passwordExpired: value.passwordExpired === true };
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      if (error.errorCode === LOGIN_VERIFY_REQUIRED) {
        const value = (error.response as { value?: { options?: unknown } }).value;
        const options = Array.isArray(value?.options) ? value.options.filter((o): o is string => typeof o === 'string') : [];
        return { kind: 'second-factor-required', options };
      }
      return { kind: 'rejected', errorCode: error.errorCode ?? null, message: error.serverMessage ?? error.message };
    }
  }
}
