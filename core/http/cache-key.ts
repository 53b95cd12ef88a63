import type { EndpointSpec } from './endpoints';
import type { Query } from './model';

export interface CacheScope {
  readonly merchantCode: string;
  readonly language: string;
}

/** Query fields in a stable order, empty values left out, so equal requests share one key. */
export function canonicalQuery(query: Query | undefined): string {
  if (!query) return '';
  return Object.keys(query)
    .filter((name) => query[name] !== undefined && query[name] !== null)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`)
    .join('&');
}

/**
 * The spec's cache-key rule (player-journey §7): only catalogue rows marked cacheable are kept,
 * answers differ per merchant and language, and rows that skip the token never vary by member.
 * Returns null where the answer must not be cached.
 */
export function cacheKey(endpoint: Pick<EndpointSpec, 'cacheable' | 'method' | 'noCache' | 'path'>, query: Query | undefined, scope: CacheScope): string | null {
  if (!endpoint.cacheable || endpoint.method !== 'GET' || endpoint.noCache) return null;
  const q = canonicalQuery(query);
  return `wps-cache:${scope.merchantCode}:${scope.language}:${endpoint.path}${q ? `?${q}` : ''}`;
}

/** Identity of an in-flight GET for de-duplication: same URL, same query, same caller identity. */
export function inFlightKey(url: string, query: Query | undefined, headers: Readonly<Record<string, string>>): string {
  const headerPart = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}`)
    .join('|');
  return `${url}?${canonicalQuery(query)}#${headerPart}`;
}
