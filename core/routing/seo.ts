import { hostnameOf, labelsOf } from './host';
import { findRoute, HOME_PATH, normalizePath, type RouteEntry } from './route-table';

export interface SeoFacts {
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly canonicalUrl: string;
  readonly noindex: boolean;
}

/** Hosts whose first label is one of these may be indexed (docs/decisions.md "Routing and language policies"). */
const INDEXABLE_FIRST_LABELS: readonly string[] = ['www', 'localhost'];

/** The canonical path: the route's main path (home aliases give /m/home); a path with no entry gives /m/home. */
export function canonicalPath(path: string): string {
  return findRoute(path)?.canonicalPath ?? HOME_PATH;
}

/** Segments of the pathname, empty ones ignored: /m/home has 2. */
export function segmentCount(path: string): number {
  return normalizePath(path)
    .split('/')
    .filter((s) => s !== '').length;
}

/**
 * shell §2 "Pages on other paths, or on hosts not starting with www or localhost, or paths deeper than
 * two segments, get a robots noindex tag."
 */
export function needsNoindex(host: string, path: string): boolean {
  const first = labelsOf(hostnameOf(host))[0] as string;
  return findRoute(path) === null || !INDEXABLE_FIRST_LABELS.includes(first) || segmentCount(path) > 2;
}

function hostOfOrigin(origin: string): string {
  const afterScheme = origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return afterScheme.split('/', 1)[0] as string;
}

/**
 * shell §2 "Page titles, descriptions and canonical links are set per path from a configuration,
 * falling back to the /m/home entry." The canonical link has no query.
 */
export function seoFor(path: string, origin: string): SeoFacts {
  const route = findRoute(path) ?? (findRoute(HOME_PATH) as RouteEntry);
  return {
    titleKey: route.titleKey,
    descriptionKey: route.descriptionKey,
    canonicalUrl: origin.replace(/\/+$/, '') + route.canonicalPath,
    noindex: needsNoindex(hostOfOrigin(origin), path),
  };
}
