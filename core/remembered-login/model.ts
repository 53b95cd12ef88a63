/** How a remembered login signed in (player-journey §3 "Login request … type (sms, firebase or username)"). */
export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * player-journey §3 "Remembered login: username, encoded password, type, merchant". The vault keeps it
 * encrypted; this is the plain form, held only in memory.
 */
export interface RememberedLoginEntry {
  readonly username: string;
  readonly password: string;
  readonly type: LoginType;
  readonly merchantCode: string;
}

/** player-journey §9 "autologin repeat-click block: 500 ms". */
export const AUTO_LOGIN_REPEAT_BLOCK_MS = 500;

/** player-journey §5 "white-label option MOBILEAUTOLOGIN3". */
export const AUTO_LOGIN_OPTION = 'MOBILEAUTOLOGIN3';

/** player-journey §5 "no redirectUrl or backUrl query parameter is present". */
export const REDIRECT_QUERY_FIELDS = ['redirectUrl', 'backUrl'] as const;

/** player-journey §8 "login.cred.err, not.exists.user → remembered login cleared". */
export const CLEARING_LOGIN_ERRORS: readonly string[] = ['login.cred.err', 'not.exists.user'];
