import { Registry } from 'prom-client';
import { afterEach, expect, it } from 'vitest';
import type { EventRelay, RelayDeps } from './event-relay.ts';

export interface RelayNode {
  relay: EventRelay;
  errors: unknown[];
  counted(name: string): Promise<number>;
}

/** Waits until `check` passes, or fails with its last error after `ms`. */
export async function eventually(check: () => void | Promise<void>, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * What every cross-node backend must do, run against Redis and PostgreSQL alike. `open` builds a
 * relay on the backend under test; `injectRaw` puts a raw payload on a channel of the backend, as a foreign
 * or broken publisher would.
 */
export function relayBackendCases(
  open: (deps: RelayDeps) => EventRelay,
  injectRaw: (channelName: string, payload: string) => Promise<void>,
  openUnreachable: (deps: RelayDeps) => EventRelay,
): { node: (unreachable?: boolean) => Promise<RelayNode> } {
  const opened: EventRelay[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((relay) => relay.close()));
  });
  const node = async (unreachable = false): Promise<RelayNode> => {
    const errors: unknown[] = [];
    const metrics = new Registry();
    const deps = { now: () => new Date(), metrics, onError: (error: unknown) => errors.push(error) };
    const relay = unreachable ? openUnreachable(deps) : open(deps);
    opened.push(relay);
    if (!unreachable) await relay.ready;
    const counted = async (name: string) =>
      (await metrics.getSingleMetric(name)?.get())?.values
        .filter((value) => !('metricName' in value) || value.metricName === `${name}_count`)
        .reduce((sum, value) => sum + value.value, 0) ?? 0;
    return { relay, errors, counted };
  };

  it('delivers a message to the other node once, and to its own node once (its echo skipped)', async () => {
    const a = await node();
    const b = await node();
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    a.relay.subscribe('wallet', (message) => onA.push(message));
    b.relay.subscribe('wallet', (message) => onB.push(message));
    b.relay.subscribe('chat', () => onB.push('wrong channel'));

    await a.relay.publish('wallet', { memberId: 7 });

    await eventually(() => expect(onB).toEqual([{ memberId: 7 }]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA).toEqual([{ memberId: 7 }]);
    expect(onB).toEqual([{ memberId: 7 }]);
    expect(await b.counted('relay_messages_received_total')).toBe(1);
    expect(await b.counted('relay_delivery_delay_seconds')).toBe(1);
    expect(await a.counted('relay_messages_received_total')).toBe(0);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it("keeps one publisher's order on the other node", async () => {
    const a = await node();
    const b = await node();
    const onB: number[] = [];
    b.relay.subscribe('wallet', (message) => onB.push(message as number));

    for (let i = 0; i < 300; i += 1) void a.relay.publish('wallet', i);

    const sent = Array.from({ length: 300 }, (_, i) => i);
    await eventually(() => expect(onB).toEqual(sent), 5000);
  });

  it('reports a malformed payload on its channel, delivers nothing for it, and goes on with the next', async () => {
    const a = await node();
    const b = await node();
    const onB: unknown[] = [];
    b.relay.subscribe('wallet', (message) => onB.push(message));

    await injectRaw('wallet', 'not json');
    await injectRaw('wallet', JSON.stringify({ origin: 'x', message: 1 }));
    await a.relay.publish('wallet', 'after');

    await eventually(() => expect(onB).toEqual(['after']));
    expect(b.errors).toHaveLength(2);
    expect(await b.counted('relay_errors_total')).toBe(2);
  });

  it('still tells its own node at once, and reports rather than throws, while the backend is unreachable', async () => {
    const down = await node(true);
    const heard: unknown[] = [];
    down.relay.subscribe('session-revocations', (message) => heard.push(message));

    const published = down.relay.publish('session-revocations', { memberId: 1, sessionIds: [2] });

    expect(heard).toEqual([{ memberId: 1, sessionIds: [2] }]);
    await expect(published).resolves.toBeUndefined();
    expect(down.errors.length).toBeGreaterThan(0);
  });

  return { node };
}
