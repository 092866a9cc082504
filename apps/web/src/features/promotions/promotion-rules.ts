import type { Promotion, PromotionCategory } from '@platform/contract/content';
import { HIDDEN_PROMOTION_CATEGORY_TYPES } from '@platform/contract/content-constants';
import { DAY_SPANS, type DaySpan, daysFromToday, dayText } from '../../lib/day-range.ts';

const HIDDEN: readonly string[] = HIDDEN_PROMOTION_CATEGORY_TYPES;

/** Spec §2: categories of type gaming and lotto_promo are not shown in the menu. */
export function visibleCategories(categories: readonly PromotionCategory[]): PromotionCategory[] {
  return categories.filter((category) => !HIDDEN.includes(category.type));
}

/** The category that looks active: the chosen one, else the first (spec §2). */
export function activeCategoryId(
  chosen: number | null,
  visible: readonly PromotionCategory[],
): number | null {
  if (chosen !== null && visible.some((category) => category.id === chosen)) return chosen;
  return visible[0]?.id ?? null;
}

/**
 * Spec §2: with no category chosen every promotion shows; a chosen category keeps the promotions
 * whose category ids contain it. The category of type `all` shows every promotion too.
 */
export function promotionsIn(
  promotions: readonly Promotion[],
  category: PromotionCategory | undefined,
): readonly Promotion[] {
  if (!category || category.type === 'all') return promotions;
  return promotions.filter((promotion) => promotion.promoAnnouncementCategoryIds.includes(category.id));
}

/**
 * Spec §9 future shortcut: the promotions that end within the coming `span` (today included), so a
 * player sees what is about to go; long-term ones never end and ended ones are gone already.
 */
export function endingWithin(
  promotions: readonly Promotion[],
  span: DaySpan,
  now: Date,
): readonly Promotion[] {
  const { to } = daysFromToday(DAY_SPANS[span], 'future', now);
  return promotions.filter((promotion) => {
    if (promotion.longTerm || promotion.endTime === null) return false;
    const end = new Date(promotion.endTime);
    return end > now && dayText(end) <= to;
  });
}

const ID = /^\d{1,10}$/;

/** Spec §2: a promotion named by the URL, as `?id=12` or `#12`. */
export function promotionIdFromUrl(search: string, hash: string): number | null {
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(search).get('id') ?? '';
  const value = ID.test(fromHash) ? fromHash : ID.test(fromQuery) ? fromQuery : null;
  return value === null ? null : Number(value);
}

/** Sequence 1 is the card's image, sequence 2 the details' image (spec §3). */
export function promotionImage(promotion: Promotion, sequence: 1 | 2): string | undefined {
  return promotion.announcementImages.find((image) => image.sequence === sequence)?.url;
}

const HOUR_MS = 3_600_000;

/** Whole days and hours left until the end (spec §3); null once it has ended or without an end. */
export function remainingTime(endTime: string | null, now: number): { days: number; hours: number } | null {
  if (endTime === null) return null;
  const left = new Date(endTime).getTime() - now;
  if (!(left > 0)) return null;
  const hours = Math.floor(left / HOUR_MS);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
