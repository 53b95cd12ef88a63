import { describe, expect, it } from 'vitest';
import { activityView } from './activity-view';
import type { PromotionCategory } from './promotion-categories';

const weekly: PromotionCategory = { id: '7', name: 'Weekly bonus', imageUrl: null };
const first: PromotionCategory = { id: 'FIRST', name: 'First deposit', imageUrl: '/art/first.png' };
const list = [weekly, first];

describe('/m/activity (shell §2 "/m/activity?id={id}: activity detail, opened from a banner of linkage type P")', () => {
  it('without id or category: the whole list', () => {
    expect(activityView('', list)).toEqual({ kind: 'list', categories: list });
    expect(activityView('?id=%20', list)).toEqual({ kind: 'list', categories: list });
  });

  it('?id= picks that promotion, the others listed after it', () => {
    expect(activityView('?id=7', list)).toEqual({ kind: 'detail', item: weekly, others: [first] });
  });

  it("?category= (home strip's link) picks it too; id wins over category", () => {
    expect(activityView('?category=FIRST', list)).toEqual({ kind: 'detail', item: first, others: [weekly] });
    expect(activityView('?id=7&category=FIRST', list)).toMatchObject({ kind: 'detail', item: weekly });
    expect(activityView('?id=%20&category=%20FIRST%20', list)).toMatchObject({ kind: 'detail', item: first });
  });

  it('an id the list does not hold: the list, with word that it is gone (never a bare "#id")', () => {
    expect(activityView('?id=99', list)).toEqual({ kind: 'gone', categories: list });
    expect(activityView('?id=7', [])).toEqual({ kind: 'gone', categories: [] });
  });
});
