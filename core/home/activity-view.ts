import type { PromotionCategory } from './promotion-categories';

/**
 * What /m/activity shows (shell §2 "/m/activity?id={id}: activity detail, opened from a banner of linkage type
 * P"): the promotions list, one promotion picked by `id` (or by `category`, the home strip's link), or, for an id
 * the list does not hold, the list with word that the promotion is gone.
 */
export type ActivityView =
  | { readonly kind: 'list'; readonly categories: readonly PromotionCategory[] }
  | { readonly kind: 'detail'; readonly item: PromotionCategory; readonly others: readonly PromotionCategory[] }
  | { readonly kind: 'gone'; readonly categories: readonly PromotionCategory[] };

export function activityView(search: string, categories: readonly PromotionCategory[]): ActivityView {
  const params = new URLSearchParams(search);
  const wanted = params.get('id')?.trim() || params.get('category')?.trim() || null;
  if (wanted === null) return { kind: 'list', categories };
  const item = categories.find((category) => category.id === wanted);
  if (!item) return { kind: 'gone', categories };
  return { kind: 'detail', item, others: categories.filter((category) => category !== item) };
}
