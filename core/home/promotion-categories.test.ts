import { describe, expect, it } from 'vitest';
import { decodePromotionCategories, promotionCategoryHref } from './promotion-categories';

describe('decodePromotionCategories: shell §7 "promotion categories (response categories)"', () => {
  it('reads categories under value or at the top level, or a bare list', () => {
    const categories = [{ id: 'LOTTERY', name: 'Lottery', imageUrl: '/art/lottery.svg' }];
    for (const answer of [{ value: { categories } }, { categories }, { value: categories }, categories]) {
      expect(decodePromotionCategories(answer)).toEqual(categories);
    }
  });

  it('accepts code/title/image aliases; drops entries without id or name and repeated ids; refuses unsafe images; no answer is no category', () => {
    expect(
      decodePromotionCategories([
        { code: 7, title: 'VIP', image: 'data:image/png;base64,AAAA' },
        { id: 'X' },
        { name: 'no id' },
        { id: '7', name: 'again' },
      ]),
    ).toEqual([{ id: '7', name: 'VIP', imageUrl: null }]);
    expect(decodePromotionCategories('junk')).toEqual([]);
    expect(decodePromotionCategories(null)).toEqual([]);
    expect(decodePromotionCategories(undefined)).toEqual([]);
  });

  it('a category leads to the promotions page on it', () => {
    expect(promotionCategoryHref({ id: 'A B', name: 'n', imageUrl: null })).toBe('/m/activity?category=A+B');
  });
});

describe('decodePromotionCategories: odd answers', () => {
  it('value that is an object without categories falls back to top-level categories', () => {
    expect(decodePromotionCategories({ value: {}, categories: [{ id: 'A', name: 'All' }] })).toEqual([{ id: 'A', name: 'All', imageUrl: null }]);
  });

  it('an answer holding no categories list is no category', () => {
    for (const answer of [{}, { success: true, value: { total: 0 } }, { value: { categories: 'x' } }]) {
      expect(decodePromotionCategories(answer)).toEqual([]);
    }
  });
});
