import { OPS_PATHS } from '@platform/contract/paths';

export interface MeasureOptions {
  /** Requests per line: the first pays for the connection, so one alone would misjudge a line. */
  samples?: number;
  /** A line slower than this counts as not answering. */
  timeoutMs?: number;
  fetcher?: typeof fetch;
  now?: () => number;
}

/**
 * A line's round trip in whole milliseconds: the median of several real requests to its liveness
 * probe, or null when none answered. `no-cors`: another origin's answer is opaque, but it arriving
 * at all is the measure; `no-store`, so no answer comes from a cache.
 */
export async function measureLine(origin: string, options: MeasureOptions = {}): Promise<number | null> {
  const { samples = 4, timeoutMs = 5000, fetcher = fetch, now = () => performance.now() } = options;
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = now();
    try {
      await fetcher(`${origin}${OPS_PATHS.health}`, {
        mode: 'no-cors',
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
      });
      times.push(now() - start);
    } catch {
      // Unreachable, refused or too slow: this sample has no time; the others still count.
    }
  }
  if (times.length === 0) return null;
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor((times.length - 1) / 2)] as number);
}

/** The line to recommend: the quickest one that answered, or null while none has. */
export function fastestLine<T extends { ms: number | null }>(lines: readonly T[]): T | null {
  let best: T | null = null;
  for (const line of lines)
    if (line.ms !== null && (best === null || line.ms < (best.ms as number))) best = line;
  return best;
}

/** The same page on another line: the player keeps their place when switching. */
export function addressOnLine(origin: string, location: { pathname: string; search: string; hash: string }) {
  return `${origin}${location.pathname}${location.search}${location.hash}`;
}
