const pad = (value: number) => String(value).padStart(2, '0');
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The wall clock of `timeZone` at an instant, to the second. */
function wallClock(date: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of format.formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Milliseconds `timeZone` is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * A moment as a `datetime-local` input holds it: the wall-clock time to the minute, cut down (not
 * rounded) so "now" never lands in the future; the operator's own, or `timeZone`'s (the merchant's).
 */
export function toLocalInput(moment: Date | string, timeZone?: string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  // An unreadable moment has no wall-clock time in any zone (Intl would throw on it).
  if (timeZone && !Number.isNaN(date.getTime())) {
    const w = wallClock(date, timeZone);
    return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value read in the operator's time zone, or in `timeZone`, as an ISO 8601
 * instant; '' when it is no moment.
 */
export function fromLocalInput(value: string, timeZone?: string): string {
  if (!LOCAL_INPUT.test(value)) return '';
  if (timeZone) {
    const asUtc = Date.parse(`${value}Z`);
    if (Number.isNaN(asUtc)) return '';
    // The zone's offset at the guess, then again at the corrected instant, in case a clock change lies between.
    const guess = asUtc - offsetAt(asUtc, timeZone);
    return new Date(asUtc - offsetAt(guess, timeZone)).toISOString();
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The operator's IANA time zone, named beside inputs in local time. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
