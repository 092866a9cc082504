import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';

export interface RateLimitState {
  allowed: boolean;
  /** Until the window ends when refused, else 0. */
  retryAfterMs: number;
  /** Hits in the current window, this one included. */
  count: number;
}

/** Fixed-window counters by key: the window opens at a key's first hit and lasts `windowMs`. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitState>;
  /** The current window of a key without counting a hit; count 0 when none is open. */
  peek(key: string): Promise<{ count: number; retryAfterMs: number }>;
  /** Gives one hit back to the open window (a right answer), never below 0; no-op without a window. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
  /** The limit it was counted against; a window at it is a lock-out (or a used nonce). */
  limit: number;
}

export interface MemoryRateLimiterOptions {
  now?: () => number;
  /** Open windows kept at most; past it the oldest are dropped so memory stays bounded. */
  maxKeys?: number;
}

const MIN_SWEEP_SIZE = 1024;

/** One process's counters: right for a single node; several nodes need the Redis limiter. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  // Expired windows are swept when the map has doubled since the last sweep: O(1) amortised.
  private sweepAtSize = MIN_SWEEP_SIZE;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitState> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      // Deleted and set again so the map's order stays the order windows were opened in.
      this.windows.delete(key);
      window = { count: 0, resetAt: now + windowMs, limit };
      this.windows.set(key, window);
      this.bound(now);
    }
    window.count += 1;
    const allowed = window.count <= limit;
    return { allowed, count: window.count, retryAfterMs: allowed ? 0 : window.resetAt - now };
  }

  async peek(key: string): Promise<{ count: number; retryAfterMs: number }> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, retryAfterMs: 0 };
    return { count: window.count, retryAfterMs: window.resetAt - now };
  }

  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private bound(now: number): void {
    if (this.windows.size >= this.sweepAtSize) {
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
      this.sweepAtSize = Math.max(MIN_SWEEP_SIZE, this.windows.size * 2);
    }
    if (this.windows.size > this.maxKeys) {
      // Still full of live windows: forget the oldest tenth rather than grow without end. Windows
      // at their limit (lock-outs, used nonces) go last, so flooding the map with fresh keys
      // cannot buy an attacker new guesses or a replay.
      const target = Math.floor(this.maxKeys * 0.9);
      for (const spareLocks of [true, false]) {
        for (const [key, window] of this.windows) {
          if (this.windows.size <= target) return;
          if (spareLocks && window.count >= window.limit) continue;
          this.windows.delete(key);
        }
      }
    }
  }
}

// Counting and opening the window in one script, so a crash between them cannot leave a key without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// A bare DECR on a key that has expired would create it at -1 with no expiry: only an open window is decremented.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/** Counters shared by every API node (DESIGN §10). */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitState> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    const allowed = count <= limit;
    return { allowed, count, retryAfterMs: allowed ? 0 : ttl };
  }

  async peek(key: string): Promise<{ count: number; retryAfterMs: number }> {
    const results = await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? -2);
    return count > 0 && ttl > 0 ? { count, retryAfterMs: ttl } : { count: 0, retryAfterMs: 0 };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** Redis when REDIS_URL is set (several nodes), else this process's memory. */
export function createRateLimiter(
  config: Pick<Config, 'REDIS_URL'>,
  now: () => Date = () => new Date(),
): RateLimiter {
  if (config.REDIS_URL) {
    // A request waits for at most two reconnection attempts rather than hanging while Redis is down.
    return new RedisRateLimiter(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }));
  }
  return new MemoryRateLimiter({ now: () => now().getTime() });
}
