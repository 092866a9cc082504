import type { FastifyBaseLogger } from 'fastify';

/**
 * A warning logged at most once per `intervalMs`, with how many were held back: while Redis is
 * down every publish fails, and one line per publish under load would bury the log
 * (`relay_errors_total` still counts each).
 */
export function throttledWarning(
  log: FastifyBaseLogger,
  message: string,
  intervalMs = 10_000,
): (error: unknown) => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  let heldBack = 0;
  return (error) => {
    // Real time, not the app's clock: this paces log lines, it decides nothing.
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      heldBack += 1;
      return;
    }
    log.warn({ err: error, heldBack }, message);
    lastAt = now;
    heldBack = 0;
  };
}
