import { createRequire } from 'node:module';
import { percentile } from './lib.mjs';

// autocannon ships no types: required, and given the little of its shape used here.
interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  requests: { total: number };
  statusCodeStats: Record<string, { count: number }>;
}
export interface AutocannonRun extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => AutocannonRun;

/**
 * autocannon with `clients` connections for `length` (seconds, or a number of requests: a page
 * slower than a warm-up's seconds still gets answered), each request's path from `pathOf` (called
 * once per request, in order), with `headers` on every request. Any error or non-2xx answer fails
 * the bench: a latency of refusals would measure nothing.
 */
export async function cannon(
  what: string,
  base: string,
  pathOf: () => string,
  length: number | { requests: number },
  clients: number,
  headers: Record<string, string> = {},
  /** How long one answer may take before it counts as a timeout (autocannon's default is 10 s). */
  timeoutSeconds = 10,
) {
  const latencies: number[] = [];
  const run = autocannon({
    url: base,
    connections: clients,
    pipelining: 1,
    ...(typeof length === 'number' ? { duration: length } : { amount: length.requests }),
    timeout: timeoutSeconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request: object) => ({ ...request, path: pathOf() }) }],
  });
  run.on('response', (_client, _status, _bytes, latency) => latencies.push(latency));
  const result = await run;
  if (result.errors + result.timeouts + result.non2xx > 0 || result.requests.total === 0) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, stats]) => `${code}: ${stats.count}`)
      .join(', ');
    throw new Error(
      `${what}: ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx; status codes { ${codes} }`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    answers: latencies.length,
    perSecond: latencies.length / result.duration,
    p95: percentile(latencies, 95),
  };
}
