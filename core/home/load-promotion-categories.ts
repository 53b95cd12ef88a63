import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { decodePromotionCategories, type PromotionCategory } from './promotion-categories';

export type PromotionCategoriesOutcome =
  | { readonly kind: 'loaded'; readonly categories: readonly PromotionCategory[] }
  | { readonly kind: 'failed' };

/** GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory (cached for the session); silent, never throws. */
export class LoadPromotionCategories {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<PromotionCategoriesOutcome> {
    try {
      const envelope = await this.api.get(endpoints.promotionCategories, { alert: false });
      return { kind: 'loaded', categories: decodePromotionCategories(envelope) };
    } catch {
      return { kind: 'failed' };
    }
  }
}
