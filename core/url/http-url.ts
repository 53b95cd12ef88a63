/** An absolute http(s) link with a host, normalised; null for every other scheme or a relative link. */
export function externalHttpUrl(link: string): URL | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null; // relative (also protocol-relative //host) or unparsable
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname ? url : null;
}

/** The same, trimmed first, as a string (shell: "Links with a scheme other than http(s) are refused"). */
export function safeHttpUrl(candidate: string): string | null {
  return externalHttpUrl(candidate.trim())?.href ?? null;
}
