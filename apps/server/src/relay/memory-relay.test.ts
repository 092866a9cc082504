import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { MAX_RELAY_MESSAGE_BYTES } from './broadcast-relay.ts';
import { MemoryRelay } from './memory-relay.ts';

function memoryRelay() {
  const errors: unknown[] = [];
  const metrics = new Registry();
  const relay = new MemoryRelay({ now: () => new Date(), metrics, onError: (error) => errors.push(error) });
  const counted = async (name: string) =>
    (await metrics.getSingleMetric(name)?.get())?.values.reduce((sum, value) => sum + value.value, 0) ?? 0;
  return { relay, errors, counted };
}

describe('the in-process event relay', () => {
  it('delivers to every subscriber of the channel during the publish, in publish order', async () => {
    const { relay } = memoryRelay();
    const heard: unknown[] = [];
    relay.subscribe('wallet', (message) => heard.push(['first', message]));
    relay.subscribe('wallet', (message) => heard.push(['second', message]));
    relay.subscribe('chat', (message) => heard.push(['chat', message]));

    void relay.publish('wallet', { n: 1 });
    void relay.publish('wallet', { n: 2 });

    expect(heard).toEqual([
      ['first', { n: 1 }],
      ['second', { n: 1 }],
      ['first', { n: 2 }],
      ['second', { n: 2 }],
    ]);
  });

  it('hands subscribers the message as JSON carries it, as another node would see it', async () => {
    const { relay } = memoryRelay();
    let heard: unknown;
    relay.subscribe('wallet', (message) => {
      heard = message;
    });
    await relay.publish('wallet', { at: new Date('2030-01-01T00:00:00Z'), skipped: undefined });
    expect(heard).toEqual({ at: '2030-01-01T00:00:00.000Z' });
  });

  it('stops delivering to a handler once it unsubscribes, and to none once closed', async () => {
    const { relay } = memoryRelay();
    const heard: unknown[] = [];
    const unsubscribe = relay.subscribe('wallet', (message) => heard.push(message));
    await relay.publish('wallet', 1);
    unsubscribe();
    await relay.publish('wallet', 2);
    relay.subscribe('wallet', (message) => heard.push(message));
    await relay.close();
    await relay.publish('wallet', 3);
    expect(heard).toEqual([1]);
  });

  it('reports a subscriber that throws (a malformed message) and still delivers to the others', async () => {
    const { relay, errors, counted } = memoryRelay();
    const heard: unknown[] = [];
    relay.subscribe('wallet', () => {
      throw new Error('not a wallet event');
    });
    relay.subscribe('wallet', (message) => heard.push(message));

    await expect(relay.publish('wallet', 'x')).resolves.toBeUndefined();
    expect(heard).toEqual(['x']);
    expect(errors).toEqual([new Error('not a wallet event')]);
    expect(await counted('relay_errors_total')).toBe(1);
  });

  it('refuses, and reports, a message over the NOTIFY bound on every backend, so it fails the same on one node', async () => {
    const { relay, errors, counted } = memoryRelay();
    const heard: unknown[] = [];
    relay.subscribe('chat', (message) => heard.push(message));

    await relay.publish('chat', 'x'.repeat(MAX_RELAY_MESSAGE_BYTES));
    await relay.publish('chat', 'fits');

    expect(heard).toEqual(['fits']);
    expect(String(errors[0])).toMatch(/over 7999 bytes/);
    expect(await counted('relay_errors_total')).toBe(1);
    expect(await counted('relay_messages_published_total')).toBe(1);
  });

  it('reports a message JSON cannot carry instead of throwing at the publisher', async () => {
    const { relay, errors } = memoryRelay();
    await expect(relay.publish('wallet', { amount: 1n })).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
