import { AFFILIATE_CODE_KEY, AFFILIATE_R_KEY } from '../routing/affiliate';
import { PIXEL_QUERY_FIELDS, queryFields } from './pixel-bundle';

/** The affiliate's query fields (shell §2 "from the query field affiliateCode, r or referralCode"). */
const AFFILIATE_QUERY_FIELDS: readonly string[] = [AFFILIATE_CODE_KEY, AFFILIATE_R_KEY, 'referralCode'];

/**
 * The tracking values an address carries itself: the pixel bundle's query fields (an ad click's utm fields, click ids,
 * pixel ids) and the affiliate's, non-empty and trimmed. They win over the stored ones: the first visit of an ad
 * click has nothing stored yet (docs/decisions.md "Status track on the first visit").
 */
export function landingTrackingFields(search: string): Readonly<Record<string, string>> {
  const query = queryFields(search);
  const fields: Record<string, string> = {};
  for (const field of [...PIXEL_QUERY_FIELDS, ...AFFILIATE_QUERY_FIELDS]) {
    const value = query[field]?.trim();
    if (value) fields[field] = value;
  }
  return fields;
}
