import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/** Sessions that just ended (logout, password change, lock, operator), so their live connections close. */
export interface SessionRevocation {
  memberId: number;
  sessionIds: number[];
}

type RevocationHandler = (revocation: SessionRevocation) => void;

/**
 * Tells every node's long-lived connections (the /ws socket) that sessions ended, so they close at
 * once rather than at their next heartbeat. Announced after the database says the session ended:
 * the database stays the truth, and this only makes the news travel fast.
 */
export interface SessionRevocations {
  /** Never rejects: a lost announcement leaves the heartbeat to notice, and must not fail a logout. */
  publish(revocation: SessionRevocation): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: RevocationHandler): () => void;
  /** Resolves once announcements from other nodes are heard. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

const EVENT = 'revoked';

/** One process: the nodes are this one. */
export class MemorySessionRevocations implements SessionRevocations {
  protected readonly local = new EventEmitter();
  readonly ready: Promise<void> = Promise.resolve();

  constructor() {
    // Every open socket subscribes; the default warning at 10 listeners would be noise.
    this.local.setMaxListeners(0);
  }

  async publish(revocation: SessionRevocation): Promise<void> {
    this.local.emit(EVENT, revocation);
  }

  subscribe(handler: RevocationHandler): () => void {
    this.local.on(EVENT, handler);
    return () => this.local.off(EVENT, handler);
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
  }
}

export const REVOCATION_CHANNEL = 'session-revocations';

const RevocationMessageSchema = z.strictObject({
  origin: z.string(),
  memberId: z.number().int().positive(),
  sessionIds: z.array(z.number().int().positive()).max(10_000),
});

/**
 * Every node: published on a Redis channel every node subscribes to. This node's own sockets hear
 * it directly, so they close even while Redis is unreachable; the echo from Redis is skipped.
 */
export class RedisSessionRevocations extends MemorySessionRevocations {
  override readonly ready: Promise<void>;
  private readonly origin = randomBytes(8).toString('hex');
  private readonly publisher: Redis;
  // A connection in subscriber mode can issue no other command, so the publisher has its own.
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
  ) {
    super();
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
    this.ready = this.subscriber.subscribe(REVOCATION_CHANNEL).then(() => undefined);
    // Awaited by whoever needs it; a failure here is reported, not left unhandled.
    this.ready.catch(onError);
  }

  override async publish(revocation: SessionRevocation): Promise<void> {
    this.local.emit(EVENT, revocation);
    try {
      await this.publisher.publish(
        REVOCATION_CHANNEL,
        JSON.stringify({ origin: this.origin, ...revocation }),
      );
    } catch (error) {
      this.onError(error);
    }
  }

  override async close(): Promise<void> {
    await super.close();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private receive(channel: string, message: string): void {
    if (channel !== REVOCATION_CHANNEL) return;
    let parsed: z.infer<typeof RevocationMessageSchema>;
    try {
      parsed = RevocationMessageSchema.parse(JSON.parse(message));
    } catch (error) {
      this.onError(error);
      return;
    }
    if (parsed.origin === this.origin) return;
    this.local.emit(EVENT, { memberId: parsed.memberId, sessionIds: parsed.sessionIds });
  }
}

/** Redis when REDIS_URL is set (several nodes), else this process. */
export function createSessionRevocations(
  config: Pick<Config, 'REDIS_URL'>,
  onError: (error: unknown) => void,
): SessionRevocations {
  return config.REDIS_URL
    ? new RedisSessionRevocations(config.REDIS_URL, onError)
    : new MemorySessionRevocations();
}
