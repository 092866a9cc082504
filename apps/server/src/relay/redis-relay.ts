import { Redis } from 'ioredis';
import { BroadcastRelay } from './broadcast-relay.ts';
import {
  backendChannelName,
  RELAY_CHANNELS,
  type RelayBackend,
  type RelayChannel,
  type RelayDeps,
  relayChannelOf,
} from './event-relay.ts';

/** QUIT waits for a connection that never comes while Redis is down; then just drop it. */
async function endConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

/**
 * Several nodes with REDIS_URL: Redis pub/sub. One connection publishes (so one node's messages
 * keep their order) and one listens, since a connection in subscriber mode can issue no other
 * command. ioredis reconnects both and subscribes again by itself.
 */
export class RedisRelay extends BroadcastRelay {
  readonly kind = 'redis';
  readonly ready: Promise<void>;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    private readonly backend: RelayBackend,
    deps: RelayDeps,
  ) {
    super(deps);
    // Few retries: a publish waiting for a Redis that is down would hold up its caller (a logout).
    this.publisher = new Redis(backend.url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(backend.url);
    this.publisher.on('error', (error: unknown) => this.report(error));
    this.subscriber.on('error', (error: unknown) => this.report(error));
    this.subscriber.on('message', (name: string, payload: string) => {
      const channel = relayChannelOf(this.backend.namespace, name);
      if (channel) this.receive(channel, payload);
    });
    this.ready = this.subscriber
      .subscribe(...RELAY_CHANNELS.map((channel) => backendChannelName(this.backend.namespace, channel)))
      .then(() => undefined);
    // Awaited by whoever needs it; a failure here is reported, not left unhandled.
    this.ready.catch((error: unknown) => this.report(error));
  }

  protected async send(channel: RelayChannel, payload: string): Promise<void> {
    await this.publisher.publish(backendChannelName(this.backend.namespace, channel), payload);
  }

  override async close(): Promise<void> {
    await super.close();
    await Promise.allSettled([endConnection(this.subscriber), endConnection(this.publisher)]);
  }
}
