/**
 * The storage keys the boot entry reads before the app (src/boot/boot-shell-entry.ts) and the app writes:
 * dependency-free, so the entry imports them without the app's libraries.
 */
/** Local storage: the player's language key (shell §9 "the stored language setting": local storage, so the choice outlives the session). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Session storage: the signed-in session (player-journey "Session info … under the key MC_SESSION_INFO"). */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
/** Local storage: '1' once a "remember me" login has turned automatic login on, '0' once turned off. */
export const AUTO_LOGIN_KEY = 'autoLogin';
