import { Cron } from 'croner';
import { formatOffset, formatWall, instantsOf, localDate, offsetMs, wallTime } from './zoned-time.ts';

/**
 * When a job runs (DESIGN §10): a cron expression read in a time zone (croner), or a fixed
 * interval. Time is cut into periods between consecutive fire times; the run for a period is due
 * at its end. Pure functions of (schedule, zone, instant): every node computes the same periods.
 */
export type Schedule =
  | { kind: 'every'; text: string; everyMs: number }
  | { kind: 'cron'; text: string; pattern: string; daily: boolean };

export interface Period {
  /** Local start `YYYY-MM-DDTHH:mm:ss` (with `±HH:MM` when the clocks show it twice), or the local date for a daily schedule. */
  key: string;
  start: Date;
  end: Date;
}

export class ScheduleError extends Error {}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const EVERY = /^every\s+(\d{1,6})\s*([smh])$/i;
const MAX_EVERY_MS = 86_400_000;
const ALIASES: Record<string, string> = { '@daily': '0 0 * * *', '@midnight': '0 0 * * *' };
const WILD = new Set(['*', '?']);
const SINGLE = /^\d{1,2}$/;

export function parseSchedule(text: string): Schedule {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const every = EVERY.exec(trimmed);
  if (every) {
    const everyMs = Number(every[1]) * UNIT_MS[every[2]!.toLowerCase() as keyof typeof UNIT_MS];
    if (everyMs < 1000 || everyMs > MAX_EVERY_MS)
      throw new ScheduleError(`"${text}": an interval must be between 1s and 24h`);
    return { kind: 'every', text: trimmed, everyMs };
  }
  const pattern = ALIASES[trimmed.toLowerCase()] ?? trimmed;
  try {
    new Cron(pattern, { paused: true });
  } catch (error) {
    throw new ScheduleError(
      `"${text}" is neither a cron expression nor "every <n>s|m|h" (${(error as Error).message})`,
    );
  }
  return { kind: 'cron', text: trimmed, pattern, daily: isDaily(pattern) };
}

/** Once every local day at a fixed time (`0 0 * * *`): its periods are named by their local date. */
function isDaily(pattern: string): boolean {
  const fields = pattern.split(' ');
  const [second, minute, hour, dom, month, dow] = fields.length === 5 ? ['0', ...fields] : fields;
  if (fields.length < 5 || fields.length > 6) return false;
  return [second, minute, hour].every((f) => SINGLE.test(f!)) && [dom, month, dow].every((f) => WILD.has(f!));
}

const crons = new Map<string, Cron>();

function cronIn(pattern: string, timeZone: string): Cron {
  const id = `${timeZone} ${pattern}`;
  let cron = crons.get(id);
  if (!cron) {
    cron = new Cron(pattern, { paused: true, timezone: timeZone });
    crons.set(id, cron);
  }
  return cron;
}

/** The key of the period starting at `start`. */
export function periodKey(schedule: Schedule, timeZone: string, start: Date): string {
  if (schedule.kind === 'cron' && schedule.daily) return localDate(start, timeZone);
  const wall = wallTime(start, timeZone);
  // A fall-back hour shows the same local times twice: the offset tells the two periods apart.
  const ambiguous = instantsOf(wall, timeZone).length > 1;
  return ambiguous ? `${formatWall(wall)}${formatOffset(offsetMs(start, timeZone))}` : formatWall(wall);
}

function period(schedule: Schedule, timeZone: string, start: Date, end: Date): Period {
  return { key: periodKey(schedule, timeZone, start), start, end };
}

