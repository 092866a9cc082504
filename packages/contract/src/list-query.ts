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
