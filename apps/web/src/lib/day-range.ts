/**
 * Spec §9 date-range shortcuts: a week and 30 days, back from today (what has happened: records)
 * or on from today (what is still to come: promotions about to end). Days are the reader's local
 * calendar days, read from the device's clock (`new Date()`), the one clock the site keeps.
 */
export const DAY_SPANS = { week: 7, days30: 30 } as const;
export type DaySpan = keyof typeof DAY_SPANS;
export type DayDirection = 'past' | 'future';

/** A calendar day as the date input writes it (yyyy-MM-dd), in the reader's time zone. */
export function dayText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight `addDays` days after the day of `date`. */
export function startOfDay(date: Date, addDays = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + addDays);
}

/** `days` whole days, today included: ending today (past) or starting today (future). */
export function daysFromToday(
  days: number,
  direction: DayDirection,
  now: Date,
): { from: string; to: string } {
  return direction === 'past'
    ? { from: dayText(startOfDay(now, 1 - days)), to: dayText(now) }
    : { from: dayText(now), to: dayText(startOfDay(now, days - 1)) };
}
