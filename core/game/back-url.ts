import { hasControlCharacter } from '../url/control-characters';

/** The game area: where a game view goes back to when its backUrl is not ours (docs/decisions.md "Game launch and the game view"). */
export const GAME_AREA_PATH = '/m/game';


/**
 * The game view's back rule: only a same-origin backUrl is followed, as an in-app path (`/m/…` with its
 * query and hash); a foreign origin, another scheme (javascript:, data:), a protocol-relative `//host`,
 * a backslash, control characters, or a path outside /m/ fall back to /m/game.
 */
export function gameBackPath(backUrl: string | null | undefined, origin: string): string {
  const raw = backUrl?.trim();
  if (!raw || hasControlCharacter(raw) || raw.includes('\\') || raw.startsWith('//')) return GAME_AREA_PATH;
  const isPath = raw.startsWith('/');
  let url: URL;
  try {
    const base = new URL(origin);
    url = isPath ? new URL(raw, base) : new URL(raw);
    if (url.origin !== base.origin) return GAME_AREA_PATH;
  } catch {
    return GAME_AREA_PATH;
  }
  if (!/^\/m(?:\/|$)/.test(url.pathname)) return GAME_AREA_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The backUrl the game server gets: the followed path, absolute on the app's origin (the game runs elsewhere). */
export function gameBackUrl(backUrl: string | null | undefined, origin: string): string {
  return new URL(gameBackPath(backUrl, origin), origin).href;
}

/**
 * The game's URL as the view may load it: an absolute http(s) URL with a host, or a same-origin path
 * (`/…`, not `//host`), made absolute on the app's origin. Anything else is null (a failed launch).
 */
export function safeGameUrl(candidate: string, origin: string): string | null {
  const raw = candidate.trim();
  if (hasControlCharacter(raw) || raw.includes('\\')) return null;
  try {
    if (raw.startsWith('/')) {
      if (raw.startsWith('//')) return null;
      const base = new URL(origin);
      const url = new URL(raw, base);
      // The checks above already leave a single-slash path no way to name a host; this states the rule itself.
      return url.origin === base.origin ? url.href : null;
    }
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** The iframe's sandbox (docs/decisions.md "Game launch and the game view"). */
export const GAME_SANDBOX_FOREIGN = 'allow-scripts allow-same-origin allow-forms allow-popups';
/** A same-origin game gets no allow-same-origin: with allow-scripts it could lift its own sandbox and read the session. */
export const GAME_SANDBOX_SAME_ORIGIN = 'allow-scripts allow-forms allow-popups';

export function gameFrameSandbox(gameUrl: string, origin: string): string {
  try {
    return new URL(gameUrl).origin === new URL(origin).origin ? GAME_SANDBOX_SAME_ORIGIN : GAME_SANDBOX_FOREIGN;
  } catch {
    return GAME_SANDBOX_SAME_ORIGIN;
  }
}
