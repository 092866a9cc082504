import type { Promotion, PromotionCategory } from '@platform/contract/content';
import { describe, expect, it } from 'vitest';
import {
  activeCategoryId,
  promotionIdFromUrl,
  promotionImage,
  promotionsIn,
  remainingTime,
  visibleCategories,
} from './promotion-rules.ts';

const categories: PromotionCategory[] = [
  { id: 1, title: 'All', type: 'all' },
  { id: 2, title: 'Gaming', type: 'gaming' },
  { id: 3, title: 'Sports', type: 'sports' },
  { id: 4, title: 'Lotto', type: 'lotto_promo' },
  { id: 5, title: 'Deposit', type: 'deposit' },
];

function promotion(id: number, categoryIds: number[]): Promotion {
  return {
    id,
    title: `Promotion ${id}`,
    content: '<p>x</p>',
    category: 'sports',
    promotionType: 'DEPOSIT_BONUS',
    promoAnnouncementCategoryIds: categoryIds,
    announcementImages: [
      { sequence: 2, url: `/images/${id}-2.png` },
      { sequence: 1, url: `/images/${id}-1.png` },
    ],
    startTime: '2025-01-01T00:00:00Z',
    endTime: null,
    longTerm: true,
    tags: [],
    goTo: null,
  };
}

describe('category menu', () => {
  it('hides the gaming and lotto_promo categories', () => {
    expect(visibleCategories(categories).map((category) => category.id)).toEqual([1, 3, 5]);
  });

  it('makes the first category look active when none is chosen', () => {
    const visible = visibleCategories(categories);
    expect(activeCategoryId(null, visible)).toBe(1);
    expect(activeCategoryId(5, visible)).toBe(5);
    // A hidden or vanished category is never the active one.
    expect(activeCategoryId(2, visible)).toBe(1);
    expect(activeCategoryId(null, [])).toBeNull();
  });

  it('keeps the promotions listed under the chosen category, and all of them without one', () => {
    const list = [promotion(10, [3]), promotion(11, [5, 3]), promotion(12, [5])];
    expect(promotionsIn(list, undefined).map((p) => p.id)).toEqual([10, 11, 12]);
    expect(promotionsIn(list, categories[0]).map((p) => p.id)).toEqual([10, 11, 12]);
    expect(promotionsIn(list, categories[2]).map((p) => p.id)).toEqual([10, 11]);
    expect(promotionsIn(list, categories[4]).map((p) => p.id)).toEqual([11, 12]);
  });
});

describe('promotionIdFromUrl', () => {
  it('reads the hash or the id query', () => {
    expect(promotionIdFromUrl('', '#12')).toBe(12);
    expect(promotionIdFromUrl('?id=7', '')).toBe(7);
    expect(promotionIdFromUrl('?id=7', '#12')).toBe(12);
  });

  it('ignores anything that is not an id', () => {
    expect(promotionIdFromUrl('', '')).toBeNull();
    expect(promotionIdFromUrl('?id=abc', '#term')).toBeNull();
    expect(promotionIdFromUrl('?id=1e3', '#-4')).toBeNull();
  });
});

describe('promotionImage', () => {
  it('takes sequence 1 for the card and 2 for the details', () => {
    expect(promotionImage(promotion(3, []), 1)).toBe('/images/3-1.png');
    expect(promotionImage(promotion(3, []), 2)).toBe('/images/3-2.png');
    expect(promotionImage({ ...promotion(3, []), announcementImages: [] }, 1)).toBeUndefined();
  });
});

describe('remainingTime', () => {
  const now = Date.parse('2025-06-01T00:00:00Z');

  it('counts whole days and hours left', () => {
    expect(remainingTime('2025-06-03T05:59:00Z', now)).toEqual({ days: 2, hours: 5 });
    expect(remainingTime('2025-06-01T00:30:00Z', now)).toEqual({ days: 0, hours: 0 });
    expect(remainingTime('2025-07-01T00:00:00Z', now)).toEqual({ days: 30, hours: 0 });
  });

  it('has nothing to count for a long-term or ended promotion', () => {
    expect(remainingTime(null, now)).toBeNull();
    expect(remainingTime('2025-05-31T23:00:00Z', now)).toBeNull();
    expect(remainingTime('not a date', now)).toBeNull();
  });
});
