import { ContainerModule } from 'inversify';
import type { LoadSharedConfig } from '../../core/config/load-shared-config';
import type { AvailablePromotionsOutcome } from '../../core/home/load-available-promotions';
import type { GameVendorsOutcome } from '../../core/home/load-game-vendors';
import type { ApiClient } from '../../core/http/api-client';
import { deferredUseCase } from './deferred-use-case';
import { TOKENS } from './tokens';

/**
 * Home content calls (issue 11): downloaded on first use. The pure policies (banner routing, action
 * button, referral action, vendor ordering) are plain functions in core/home the screens import.
 */
export const homeModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.LoadAvailablePromotions)
    .toResolvedValue(
      (api: ApiClient, sharedConfig: LoadSharedConfig) =>
        deferredUseCase<[], AvailablePromotionsOutcome>(
          async () => {
            const { LoadAvailablePromotions } = await import('../../core/home/load-available-promotions');
            return new LoadAvailablePromotions(api, sharedConfig);
          },
          () => ({ kind: 'failed', referralEnabled: false }),
        ),
      [TOKENS.ApiClient, TOKENS.LoadSharedConfig],
    )
    .inSingletonScope();
  bind(TOKENS.LoadGameVendors)
    .toResolvedValue(
      (api: ApiClient) =>
        deferredUseCase<[], GameVendorsOutcome>(
          async () => {
            const { LoadGameVendors } = await import('../../core/home/load-game-vendors');
            return new LoadGameVendors(api);
          },
          () => ({ kind: 'failed' }),
        ),
      [TOKENS.ApiClient],
    )
    .inSingletonScope();
});
