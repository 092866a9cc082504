import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** One thing guesses are counted against: an account name, a client address, a phone, a member. */
export interface SecretSubject {
  key: string;
  /** Comparisons allowed in one window; past it every attempt is refused until the window ends. */
  limit: number;
  windowMs: number;
  /**
   * What a right answer does to this count: `release` gives its own attempt back (the default, so
   * an honest member is never paused by their own successes); `reset` also forgets the wrong ones
   * before it, for limits on failures in a row (a login).
   */
  onRight?: 'release' | 'reset';
}

/** Refused without comparing: too many attempts; the answer is 429 with the time left. */
export type SecretRefused = { ok: false; code: 'RATE_LIMITED'; retryAfterSeconds: number };

export type SecretVerdict =
  | { ok: true }
  | SecretRefused
  | {
      ok: false;
      code: 'WRONG';
      /** Each subject's attempts in its window after this one, in the order given. */
      attempts: number[];
      /** Set when this wrong answer used a subject's last attempt: how long the next ones wait. */
      lockedForSeconds: number | null;
    };

export interface SecretStanding {
  /** Each subject's attempts in its open window, in the order given (0 without one). */
  attempts: number[];
  /** Set when a subject has no attempt left: how long until its window ends. */
  refusedForSeconds: number | null;
}

function toSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Checks a secret under guess limits: each subject's attempt is counted first, in one atomic
 * step (INCR in Redis, one map update in memory), and the comparison runs only when every subject
 * is within its limit, so however many guesses arrive at once, at most `limit` wrong answers are
 * compared per window. Wrong answers keep their count; a right one gives it back (see `onRight`),
 * and so does a refused attempt, which compared nothing.
 * `compare` may answer a refusal of its own (a nested guard); then nothing was compared here.
 */
export async function checkSecret(
  limiter: RateLimiter,
  subjects: readonly SecretSubject[],
  compare: () => Promise<boolean | SecretRefused>,
): Promise<SecretVerdict> {
  const hits = await Promise.all(subjects.map((s) => limiter.hit(s.key, s.limit, s.windowMs)));
  const refusedMs = Math.max(0, ...hits.map((hit) => (hit.allowed ? 0 : hit.retryAfterMs)));
  if (hits.some((hit) => !hit.allowed)) {
    // No comparison ran, so no subject is charged for it: a count then only ever holds wrong
    // answers and attempts still comparing, and a burst of retries of a right one (a double
    // click) leaves nothing behind once it has passed.
    await Promise.all(subjects.map((s) => limiter.release(s.key)));
    return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: toSeconds(refusedMs) };
  }

  const answer = await compare();
  if (answer !== false) {
    await Promise.all(
      subjects.map((s) =>
        answer === true && s.onRight === 'reset' ? limiter.reset(s.key) : limiter.release(s.key),
      ),
    );
    return answer === true ? { ok: true } : answer;
  }

  const exhausted = subjects.filter((s, i) => (hits[i]?.count ?? 0) >= s.limit);
  let lockedForSeconds: number | null = null;
  if (exhausted.length) {
    const windows = await Promise.all(exhausted.map((s) => limiter.peek(s.key)));
    lockedForSeconds = toSeconds(Math.max(...windows.map((w) => w.retryAfterMs)));
  }
  return { ok: false, code: 'WRONG', attempts: hits.map((hit) => hit.count), lockedForSeconds };
}

/** Where the subjects stand without counting an attempt: for early refusals and captcha rules. */
export async function secretStanding(
  limiter: RateLimiter,
  subjects: readonly SecretSubject[],
): Promise<SecretStanding> {
  const windows = await Promise.all(subjects.map((s) => limiter.peek(s.key)));
  const spentMs = windows
    .filter((w, i) => w.count >= (subjects[i]?.limit ?? Number.POSITIVE_INFINITY))
    .map((w) => w.retryAfterMs);
  return {
    attempts: windows.map((w) => w.count),
    refusedForSeconds: spentMs.length ? toSeconds(Math.max(...spentMs)) : null,
  };
}

/** Forgets the attempts counted against these subjects (an operator unlocks, a reset proves the owner). */
export async function clearSecretAttempts(
  limiter: RateLimiter,
  subjects: readonly SecretSubject[],
): Promise<void> {
  await Promise.all(subjects.map((s) => limiter.reset(s.key)));
}

/** A refusal as the answer: 429 RATE_LIMITED with `retry-after` and `value.retryAfterSeconds`. */
export function secretRefusedError(refused: SecretRefused): AppError {
  return new AppError(
    'RATE_LIMITED',
    'Too many attempts, please try again later',
    undefined,
    { 'retry-after': String(refused.retryAfterSeconds) },
    { retryAfterSeconds: refused.retryAfterSeconds },
  );
}
