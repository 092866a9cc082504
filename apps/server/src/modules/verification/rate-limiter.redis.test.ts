import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter, RedisRateLimiter } from './rate-limiter.ts';
import { checkSecret } from './secret-guard.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Runs only where TEST_REDIS_URL names a Redis server (vitest.config.ts leaves this file out otherwise).
describe('redis rate limiter', () => {
  let limiter: RateLimiter;
  let other: RateLimiter;
  const prefix = `test:${randomBytes(4).toString('hex')}:`;

  beforeAll(() => {
    const url = redisUrl;
    limiter = new RedisRateLimiter(new Redis(url), prefix);
    // A second connection stands for a second API node sharing the counters.
    other = new RedisRateLimiter(new Redis(url), prefix);
  });
  afterAll(async () => {
    await limiter.close();
    await other.close();
  });

  it('counts hits from every node in one window and refuses past the limit', async () => {
    expect(await limiter.hit('x', 2, 10_000)).toMatchObject({ allowed: true, count: 1 });
    expect(await other.hit('x', 2, 10_000)).toMatchObject({ allowed: true, count: 2 });
    const refused = await limiter.hit('x', 2, 10_000);
    expect(refused).toMatchObject({ allowed: false, count: 3 });
    expect(refused.retryAfterMs).toBeGreaterThan(9_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(10_000);
    expect((await other.peek('x')).count).toBe(3);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? limiter : other).hit('y', 10, 10_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('opens a new window once the old one has expired, and forgets a key on reset', async () => {
    await limiter.hit('z', 1, 100);
    expect((await limiter.hit('z', 1, 100)).allowed).toBe(false);
    await sleep(150);
    expect(await limiter.peek('z')).toEqual({ count: 0, retryAfterMs: 0 });
    expect((await limiter.hit('z', 1, 100)).allowed).toBe(true);
    await limiter.reset('z');
    expect((await other.hit('z', 1, 100)).allowed).toBe(true);
  });

  it('gives one hit back on release from any node, never below 0, and never creates a key', async () => {
    await limiter.hit('r', 2, 10_000);
    await limiter.hit('r', 2, 10_000);
    await other.release('r');
    expect((await limiter.peek('r')).count).toBe(1);
    await limiter.release('r');
    await limiter.release('r');
    expect((await other.peek('r')).count).toBe(0);
    await limiter.release('never-hit');
    expect(await limiter.peek('never-hit')).toEqual({ count: 0, retryAfterMs: 0 });
    // Releasing keeps the window's expiry: the next hit after it starts a fresh window.
    await limiter.hit('t', 5, 100);
    await limiter.hit('t', 5, 100);
    await limiter.release('t');
    await sleep(150);
    expect((await limiter.hit('t', 5, 100)).count).toBe(1);
  });

  it('lets the secret guard compare at most `limit` of 50 concurrent wrong guesses across two nodes', async () => {
    let comparisons = 0;
    const subject = { key: 'guess', limit: 5, windowMs: 10_000 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkSecret(i % 2 ? limiter : other, [subject], async () => {
          comparisons += 1;
          return false;
        }),
      ),
    );
    expect(comparisons).toBe(5);
    expect(answers.filter((a) => !a.ok && a.code === 'RATE_LIMITED')).toHaveLength(45);
  });

  it('is what createRateLimiter gives with REDIS_URL', async () => {
    const created = createRateLimiter({ REDIS_URL: redisUrl });
    expect(created).toBeInstanceOf(RedisRateLimiter);
    await created.close();
  });
});
