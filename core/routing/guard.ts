import { carryQuery } from './query-carry';
import { pathAfterReload } from './reload';
import { findRoute, HOME_PATH, LOGIN_PATH } from './route-table';

export interface GuardInput {
  /** The pathname (a query or hash on it is ignored). */
  readonly path: string;
  /** The current query string (location.search), with or without its '?'. */
  readonly query: string;
  /** The session info holds a token. */
  readonly hasSessionToken: boolean;
  /** This document load is an app refresh (reload.ts isAppRefresh). */
  readonly appRefresh?: boolean;
  /** Tracking values the tracking feature keeps, carried into a redirect (query-carry.ts). */
  readonly storedTracking?: Readonly<Record<string, string>>;
}

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not-found' };

/** shell §2 Route guard: "a token in the query string (token or tokens)"; an empty value is no token. */
export function queryHasToken(query: string): boolean {
  const params = new URLSearchParams(query);
  return Boolean(params.get('token') || params.get('tokens'));
}

/**
 * What the router does with a path: show it, redirect (keeping the carried query), or show the
 * not-found screen. Order: the refresh rule (player-journey §2), then the route guard (shell §2).
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to: carryQuery(input.query, to, input.storedTracking ?? {}) });

  if (input.appRefresh) {
    const after = pathAfterReload(input.path);
    if (after !== null) return redirect(after);
  }
  const route = findRoute(input.path);
  if (!route) return { kind: 'not-found' };

  if (route.access === 'public' || route.access === 'guarded-public') return { kind: 'allow' };
  if (input.hasSessionToken || queryHasToken(input.query)) return { kind: 'allow' };
  return redirect(route.access === 'guarded-home-fallback' ? HOME_PATH : LOGIN_PATH);
}
