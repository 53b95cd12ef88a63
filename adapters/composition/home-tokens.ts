import type { AvailablePromotionsOutcome } from '../../core/home/load-available-promotions';
import type { GameLanesOutcome } from '../../core/home/load-game-lanes';
import type { GameVendorsOutcome } from '../../core/home/load-game-vendors';
import type { MarqueeOutcome } from '../../core/home/load-marquee';
import type { PromotionCategoriesOutcome } from '../../core/home/load-promotion-categories';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens home-module.ts binds. */
export const homeTokens = {
  /** Home content: home-module.ts; downloaded on first use. REWCEN3 off asks nothing. */
  LoadAvailablePromotions: token<UseCase<[], AvailablePromotionsOutcome>>('LoadAvailablePromotions'),
  /** The vendor list, ordered by shell §9. */
  LoadGameVendors: token<UseCase<[], GameVendorsOutcome>>('LoadGameVendors'),
  /** The home screen's game lanes, marquee and promotion categories (silent; failures show an empty section). */
  LoadGameLanes: token<UseCase<[], GameLanesOutcome>>('LoadGameLanes'),
  LoadMarquee: token<UseCase<[], MarqueeOutcome>>('LoadMarquee'),
  LoadPromotionCategories: token<UseCase<[], PromotionCategoriesOutcome>>('LoadPromotionCategories'),
} as const;
