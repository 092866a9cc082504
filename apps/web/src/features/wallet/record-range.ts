import { RECORD_MAX_RANGE_DAYS } from '@platform/contract/wallet-constants';
import { DAY_SPANS, daysFromToday, startOfDay } from '../../lib/day-range.ts';

/** Spec §9 date shortcuts for the records (what has happened): today, a week and 30 days, each ending today. */
export const RANGE_SHORTCUTS = { today: 1, ...DAY_SPANS } as const;
export type RangeShortcut = keyof typeof RANGE_SHORTCUTS;

/** What the records are asked for: ISO instants, start inclusive, end exclusive. */
export interface RecordWindow {
  start: string;
  end: string;
}

/** Whole local days back from today, so "today" starts at the reader's midnight, not the server's. */
export function shortcutDays(shortcut: RangeShortcut, now: Date): { from: string; to: string } {
  return daysFromToday(RANGE_SHORTCUTS[shortcut], 'past', now);
}

export type RangeProblem = 'range_order' | 'range_too_long' | 'range_missing';

/** The window of two chosen days (both included), or why it cannot be asked for. */
export function windowOfDays(
  from: string,
  to: string,
): { ok: true; window: RecordWindow } | { ok: false; problem: RangeProblem } {
  const parse = (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  };
  const first = parse(from);
  const last = parse(to);
  if (!first || !last) return { ok: false, problem: 'range_missing' };
  if (first > last) return { ok: false, problem: 'range_order' };
  const end = startOfDay(last, 1);
  if (end.getTime() - first.getTime() > RECORD_MAX_RANGE_DAYS * 86_400_000)
    return { ok: false, problem: 'range_too_long' };
  return { ok: true, window: { start: first.toISOString(), end: end.toISOString() } };
}
