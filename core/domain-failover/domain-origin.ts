/** A scheme, but not a bare host with a port (`a.example:8443/`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;

/**
 * The origin to ping and retry for one domainList name (docs/decisions.md "Domain names in the site
 * config"): a full address (`https://a.example`, with or without a trailing slash or path) gives its
 * origin; a bare host (`a.example`, `a.example:8443`, `a.example/m/`) takes this page's scheme. Any other
 * scheme, credentials, or an unparsable name: null (skipped).
 */
export function domainOrigin(name: string, pageSecure: boolean): string | null {
  const trimmed = name.trim();
  const protocolRelative = trimmed.startsWith('//');
  // Stryker disable next-line StringLiteral: equivalent, the URL parser reads "https:host" of a special scheme as "https://host"
  const candidate = SCHEME.test(trimmed) && !protocolRelative ? trimmed : `${pageSecure ? 'https' : 'http'}:${protocolRelative ? '' : '//'}${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.origin;
}

/** The distinct origins of a domain list, in order, invalid names left out. */
export function domainOrigins(names: readonly string[], pageSecure: boolean): string[] {
  const origins = names.map((name) => domainOrigin(name, pageSecure)).filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}
