/**
 * A small in-process cache for configuration that is read on every request and changes rarely.
 * Entries expire after `ttlMs`, so a change made on any node is seen everywhere within that time;
 * correctness never depends on it (money never goes through here). Concurrent misses share one load.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    /** Bound on entries, since keys may come from request headers (host names). */
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const time = this.now();
    if (hit && hit.expiresAt > time) return hit.value;
    const value = load();
    if (!hit && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expiresAt: time + this.ttlMs, value });
    // A failed load must not be served from the cache to the next caller.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
