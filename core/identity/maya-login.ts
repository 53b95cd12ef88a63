import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import type { RegistrationContext } from '../registration/ports';
import type { AffiliateFacts } from '../routing/affiliate';
import type { LoginContext } from '../session/login';
import type { SessionStore } from '../session-state/session-store';
import { storeSignedInAnswer } from '../session/signed-in-answer';
import { DEFAULT_MAYA_ENV } from './maya-session-id';
import { serverMessage, type LoggedIn, type Refused } from './sign-in-outcome';

export interface MayaLoginRequest {
  readonly sessionId: string;
  /** From the page's query (mayaEnv); DEFAULT_MAYA_ENV when not given. */
  readonly env?: string;
}

export type MayaLoginOutcome = Extract<LoggedIn, { kind: 'logged-in' }> | Refused;

export interface MayaLoginDeps {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly merchantCode: () => string;
  /** The device id, how the app runs and PWDEXPFORCECHANGE3, as for the password login. */
  readonly login: LoginContext;
  /** registerUrl and domain: the page's address and host. */
  readonly page: Pick<RegistrationContext, 'registerUrl' | 'domain'>;
  readonly affiliate: { stored(): AffiliateFacts };
}

/**
 * Maya login (player-journey §3 "Maya login: sessionId, env, registerUrl, affiliateCode, domain,
 * loginDeviceId, device"; §7 POST /wps/session/login/maya): the answer is stored as a login's.
 */
export class MayaLogin {
  constructor(private readonly deps: MayaLoginDeps) {}

  async execute(request: MayaLoginRequest): Promise<MayaLoginOutcome> {
    const { api, login, page, affiliate } = this.deps;
    const sessionId = request.sessionId.trim();
    if (!sessionId) return { kind: 'rejected', errorCode: 'missing-session-id', message: serverMessage(null) };
    const body = {
      sessionId,
      env: request.env?.trim() || DEFAULT_MAYA_ENV,
      registerUrl: page.registerUrl(),
      affiliateCode: affiliate.stored().affiliateCode ?? '',
      domain: page.domain(),
      loginDeviceId: await login.device.id().catch(() => undefined),
      device: login.runMode().loginDevice,
    };
    let value: unknown;
    try {
      value = (await api.post(endpoints.loginMaya, body, { alert: false })).value;
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      return { kind: 'rejected', errorCode: error.errorCode ?? null, message: error.owedNotice };
    }
    const signedIn = await storeSignedInAnswer(value, {
      username: '',
      // No password is typed: the forced-change rule reads only firstTimeLogin and the expired password.
      // Stryker disable next-line StringLiteral: equivalent, any password but 123456 leaves that rule to firstTimeLogin and expiry
      password: '',
      // Stryker disable next-line StringLiteral: equivalent, the login type matters to that rule only with the password 123456
      loginType: 'username',
      merchantCode: this.deps.merchantCode(),
      session: this.deps.session,
      expiryForcesChange: () => login.expiryForcesChange(),
    });
    if (!signedIn) return { kind: 'rejected', errorCode: null, message: serverMessage(null) };
    return { kind: 'logged-in', ...signedIn };
  }
}
