import type { TeamPeriod } from '@platform/contract/agent-centre';

// The overview's shortcuts as days of the merchant's calendar. Calendar arithmetic on the day's
// text in UTC: a day is a date here, never an instant, so no zone or DST can shift it.

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The calendar day `n` days after `day` (before, for a negative `n`). */
export const addDays = (day: string, n: number) => dayText(dayMs(day) + n * DAY_MS);

/** The Monday of the week `day` is in (ISO weeks start on Monday). */
function mondayOf(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first and last day (both included) a shortcut means, seen on `today`. */
export function periodDays(period: TeamPeriod, today: string): { from: string; to: string } {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The days a page asks for: a shortcut on the merchant's today, a chosen range, or today. */
export function askedDays(
  today: string,
  query: { period?: TeamPeriod | undefined; from?: string | undefined; to?: string | undefined },
): { from: string; to: string } {
  if (!query.period) return { from: query.from ?? today, to: query.to ?? today };
  return periodDays(query.period, today);
}
