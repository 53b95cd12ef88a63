/** shell §2 "The router carries these query fields across navigation … plus stored tracking values." */
export const CARRIED_QUERY_FIELDS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
  'kw',
] as const;

/** A session token must never leak into an address, whatever the stored record holds. */
const NEVER_CARRIED: readonly string[] = ['token', 'tokens'];

/**
 * Meta's browser ids (tracking keeps them 90 days beside the landing's fields): carried as stored, never from the
 * current query, which may be someone else's shared link (docs/decisions.md "Carried fbc and fbp").
 */
export const CARRIED_BROWSER_IDS: readonly string[] = ['fbc', 'fbp'];

/** An href with a scheme (https:, mailto:, …) or protocol-relative (//host) leaves the app. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The target href with the carried fields added: each carried field (and each stored tracking key)
 * the target does not set itself takes the current query's non-empty value, else the stored one.
 * The target's own query, encoding and hash are kept as written; external and hash-only hrefs are
 * returned untouched.
 */
export function carryQuery(currentSearch: string, targetHref: string, storedTracking: Readonly<Record<string, string>>): string {
  if (EXTERNAL.test(targetHref) || targetHref.startsWith('#')) return targetHref;

  const hashAt = targetHref.indexOf('#');
  const hash = hashAt === -1 ? '' : targetHref.slice(hashAt);
  const beforeHash = hashAt === -1 ? targetHref : targetHref.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const targetQuery = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  const target = new URLSearchParams(targetQuery);
  const current = new URLSearchParams(currentSearch);
  const added = new URLSearchParams();
  const fields = new Set<string>([...CARRIED_QUERY_FIELDS, ...Object.keys(storedTracking)]);
  for (const field of fields) {
    if (NEVER_CARRIED.includes(field) || target.has(field)) continue;
    const value = CARRIED_BROWSER_IDS.includes(field) ? storedTracking[field] : current.get(field) || storedTracking[field];
    if (value) added.append(field, value);
  }

  const addition = added.toString();
  if (addition === '') return targetHref;
  const query = targetQuery === '' ? addition : `${targetQuery}&${addition}`;
  return `${base}?${query}${hash}`;
}
