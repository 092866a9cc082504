import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once while fresh and again after expiry', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    clock = 1001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new TtlCache<string, number>(1000);
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string, number>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('stays bounded when keys come from request headers', async () => {
    let loads = 0;
    const cache = new TtlCache<string, number>(60_000, 2);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // evicts a
    await cache.get('a', load);
    expect(loads).toBe(4);
  });
});
