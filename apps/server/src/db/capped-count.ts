/**
 * Totals of lists too big to count whole (100,000 members, a bettor's millions of entries): a
 * count stops after COUNT_CAP + 1 rows, so it costs at most that many index entries.
 */
export const COUNT_CAP = 10_000;

/** The LIMIT of a counting subquery: one past the cap tells "exactly the cap" from "more". */
export const COUNT_LIMIT = COUNT_CAP + 1;

/** The capped total of a count taken with COUNT_LIMIT. */
export function cappedCount(counted: number) {
  return { total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP };
}

/** The page totals of a count taken with COUNT_LIMIT. */
export function cappedTotals(counted: number, pageSize: number) {
  const { total, totalCapped } = cappedCount(counted);
  return { total, totalPages: Math.ceil(total / pageSize), totalCapped };
}
