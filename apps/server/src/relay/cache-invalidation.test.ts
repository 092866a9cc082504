import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../cache/ttl-cache.ts';
import { CacheInvalidation } from './cache-invalidation.ts';
import { MemoryRelay } from './memory-relay.ts';

function setup() {
  const errors: unknown[] = [];
  const relay = new MemoryRelay({
    now: () => new Date(),
    metrics: new Registry(),
    onError: (e) => errors.push(e),
  });
  const caches = new CacheInvalidation(relay);
  const settings = caches.register('settings', new TtlCache<number, string>(60_000));
  const vendors = caches.register('game-vendors', new TtlCache<number, string>(60_000));
  return { relay, caches, settings, vendors, errors };
}

describe('cache invalidation over the relay', () => {
  it('forgets one key of the named cache on this node during the call, leaving other keys and caches', async () => {
    const { caches, settings, vendors } = setup();
    settings.get(1, async () => 'old one');
    settings.get(2, async () => 'old two');
    vendors.get(1, async () => 'vendors');
    await Promise.resolve();

    caches.forget('settings', 1);

    expect(await settings.get(1, async () => 'new one')).toBe('new one');
    expect(await settings.get(2, async () => 'new two')).toBe('old two');
    expect(await vendors.get(1, async () => 'new vendors')).toBe('vendors');
  });

  it('clears a whole cache', async () => {
    const { caches, vendors } = setup();
    vendors.get(1, async () => 'a');
    vendors.get(2, async () => 'b');
    caches.clear('game-vendors');
    expect(await vendors.get(1, async () => 'fresh a')).toBe('fresh a');
    expect(await vendors.get(2, async () => 'fresh b')).toBe('fresh b');
  });

  it('reports a message naming no known cache, and changes nothing', async () => {
    const { relay, settings, errors } = setup();
    settings.get(1, async () => 'kept');
    await relay.publish('cache-invalidation', { cache: 'everything' });
    expect(errors).toHaveLength(1);
    expect(await settings.get(1, async () => 'reloaded')).toBe('kept');
  });
});
