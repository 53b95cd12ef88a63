import * as v from 'valibot';
import { flag } from '../decode/lenient-schemas';
import { mustChangePassword } from './forced-password-change';
import type { LoginType } from './login';
import { parseSessionInfo } from '../session-state/session-info';
import type { SessionStore } from '../session-state/session-store';

export interface SignedIn {
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  readonly mustChangePassword: boolean;
}

export interface SignedInFacts {
  readonly username: string;
  readonly password: string;
  readonly loginType: LoginType;
  readonly merchantCode: string;
  readonly session: SessionStore;
  /** PWDEXPFORCECHANGE3, asked only when the password has expired. */
  readonly expiryForcesChange: () => boolean | Promise<boolean>;
}

/**
 * A login answer (password login or second factor) made into the stored session (player-journey §3
 * "Response: success, value.token, value.firstTimeLogin, value.passwordExpired") and the forced-change
 * decision of §4. Null when the answer carries no token: nothing is stored.
 */
export async function storeSignedInAnswer(answer: unknown, facts: SignedInFacts): Promise<SignedIn | null> {
  const value = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const info = parseSessionInfo({
    ...value,
    userName: value.userName ?? facts.username,
    merchantCode: facts.merchantCode,
    type: value.customerType ?? value.type,
  });
  if (!info) return null;
  facts.session.write(info);
  const passwordExpired = v.parse(flag, value.passwordExpired);
  return {
    firstTimeLogin: info.firstTimeLogin,
    passwordExpired,
    mustChangePassword: mustChangePassword({
      firstTimeLogin: info.firstTimeLogin,
      passwordExpired,
      expiryForcesChange: passwordExpired && (await facts.expiryForcesChange()),
      password: facts.password,
      loginType: facts.loginType,
    }),
  };
}