/** The last `count` periods that ended at or before `now`, oldest first. */
export function duePeriods(schedule: Schedule, timeZone: string, now: Date, count: number): Period[] {
  if (count < 1) return [];
  if (schedule.kind === 'every') {
    const lastEnd = Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs;
    return Array.from({ length: count }, (_, i) => {
      const end = lastEnd - (count - 1 - i) * schedule.everyMs;
      return period(schedule, timeZone, new Date(end - schedule.everyMs), new Date(end));
    });
  }
  // previousRuns is strictly before its reference: one millisecond on includes a fire at `now`.
  const fires = cronIn(schedule.pattern, timeZone)
    .previousRuns(count + 1, new Date(now.getTime() + 1))
    .reverse();
  return fires.slice(1).map((end, i) => period(schedule, timeZone, fires[i]!, end));
}

/** The period after `current` (the one not yet due when `current` is the last due one). */
export function nextPeriod(schedule: Schedule, timeZone: string, current: Period): Period | null {
  if (schedule.kind === 'every')
    return period(schedule, timeZone, current.end, new Date(current.end.getTime() + schedule.everyMs));
  const end = cronIn(schedule.pattern, timeZone).nextRun(current.end);
  return end ? period(schedule, timeZone, current.end, end) : null;
}

const KEY = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})([+-]\d{2}:\d{2})?)?$/;
const HALF_DAY_MS = 15 * 3_600_000;

/** The period of this schedule a key names, or null when it names none (malformed, not a boundary). */
export function periodOfKey(schedule: Schedule, timeZone: string, key: string): Period | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const wall = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
  const dateOnly = m[4] === undefined;
  if (dateOnly !== (schedule.kind === 'cron' && schedule.daily)) return null;
  if (schedule.kind === 'every') {
    for (const start of instantsOf(wall, timeZone)) {
      if (start.getTime() % schedule.everyMs !== 0) continue;
      const found = period(schedule, timeZone, start, new Date(start.getTime() + schedule.everyMs));
      if (found.key === key) return found;
    }
    return null;
  }
  const cron = cronIn(schedule.pattern, timeZone);
  // A daily period may start at any time of its date: walk the fires around it.
  const from = dateOnly
    ? [new Date(Date.UTC(wall.year, wall.month - 1, wall.day) - HALF_DAY_MS)]
    : instantsOf(wall, timeZone);
  for (const candidate of from) {
    let start = cron.nextRun(new Date(candidate.getTime() - 1));
    for (let step = 0; start && step < 4; step++) {
      const end = cron.nextRun(start);
      if (!end) return null;
      const found = period(schedule, timeZone, start, end);
      if (found.key === key) return found;
      if (!dateOnly) break;
      start = end;
    }
  }
  return null;
}

/** Days cut at local midnight: the daily jobs' periods and the reports' days. */
export const DAILY_AT_MIDNIGHT = parseSchedule('0 0 * * *');

/**
 * Ranges of days already cut: a report page asks for the same few ranges (today, the last 30 days)
 * on every view, and cutting one walks the cron schedule day by day, some 0.1 ms a day. A pure
 * function of its arguments while the runtime's zone rules stay the same, so keeping answers
 * changes nothing but the time; the oldest is dropped past the size.
 */
const cutRanges = new Map<string, readonly Period[]>();
const CUT_RANGES_KEPT = 500;

/** The zone's days from the date `from` to the date `to` (`YYYY-MM-DD`, both included), oldest first. */
export function localDays(timeZone: string, from: string, to: string): readonly Period[] {
  const key = `${timeZone} ${from} ${to}`;
  const known = cutRanges.get(key);
  if (known) return known;
  const days = Object.freeze(cutDays(timeZone, from, to).map((day) => Object.freeze(day)));
  if (cutRanges.size >= CUT_RANGES_KEPT) cutRanges.delete(cutRanges.keys().next().value!);
  cutRanges.set(key, days);
  return days;
}

function cutDays(timeZone: string, from: string, to: string): Period[] {
  const days: Period[] = [];
  for (
    let day = periodOfKey(DAILY_AT_MIDNIGHT, timeZone, from);
    day && day.key <= to;
    day = nextPeriod(DAILY_AT_MIDNIGHT, timeZone, day)
  )
    days.push(day);
  return days;
}
