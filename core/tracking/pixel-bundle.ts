/**
 * player-journey §3 "Pixel tracking bundle: tid, ad-network pixel ids, click ids, fbc, fbp, twclid,
 * utm_source and similar fields. Cookies fbc and fbp last 90 days." docs/decisions.md "Tracking".
 */

/** Query fields kept in the bundle: the campaign id, the click ids, the utm fields and the pixel ids. */
export const PIXEL_QUERY_FIELDS = [
  'tid',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'twclid',
  'bbg',
  'isBgeTest',
  'cid',
  'kw',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'fbPixelId',
  'ttPixelId',
  'gtagId',
  'kwaiPixelId',
  'bigoPixelId',
] as const;

/** Meta's cookie names: the pixel and the Conversions API read the same cookies. */
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';
/** player-journey §9 "Fbc/fbp cookie lifetime 90 days". */
export const FB_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** Meta's documented form `fb.{subdomainIndex}.{creationTime ms}.{fbclid}`; 1: the cookie is set for the page's domain. */
export function fbcValue(fbclid: string, nowMs: number): string {
  return `fb.1.${nowMs}.${fbclid}`;
}

/** `fb.{subdomainIndex}.{creationTime ms}.{random number}`; `random` in [0, 1). */
export function fbpValue(nowMs: number, random: number): string {
  return `fb.1.${nowMs}.${Math.floor(1_000_000_000 + random * 9_000_000_000)}`;
}

export interface BundleInputs {
  /** The landing query's fields. */
  readonly query: Readonly<Record<string, string>>;
  /** What was kept from an earlier visit. */
  readonly stored: Readonly<Record<string, string>>;
  /** The `_fbc` and `_fbp` cookies as the browser has them (null when absent). */
  readonly cookies: { readonly fbc: string | null; readonly fbp: string | null };
  readonly nowMs: number;
  readonly random: number;
}

export interface CollectedBundle {
  readonly bundle: Readonly<Record<string, string>>;
  /** Cookies to (re)write, each for 90 days. */
  readonly cookies: readonly { readonly name: string; readonly value: string }[];
}

/**
 * The bundle after a landing: a non-empty query field replaces the stored one; fbc comes from a newly
 * arrived fbclid (a new click replaces an older one, the same click keeps its creation time), else from
 * the cookie, else the stored value; fbp from the cookie, else the stored value, else a new one.
 */
export function collectPixelBundle(inputs: BundleInputs): CollectedBundle {
  const bundle: Record<string, string> = { ...inputs.stored };
  for (const field of PIXEL_QUERY_FIELDS) {
    const value = inputs.query[field]?.trim();
    if (value) bundle[field] = value;
  }
  const cookies: { name: string; value: string }[] = [];

  const fbclid = inputs.query.fbclid?.trim();
  const knownFbc = inputs.cookies.fbc || inputs.stored.fbc || '';
  if (fbclid && !knownFbc.endsWith(`.${fbclid}`)) {
    bundle.fbc = fbcValue(fbclid, inputs.nowMs);
    cookies.push({ name: FBC_COOKIE, value: bundle.fbc });
  } else if (knownFbc) {
    bundle.fbc = knownFbc;
    if (!inputs.cookies.fbc) cookies.push({ name: FBC_COOKIE, value: knownFbc });
  }

  const knownFbp = inputs.cookies.fbp || inputs.stored.fbp || '';
  bundle.fbp = knownFbp || fbpValue(inputs.nowMs, inputs.random);
  if (!inputs.cookies.fbp) cookies.push({ name: FBP_COOKIE, value: bundle.fbp });

  return { bundle, cookies };
}

/** The fields of a query string, first value of each. */
export function queryFields(search: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in fields)) fields[key] = value;
  return fields;
}
