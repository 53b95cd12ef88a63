import { ContainerModule } from 'inversify';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { AvailablePromotionsOutcome } from '../../core/home/load-available-promotions';
import type { GameLanesOutcome } from '../../core/home/load-game-lanes';
import type { GameVendorsOutcome } from '../../core/home/load-game-vendors';
import type { MarqueeOutcome } from '../../core/home/load-marquee';
import type { PromotionCategoriesOutcome } from '../../core/home/load-promotion-categories';
import type { ApiClient } from '../../core/http/api-client';
import { deferredUseCase } from './deferred-use-case';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * Home content calls (docs/decisions.md "Home screen"): downloaded on first use. The pure policies (banner routing, action
 * button, referral action, vendor ordering) are plain functions in core/home the screens import.
 */
export const homeModule = new ContainerModule((bind) => {
  bind(TOKENS.LoadAvailablePromotions)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, sharedConfig: SharedConfigStore) =>
          deferredUseCase<[], AvailablePromotionsOutcome>(
            async () => {
              const { LoadAvailablePromotions } = await import('../../core/home/load-available-promotions');
              return new LoadAvailablePromotions(api, sharedConfig);
            },
            () => ({ kind: 'failed', referralEnabled: false }),
          ),
        [TOKENS.ApiClient, TOKENS.SharedConfigStore],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.LoadGameVendors)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[], GameVendorsOutcome>(
            async () => {
              const { LoadGameVendors } = await import('../../core/home/load-game-vendors');
              return new LoadGameVendors(api);
            },
            () => ({ kind: 'failed' }),
          ),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.LoadGameLanes)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[], GameLanesOutcome>(
            async () => {
              const { LoadGameLanes } = await import('../../core/home/load-game-lanes');
              return new LoadGameLanes(api);
            },
            () => ({ kind: 'failed' }),
          ),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.LoadMarquee)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[], MarqueeOutcome>(
            async () => {
              const { LoadMarquee } = await import('../../core/home/load-marquee');
              return new LoadMarquee(api);
            },
            () => ({ kind: 'failed' }),
          ),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.LoadPromotionCategories)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[], PromotionCategoriesOutcome>(
            async () => {
              const { LoadPromotionCategories } = await import('../../core/home/load-promotion-categories');
              return new LoadPromotionCategories(api);
            },
            () => ({ kind: 'failed' }),
          ),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
});
