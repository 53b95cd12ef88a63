import type { RunMode } from '../device/run-mode';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure, type FailureCause } from '../http/model';
import type { SessionStore } from '../session-state/session-store';
import { text, type Text } from '../notice/model';
import { storeSignedInAnswer } from './signed-in-answer';

/** player-journey §3 "Login request": type (sms, firebase or username). */
export type LoginType = 'username' | 'sms' | 'firebase';

export interface Credentials {
  readonly username: string;
  readonly password: string;
  /** 'username' when not given. */
  readonly type?: LoginType;
  readonly geetestChallenge?: string;
  readonly geetestSeccode?: string;
  readonly geetestValidateV4?: string;
  /** Social login (player-journey §7 "body type=firebase, firebaseChannel, firebaseIdToken"); left out when absent. */
  readonly firebaseChannel?: string;
  readonly firebaseIdToken?: string;
}

/** What the login request needs to know about the phone, and the merchant's forced-change option. */
export interface LoginContext {
  /** The 36-character device id (core/device/device-identity.ts). */
  readonly device: { id(): Promise<string> };
  /** How the app runs (core/device/run-mode.ts): the device field and isOfficialAppLogin. */
  readonly runMode: () => Pick<RunMode, 'loginDevice' | 'isOfficialAppLogin'>;
  /** White-label option PWDEXPFORCECHANGE3; read only for an expired password. */
  readonly expiryForcesChange: () => boolean | Promise<boolean>;
}

export type LoginOutcome =
  | {
      readonly kind: 'logged-in';
      readonly firstTimeLogin: boolean;
      readonly passwordExpired: boolean;
      /** Go to /m/changePsw instead of home (player-journey §4 forced password change). */
      readonly mustChangePassword: boolean;
    }
  | { readonly kind: 'second-factor-required'; readonly options: readonly string[] }
  | {
      readonly kind: 'rejected';
      readonly errorCode: string | null;
      readonly message: string;
      /** player-journey §8 "login.cred.err, not.exists.user: remembered login cleared". */
      readonly clearsRememberedLogin: boolean;
      /**
       * What the player is still to be shown (shell §8 by the failure: the server message or 'unknown error'), or null
       * when the catalogue is silent (HTTP 502, TOO_MANY_REQUEST…) or the request layer told the player already.
       */
      readonly notice: Text | null;
      /** No answer came (not encrypted, timed out, no connection): nothing was refused, so what was typed stays. */
      readonly unanswered?: boolean;
    };

export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';

/** Failures where no answer came back from the server (core/http/model.ts FailureCause; the login row always has a path). */
const UNANSWERED: ReadonlySet<FailureCause> = new Set(['encryption', 'timeout', 'no-response']);

/**
 * The first field the login form must not send empty (username, trimmed; then password), or null.
 * The form highlights and focuses it instead of calling the server.
 */
export function missingLoginField(credentials: Pick<Credentials, 'username' | 'password'>): 'username' | 'password' | null {
  if (!credentials.username.trim()) return 'username';
  if (!credentials.password) return 'password';
  return null;
}
const CLEARS_REMEMBERED_LOGIN: ReadonlySet<string | null> = new Set(['login.cred.err', 'not.exists.user']);

/**
 * Password login (player-journey §4 "Login"), sent encrypted with the whole login request of §3; the
 * catalogue row adds the Device header. Captcha results and the sms/firebase types are passed in by
 * their flows.
 */
export class Login {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly merchantCode: () => string,
    private readonly context: LoginContext,
  ) {}

  async execute(credentials: Credentials): Promise<LoginOutcome> {
    const username = credentials.username.trim();
    const type = credentials.type ?? 'username';
    try {
      const envelope = await this.api.post(endpoints.login, await this.request(credentials, username, type), {
        // login_verify_required opens the two-factor modal rather than a notice.
        alert: false,
      });
      const signedIn = await storeSignedInAnswer(envelope.value, {
        username,
        password: credentials.password,
        loginType: type,
        merchantCode: this.merchantCode(),
        session: this.session,
        expiryForcesChange: () => this.context.expiryForcesChange(),
      });
      // No message: the flow shows its translated unknown_error.
      if (!signedIn) return { kind: 'rejected', errorCode: null, message: '', notice: text('unknown_error'), clearsRememberedLogin: false };
      return { kind: 'logged-in', ...signedIn };
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      if (error.errorCode === LOGIN_VERIFY_REQUIRED) {
        const value = (error.response as { value?: { options?: unknown } }).value;
        const options = Array.isArray(value?.options) ? value.options.filter((o): o is string => typeof o === 'string') : [];
        return { kind: 'second-factor-required', options };
      }
      const errorCode = error.errorCode ?? null;
      return {
        kind: 'rejected',
        errorCode,
        message: error.serverMessage ?? error.message,
        notice: error.owedNotice,
        clearsRememberedLogin: CLEARS_REMEMBERED_LOGIN.has(errorCode),
        ...(UNANSWERED.has(error.failureCause) ? { unanswered: true } : {}),
      };
    }
  }

  /** The §3 login request, in the spec's field order; absent optional fields are left out. */
  private async request(credentials: Credentials, username: string, type: LoginType): Promise<Record<string, unknown>> {
    const run = this.context.runMode();
    return {
      username,
      password: credentials.password,
      type,
      geetestChallenge: credentials.geetestChallenge,
      geetestSeccode: credentials.geetestSeccode,
      geetestValidateV4: credentials.geetestValidateV4,
      firebaseChannel: credentials.firebaseChannel,
      firebaseIdToken: credentials.firebaseIdToken,
      // A device id that cannot be made (no hashing available) must not stop the login.
      loginDeviceId: await this.context.device.id().catch(() => undefined),
      isOfficialAppLogin: run.isOfficialAppLogin,
      device: run.loginDevice,
    };
  }
}
