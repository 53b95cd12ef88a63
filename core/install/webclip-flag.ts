/**
 * The WEBCLIP flag to store at launch (player-journey §4 "WEBCLIP flag: set to 1 when running as an
 * installed web app without the flag; set to 0 when launched with a homescreen query parameter"); null
 * leaves it as it is. The parameter forms are in docs/decisions.md "WEBCLIP flag".
 */
export function webclipFlagAtLaunch(facts: { readonly installed: boolean; readonly flag: string | null; readonly query: string }): '0' | '1' | null {
  if (launchedFromHomescreenLink(facts.query)) return '0';
  if (facts.installed && facts.flag === null) return '1';
  return null;
}

/** `?homescreen` (any value) or `utm_source=homescreen` (the manifest's start URL, shell §9). */
export function launchedFromHomescreenLink(query: string): boolean {
  const params = new URLSearchParams(query); // a leading '?' is skipped by URLSearchParams itself
  return params.has('homescreen') || params.getAll('utm_source').some((source) => source.toLowerCase() === 'homescreen');
}
