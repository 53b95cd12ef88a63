import { hasControlCharacter } from '../url/control-characters';
import { externalHttpUrl } from '../url/http-url';
import { LOGIN_TARGET, route, type LinkSession, type LinkTarget } from './link-target';

const EDGE_SPACE = /^[\s\u00a0\ufeff]+|[\s\u00a0\ufeff]+$/g;
const IN_APP = /^\/m(?:[/?#]|$)/;
/** Resolves in-app paths; never shown to anyone. */
const PROBE_ORIGIN = 'https://in-app.invalid';

/**
 * shell §5 "a link starting with /m without http is an in-app route": the path as the app should
 * navigate to it, normalised (dot segments resolved); null when it is not one, or would leave the
 * /m/ area once resolved (`/m/../x`).
 */
export function inAppPath(link: string): string | null {
  if (!IN_APP.test(link) || /http/i.test(link) || link.includes('\\')) return null;
  // A path-absolute "/m…" against an http(s) base cannot fail to parse, and keeps the base's origin.
  const url = new URL(link, PROBE_ORIGIN);
  if (!IN_APP.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The banner URL rule (shell §5), shared by action-button REDIRECT_URL items: an in-app route when the
 * link starts with /m and has no http; otherwise an external http(s) link, with `token` and `username`
 * added to its query when a session exists, opened with noopener. Any other scheme (javascript:, data:,
 * …), a relative link elsewhere, a protocol-relative one or one holding control characters is refused
 * (docs/decisions.md "Home links, action button, referral and game vendors").
 */
export function linkTarget(raw: string | null, session: LinkSession | null): LinkTarget {
  const link = (raw ?? '').replace(EDGE_SPACE, '');
  if (link === '') return { kind: 'refused', reason: 'missing-link' };
  if (hasControlCharacter(link)) return { kind: 'refused', reason: 'unsafe-link' };
  const path = inAppPath(link);
  if (path) return route(path);
  const url = externalHttpUrl(link);
  if (!url) return { kind: 'refused', reason: 'unsafe-link' };
  if (session) {
    url.searchParams.set('token', session.token);
    url.searchParams.set('username', session.userName);
  }
  return { kind: 'external', url: url.href, noopener: true };
}

/** A target that needs a signed-in player: the login page for a guest (shell §5). */
export function requiringLogin(target: LinkTarget, loggedIn: boolean): LinkTarget {
  return loggedIn || target.kind === 'refused' ? target : LOGIN_TARGET;
}
