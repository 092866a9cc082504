interface Entry<V> {
  expiresAt: number;
  /** Set once the load has finished, so hits need no promise. */
  value?: { current: V };
  pending: Promise<V>;
}

/**
 * A small in-process cache for configuration that is read on every request and changes rarely.
 * Entries expire after `ttlMs`, so a change made on any node is seen everywhere within that time;
 * correctness never depends on it (money never goes through here). Concurrent misses share one
 * load; a fresh hit is answered synchronously, since this sits on the hottest path.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    /** Bound on entries, since keys may come from request headers (host names). */
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): V | Promise<V> {
    const hit = this.entries.get(key);
    const time = this.now();
    if (hit && hit.expiresAt > time) return hit.value ? hit.value.current : hit.pending;
    if (!hit && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const entry: Entry<V> = { expiresAt: time + this.ttlMs, pending: load() };
    this.entries.set(key, entry);
    entry.pending.then(
      (value) => {
        entry.value = { current: value };
      },
      // A failed load must not be served from the cache to the next caller.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.pending;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops an entry after a change made on this node, which then sees it at once (others within ttl). */
  forget(key: K): void {
    this.entries.delete(key);
  }
}
