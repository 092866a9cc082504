import { z } from 'zod';
import { text } from './text.ts';

/** Paging of the member and operator lists (deposits, withdrawals). */
export const pagingFields = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};

/** ISO 8601 bounds of the creation time: from inclusive, to exclusive (spec §9 week / 30 days). */
export const createdRangeFields = {
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

/** A status filter: one status, or several separated by commas (pending,failed). */
export function statusFilter<T extends z.ZodType<string, string>>(status: T, maxLength: number) {
  return text()
    .max(maxLength)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(status).min(1));
}

/** Paging of the operator's big lists (players, bets, a ledger): at most 100 rows a page. */
export const adminPagingFields = {
  pageNo: pagingFields.pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A count of a list too big to count whole: `total` stops at 10,000 and `totalCapped` says there are more. */
export const cappedCountFields = {
  total: z.number().int(),
  totalCapped: z.boolean(),
};

/**
 * A page of a list too big to count whole: the capped count (the screen shows "10,000+"), and
 * `totalPages` following the capped total.
 */
export const cappedTotalFields = {
  ...cappedCountFields,
  totalPages: z.number().int(),
};

/** A request that takes no query parameters: any parameter is refused, so none is silently ignored. */
export const EmptySchema = z.strictObject({});
