import { randomBytes } from 'node:crypto';
import { Counter, Histogram } from 'prom-client';
import { z } from 'zod';
import type { EventRelay, RelayChannel, RelayDeps } from './event-relay.ts';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Every backend keeps the same bound, so
 * a message that works on the embedded default also works across nodes.
 */
export const MAX_RELAY_MESSAGE_BYTES = 7999;

const EnvelopeSchema = z.strictObject({
  /** The publishing relay, so it skips its own echo (its subscribers heard the message already). */
  origin: z.string().min(1).max(64),
  /** Epoch milliseconds on the publisher's clock. */
  sentAt: z.number().int().nonnegative(),
  message: z.unknown(),
});

type Handler = (message: unknown) => void;

interface RelayMetrics {
  published: Counter<'channel'>;
  received: Counter<'channel'>;
  errors: Counter;
  delay: Histogram<'channel'>;
}

function relayMetrics(registry: RelayDeps['metrics']): RelayMetrics {
  const registers = [registry];
  return {
    published: new Counter({
      name: 'relay_messages_published_total',
      help: 'Messages this node published on the event relay, by channel',
      labelNames: ['channel'] as const,
      registers,
    }),
    received: new Counter({
      name: 'relay_messages_received_total',
      help: 'Messages this node received from other nodes through the event relay, by channel',
      labelNames: ['channel'] as const,
      registers,
    }),
    errors: new Counter({
      name: 'relay_errors_total',
      help: 'Relay failures: backend down, message refused or malformed, subscriber failed',
      registers,
    }),
    delay: new Histogram({
      name: 'relay_delivery_delay_seconds',
      help: 'Time from publish on another node to receipt here (clocks are NTP-synced), by channel',
      labelNames: ['channel'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
  };
}

/**
 * What every relay does whatever carries it: this node's subscribers hear a publish at once (also
 * while the backend is down), other nodes hear it through `send`, and the backend's echo of our own
 * message is skipped. Subclasses only move strings.
 */
export abstract class BroadcastRelay implements EventRelay {
  abstract readonly kind: EventRelay['kind'];
  abstract readonly ready: Promise<void>;
  /** Random, not the node id: two apps in one process (tests) are two nodes. */
  protected readonly origin = randomBytes(8).toString('hex');
  private readonly handlers = new Map<RelayChannel, Set<Handler>>();
  private readonly metrics: RelayMetrics;

  constructor(protected readonly deps: RelayDeps) {
    this.metrics = relayMetrics(deps.metrics);
  }

  /** Hands one encoded envelope to the backend; called in publish order, and never in parallel paths. */
  protected abstract send(channel: RelayChannel, payload: string): Promise<void>;

  publish(channel: RelayChannel, message: unknown): Promise<void> {
    let payload: string;
    try {
      payload = JSON.stringify({ origin: this.origin, sentAt: this.deps.now().getTime(), message });
    } catch (error) {
      this.report(error);
      return Promise.resolve();
    }
    if (Buffer.byteLength(payload) > MAX_RELAY_MESSAGE_BYTES) {
      this.report(new Error(`relay message on ${channel} is over ${MAX_RELAY_MESSAGE_BYTES} bytes: refused`));
      return Promise.resolve();
    }
    this.metrics.published.inc({ channel });
    // The parsed copy, so a subscriber here sees exactly what one on another node sees.
    this.deliver(channel, JSON.parse(payload).message);
    // Sent synchronously in this call, so one publisher's messages reach the backend in order.
    return this.send(channel, payload).catch((error: unknown) => this.report(error));
  }

  subscribe(channel: RelayChannel, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }

  /** A payload the backend brought on `channel`, from any node, ours included. */
  protected receive(channel: RelayChannel, payload: string): void {
    let envelope: z.infer<typeof EnvelopeSchema>;
    try {
      envelope = EnvelopeSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.report(error);
      return;
    }
    if (envelope.origin === this.origin) return;
    this.metrics.received.inc({ channel });
    const delayMs = Math.max(0, this.deps.now().getTime() - envelope.sentAt);
    this.metrics.delay.observe({ channel }, delayMs / 1000);
    this.deliver(channel, envelope.message);
  }

  protected report(error: unknown): void {
    this.metrics.errors.inc();
    this.deps.onError(error);
  }

  private deliver(channel: RelayChannel, message: unknown): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        // One subscriber's bad day (or a malformed message it refused) must not stop the others.
        this.report(error);
      }
    }
  }
}
