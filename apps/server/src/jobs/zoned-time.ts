/** Wall-clock times in IANA time zones, from the platform's Intl data (no time-zone library). */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** True for a zone name this runtime knows (`Asia/Yangon`, `UTC`); false for anything else. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Milliseconds the zone is ahead of UTC at that instant. */
export function offsetMs(instant: Date, timeZone: string): number {
  const w = wallTime(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The instants at which the zone's clocks show `wall`: none in a spring-forward gap, two in a
 * fall-back repeat, one otherwise; earliest first.
 */
export function instantsOf(wall: WallTime, timeZone: string): Date[] {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Zones change their offset at most once a day: the offsets a day either side cover every case.
  const offsets = new Set([
    offsetMs(new Date(asUtc - DAY_MS), timeZone),
    offsetMs(new Date(asUtc), timeZone),
    offsetMs(new Date(asUtc + DAY_MS), timeZone),
  ]);
  const found: Date[] = [];
  for (const offset of offsets) {
    const candidate = new Date(asUtc - offset);
    if (
      sameWall(wallTime(candidate, timeZone), wall) &&
      !found.some((d) => d.getTime() === candidate.getTime())
    )
      found.push(candidate);
  }
  return found.sort((a, b) => a.getTime() - b.getTime());
}

function sameWall(a: WallTime, b: WallTime): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of the wall time. */
export function formatDate(w: WallTime): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** `YYYY-MM-DDTHH:mm:ss` of the wall time. */
export function formatWall(w: WallTime): string {
  return `${formatDate(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** `+HH:MM` / `-HH:MM` of an offset in milliseconds. */
export function formatOffset(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The local date `YYYY-MM-DD` of an instant in a zone (a merchant's business day). */
export function localDate(instant: Date, timeZone: string): string {
  return formatDate(wallTime(instant, timeZone));
}
