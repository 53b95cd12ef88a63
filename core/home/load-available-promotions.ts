import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { decodePromotions, isPromotionOn, REFERRAL_PROMOTION, type Promotion } from './available-promotions';

/** The white-label flags, once the shared config has been read (SharedConfigStore). */
export interface WhiteLabelSource {
  execute(): Promise<unknown>;
  flag(name: string): boolean;
}

export type AvailablePromotionsOutcome =
  | { readonly kind: 'loaded'; readonly promotions: readonly Promotion[]; readonly referralEnabled: boolean }
  /** shell §5 "Available promotions are fetched only when the REWCEN3 flag is on": nothing was asked. */
  | { readonly kind: 'disabled'; readonly referralEnabled: false }
  | { readonly kind: 'failed'; readonly referralEnabled: false };

/**
 * `GET /wps/relay/MCSFE_getMerchantAvailablePromotions` (no Authorization, module REWCEN3), only when
 * REWCEN3 is on. The first answer is kept for the page; callers at the same time share one request; a
 * failure shows no notice and is not kept, so the next caller asks again. The REFERRAL flag feeds the
 * referral action and the action button's INVITE_FRIENDS item.
 */
export class LoadAvailablePromotions {
  private loading: Promise<AvailablePromotionsOutcome> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly whiteLabel: WhiteLabelSource,
  ) {}

  execute(): Promise<AvailablePromotionsOutcome> {
    this.loading ??= this.load().then((outcome) => {
      if (outcome.kind === 'failed') this.loading = null;
      return outcome;
    });
    return this.loading;
  }

  private async load(): Promise<AvailablePromotionsOutcome> {
    try {
      await this.whiteLabel.execute();
    } catch {
      // Unreadable settings: every flag reads off.
    }
    if (!this.whiteLabel.flag('REWCEN3')) return { kind: 'disabled', referralEnabled: false };
    let value: unknown;
    try {
      value = (await this.api.get(endpoints.availablePromotions, { alert: false })).value;
    } catch {
      return { kind: 'failed', referralEnabled: false };
    }
    const promotions = decodePromotions(value);
    return { kind: 'loaded', promotions, referralEnabled: isPromotionOn(promotions, REFERRAL_PROMOTION) };
  }
}
