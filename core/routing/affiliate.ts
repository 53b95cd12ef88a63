import type { KeyValueStore } from '../runtime/ports';
import { hostnameOf, isIpAddress, labelsOf } from './host';

export interface AffiliateFacts {
  readonly affiliateCode: string | null;
  readonly r: string | null;
}

export type QueryInput = URLSearchParams | Readonly<Record<string, string>>;

/** First labels that name the site itself, never an affiliate (docs/decisions.md "Routing and language policies"). */
const NOT_AFFILIATE_LABELS: readonly string[] = ['www', 'm', 'mobile', 'wap', 'localhost', 'api'];

function queryValue(query: QueryInput, key: string): string | null {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = raw?.trim();
  return value ? value : null;
}

function affiliateFromHost(host: string): string | null {
  const name = hostnameOf(host);
  if (isIpAddress(name)) return null;
  const labels = labelsOf(name);
  const first = labels[0] as string;
  if (labels.length < 3 || NOT_AFFILIATE_LABELS.includes(first)) return null;
  return first;
}

/**
 * shell §2 "The affiliate code comes from the host subdomain, or from the query field affiliateCode, r
 * or referralCode": the query wins (affiliateCode, then r, then referralCode), else the first label of
 * a host of three or more labels. `r` is also returned alone: registration and the domain retry send it.
 */
export function affiliateCodeFrom(host: string, query: QueryInput): AffiliateFacts {
  const r = queryValue(query, 'r');
  const affiliateCode = queryValue(query, 'affiliateCode') ?? r ?? queryValue(query, 'referralCode') ?? affiliateFromHost(host);
  return { affiliateCode, r };
}

export const AFFILIATE_CODE_KEY = 'affiliateCode';
export const AFFILIATE_R_KEY = 'r';

/**
 * Remembers the visit's affiliate code and r in local storage for registration and the domain retry
 * (player-journey §2 "/m/index.html on the chosen domain carries affiliateCode and r when they were
 * stored"). A visit without one keeps the value stored before.
 */
export class RememberAffiliate {
  constructor(private readonly store: KeyValueStore) {}

  execute(host: string, query: QueryInput): AffiliateFacts {
    const facts = affiliateCodeFrom(host, query);
    if (facts.affiliateCode !== null) this.store.set(AFFILIATE_CODE_KEY, facts.affiliateCode);
    if (facts.r !== null) this.store.set(AFFILIATE_R_KEY, facts.r);
    return this.stored();
  }

  stored(): AffiliateFacts {
    return { affiliateCode: this.store.get(AFFILIATE_CODE_KEY) || null, r: this.store.get(AFFILIATE_R_KEY) || null };
  }
}
