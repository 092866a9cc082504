import { describe, expect, it } from 'vitest';
import { createRateLimiter, MemoryRateLimiter } from './rate-limiter.ts';

describe('memory rate limiter', () => {
  let clock = 1_000_000;
  const limiter = new MemoryRateLimiter({ now: () => clock });

  it('allows `limit` hits in a window, refuses the next until the window ends, then starts again', async () => {
    expect(await limiter.hit('a', 2, 1000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    clock += 300;
    expect(await limiter.hit('a', 2, 1000)).toEqual({ allowed: true, count: 2, retryAfterMs: 0 });
    clock += 300;
    expect(await limiter.hit('a', 2, 1000)).toEqual({ allowed: false, count: 3, retryAfterMs: 400 });
    expect(await limiter.peek('a')).toEqual({ count: 3, retryAfterMs: 400 });
    clock += 400;
    expect(await limiter.peek('a')).toEqual({ count: 0, retryAfterMs: 0 });
    expect(await limiter.hit('a', 2, 1000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    await limiter.hit('b', 1, 1000);
    expect((await limiter.hit('b', 1, 1000)).allowed).toBe(false);
    expect((await limiter.hit('c', 1, 1000)).allowed).toBe(true);
    await limiter.reset('b');
    expect((await limiter.hit('b', 1, 1000)).allowed).toBe(true);
  });

  it('gives one hit back on release, never below 0, and never opens a window', async () => {
    await limiter.hit('r', 2, 1000);
    await limiter.hit('r', 2, 1000);
    await limiter.release('r');
    expect((await limiter.peek('r')).count).toBe(1);
    expect((await limiter.hit('r', 2, 1000)).allowed).toBe(true);
    await limiter.release('r');
    await limiter.release('r');
    await limiter.release('r');
    expect((await limiter.peek('r')).count).toBe(0);
    await limiter.release('never-hit');
    expect(await limiter.peek('never-hit')).toEqual({ count: 0, retryAfterMs: 0 });
    // A release after the window ended does not carry into the next one.
    await limiter.hit('s', 5, 1000);
    clock += 1000;
    await limiter.release('s');
    expect((await limiter.hit('s', 5, 1000)).count).toBe(1);
  });

  it('drops expired windows, so memory does not grow with keys seen once', async () => {
    let now = 0;
    const small = new MemoryRateLimiter({ now: () => now });
    for (let i = 0; i < 10_000; i++) {
      await small.hit(`visitor-${i}`, 5, 1000);
      now += 10;
    }
    // Only windows opened in the last second can still be open: about 100 of them, plus unswept ones.
    expect(small.size).toBeLessThan(2_200);
    expect((await small.peek(`visitor-${9_999}`)).count).toBe(1);
  });

  it('stays within its key cap when every window is still open, forgetting the oldest', async () => {
    const capped = new MemoryRateLimiter({ now: () => 0, maxKeys: 5_000 });
    for (let i = 0; i < 20_000; i++) await capped.hit(`k${i}`, 1, 60_000);
    expect(capped.size).toBeLessThanOrEqual(5_000);
    expect((await capped.peek('k19999')).count).toBe(1);
    expect((await capped.peek('k0')).count).toBe(0);
  });

  it('keeps a lock-out through a flood of fresh keys that fills the map', async () => {
    const capped = new MemoryRateLimiter({ now: () => 0, maxKeys: 5_000 });
    for (let i = 0; i < 6; i++) await capped.hit('login:victim', 5, 60_000);
    for (let i = 0; i < 20_000; i++) await capped.hit(`flood${i}`, 5, 60_000);
    expect(capped.size).toBeLessThanOrEqual(5_000);
    expect((await capped.hit('login:victim', 5, 60_000)).allowed).toBe(false);
  });

  it('is what createRateLimiter gives without REDIS_URL', () => {
    expect(createRateLimiter({})).toBeInstanceOf(MemoryRateLimiter);
  });
});
