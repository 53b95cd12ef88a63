import type { SharedConfigSource } from '../config/shared-config-store';

/** The shared config as the forced-change rule reads it. */
interface SharedFlags extends SharedConfigSource {
  flag(name: string): boolean;
}

/**
 * player-journey §4: white-label option PWDEXPFORCECHANGE3 of the shared config (fetched once per page, so already
 * there after boot; asked only when a password has expired).
 */
export async function expiryForcesChange(shared: SharedFlags): Promise<boolean> {
  await shared.execute();
  return shared.flag('PWDEXPFORCECHANGE3');
}

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
