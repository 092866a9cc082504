import { z } from 'zod';
import type { EventRelay } from './event-relay.ts';

/** The caches of configuration every node keeps (see TtlCache), by the name nodes know them by. */
export const SHARED_CACHES = ['settings', 'merchants', 'account-policy', 'game-vendors'] as const;
export type SharedCacheName = (typeof SHARED_CACHES)[number];

type CacheKey = string | number;

interface Invalidatable {
  forget(key: CacheKey): void;
  clear(): void;
}

const InvalidationSchema = z.strictObject({
  cache: z.enum(SHARED_CACHES),
  /** Absent: the whole cache. */
  key: z.union([z.string().max(300), z.number().int()]).optional(),
});

/**
 * Drops a changed entry from every node's cache, so a setting saved on one node is read fresh on
 * all of them at once rather than after the TTL. This node's copy goes during the call; the TTL
 * still bounds staleness when a message is lost.
 */
export class CacheInvalidation {
  private readonly caches = new Map<SharedCacheName, Invalidatable>();

  constructor(private readonly relay: EventRelay) {
    relay.subscribe('cache-invalidation', (message) => {
      const { cache, key } = InvalidationSchema.parse(message);
      const target = this.caches.get(cache);
      if (key === undefined) target?.clear();
      else target?.forget(key);
    });
  }

  /** Returns the cache, so it can be registered where it is built. */
  register<C extends Invalidatable>(name: SharedCacheName, cache: C): C {
    this.caches.set(name, cache);
    return cache;
  }

  forget(name: SharedCacheName, key: CacheKey): void {
    void this.relay.publish('cache-invalidation', { cache: name, key });
  }

  clear(name: SharedCacheName): void {
    void this.relay.publish('cache-invalidation', { cache: name });
  }
}
