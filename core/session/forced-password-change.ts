/** The password the forced-change rule names (player-journey §4). */
export const WEAK_DEFAULT_PASSWORD = '123456';

export interface ForcedChangeFacts {
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  /** White-label option PWDEXPFORCECHANGE3 is on. */
  readonly expiryForcesChange: boolean;
  /** The password the player typed. */
  readonly password: string;
  /** The login type: 'username', 'sms' or 'firebase'. */
  readonly loginType: string;
}

/**
 * player-journey §4 "Forced password change applies when firstTimeLogin is set, or when the password is
 * expired and option PWDEXPFORCECHANGE3 is on, or when the password equals 123456 for non-sms logins".
 */
export function mustChangePassword(facts: ForcedChangeFacts): boolean {
  return (
    facts.firstTimeLogin ||
    (facts.passwordExpired && facts.expiryForcesChange) ||
    (facts.password === WEAK_DEFAULT_PASSWORD && facts.loginType !== 'sms')
  );
}
