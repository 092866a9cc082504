import { RECORD_MAX_RANGE_DAYS } from '@platform/contract/wallet-constants';

/** Spec §9 date shortcuts for the records: today, a week and 30 days, each ending today. */
export const RANGE_SHORTCUTS = { today: 1, week: 7, days30: 30 } as const;
export type RangeShortcut = keyof typeof RANGE_SHORTCUTS;

/** What the records are asked for: ISO instants, start inclusive, end exclusive. */
export interface RecordWindow {
  start: string;
  end: string;
}

/** A calendar day as the date input writes it (yyyy-MM-dd), in the reader's time zone. */
export function dayText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function startOfDay(date: Date, addDays = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + addDays);
}

/** Whole local days, so "today" starts at the reader's midnight, not the server's. */
export function shortcutDays(shortcut: RangeShortcut, now: Date): { from: string; to: string } {
  return { from: dayText(startOfDay(now, 1 - RANGE_SHORTCUTS[shortcut])), to: dayText(now) };
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
