/*
 * How a filter form's typed values become the contract's query: an empty box filters nothing,
 * and a day picked in a date box is a range of the operator's own local day.
 */

/** Blank (or only spaces) means "no filter". */
export const blankToUndefined = (value: string) => value.trim() || undefined;

/** The start of a `YYYY-MM-DD` day where the operator is: a range's inclusive `from`. */
export function dayStart(value: string): string | undefined {
  return value ? new Date(`${value}T00:00:00`).toISOString() : undefined;
}

/** The start of the day after: a range's exclusive `to`, so the day picked is included whole. */
export function dayAfter(value: string): string | undefined {
  if (!value) return undefined;
  const next = new Date(`${value}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}
