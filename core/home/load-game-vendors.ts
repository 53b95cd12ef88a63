import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { GAME_VENDORS_CALL } from '../http/home-calls';
import { decodeGameVendors, orderGameVendors, type VendorOrdering } from './vendor-ordering';

export type GameVendorsOutcome =
  | { readonly kind: 'loaded'; readonly ordering: VendorOrdering }
  | { readonly kind: 'failed' };

/**
 * `GET /wps/relay/GCSGAME_newGameVendor?platform=html5` (player-journey §7), ordered by shell §9. The
 * request layer keeps the answer for the session (catalogue: cacheable); a failure shows no notice (the
 * home screen shows no vendors) and never throws.
 */
export class LoadGameVendors {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<GameVendorsOutcome> {
    try {
      const envelope = await this.api.get(endpoints.gameVendors, { query: GAME_VENDORS_CALL.query, alert: false });
      return { kind: 'loaded', ordering: orderGameVendors(decodeGameVendors(envelope.value)) };
    } catch {
      return { kind: 'failed' };
    }
  }
}
