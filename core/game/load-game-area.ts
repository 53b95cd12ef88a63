import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { decodeGameVendors, orderGameVendors, type VendorOrdering } from '../home/vendor-ordering';
import { decodeGameMatches, type GameMatch } from './game-area';

export type GameAreaOutcome =
  | {
      readonly kind: 'loaded';
      readonly ordering: VendorOrdering;
      readonly matches: readonly GameMatch[];
      /** The matches' answer failed: the list is unknown, not empty (the page offers a retry, never "no games"). */
      readonly matchesFailed: boolean;
    }
  | { readonly kind: 'failed' };

/** player-journey §7 "platform html5" (GCSGAME_newGameVendor); the same for the matches. */
const PLATFORM = 'html5';

/**
 * /m/game's data: the vendor list (GCSGAME_newGameVendor, the session-cached answer the home screen also
 * reads) and the game matches (GCSGAME_getGameMatchV2), both silent. The vendors failing leaves them out; the
 * matches failing is said (`matchesFailed`); both failing is a failure.
 */
export class LoadGameArea {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<GameAreaOutcome> {
    const [vendors, matches] = await Promise.allSettled([
      this.api.get(endpoints.gameVendors, { query: { platform: PLATFORM }, alert: false }),
      this.api.get(endpoints.gameMatches, { query: { platform: PLATFORM }, alert: false }),
    ]);
    if (vendors.status === 'rejected' && matches.status === 'rejected') return { kind: 'failed' };
    return {
      kind: 'loaded',
      ordering: orderGameVendors(vendors.status === 'fulfilled' ? decodeGameVendors(vendors.value.value) : []),
      matches: matches.status === 'fulfilled' ? decodeGameMatches(matches.value.value) : [],
      matchesFailed: matches.status === 'rejected',
    };
  }
}
