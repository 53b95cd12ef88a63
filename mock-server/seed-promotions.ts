import { artPath } from './art';

/** Promotion categories per merchant (shell §7 "promotion categories (response categories)"), each with its card art. */

const CATEGORY_NAMES: Readonly<Record<string, ReadonlyArray<readonly [id: string, name: string]>>> = {
  DEMO1: [
    ['ALL', 'All'],
    ['LOTTERY', 'Lottery'],
    ['DEPOSIT', 'Deposit'],
    ['VIP', 'VIP'],
    ['WEEKLY', 'Weekly events'],
  ],
  DEMO2: [
    ['ALL', 'Todas'],
    ['LOTTERY', 'Loteria'],
    ['DEPOSIT', 'Depósito'],
    ['VIP', 'VIP'],
    ['WEEKLY', 'Eventos semanais'],
  ],
};

/** `imageUrl` is a path; the handler makes it absolute on the asking origin. */
export function seedPromotionCategories(merchant: string): Array<{ id: string; name: string; imageUrl: string }> {
  return (CATEGORY_NAMES[merchant] ?? []).map(([id, name]) => ({ id, name, imageUrl: artPath(merchant, 'promo', id.toLowerCase()) }));
}
