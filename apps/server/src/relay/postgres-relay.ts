import pg from 'pg';
import { BroadcastRelay } from './broadcast-relay.ts';
import {
  backendChannelName,
  RELAY_CHANNELS,
  type RelayBackend,
  type RelayChannel,
  type RelayDeps,
  relayChannelOf,
} from './event-relay.ts';

/** Seen in pg_stat_activity, so an operator can tell the relay's connection from the pool's. */
export function relayApplicationName(namespace: string): string {
  return `${namespace}-relay`;
}

const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 5000;

/**
 * Several nodes with DATABASE_URL and no Redis: PostgreSQL LISTEN/NOTIFY. One dedicated connection
 * (not the pool's: LISTEN belongs to a session) listens and notifies, so one node's messages keep
 * their order. A lost connection is opened again and LISTENs again; what was published meanwhile
 * reached this node's subscribers only, and is reported.
 */
export class PostgresRelay extends BroadcastRelay {
  readonly kind = 'postgres';
  readonly ready: Promise<void>;
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private markReady: () => void = () => {};

  constructor(
    private readonly backend: RelayBackend,
    deps: RelayDeps,
  ) {
    super(deps);
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    void this.connect();
  }

  protected async send(channel: RelayChannel, payload: string): Promise<void> {
    if (!this.client) throw new Error(`relay connection to PostgreSQL is down: ${channel} message not sent`);
    await this.client.query('select pg_notify($1, $2)', [
      backendChannelName(this.backend.namespace, channel),
      payload,
    ]);
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await super.close();
    const client = this.client;
    this.client = null;
    await client?.end().catch((error: unknown) => this.report(error));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.backend.url,
      application_name: relayApplicationName(this.backend.namespace),
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) this.report(error);
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined); // already broken; its failure to end says nothing new
      this.retry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (notice) => {
      const channel = relayChannelOf(this.backend.namespace, notice.channel);
      if (channel && notice.payload !== undefined) this.receive(channel, notice.payload);
    });
    try {
      await client.connect();
      // Quoted: the names hold a colon, and unquoted identifiers would be folded to lower case.
      await client.query(
        RELAY_CHANNELS.map(
          (channel) => `LISTEN "${backendChannelName(this.backend.namespace, channel)}"`,
        ).join('; '),
      );
    } catch (error) {
      onLost(error);
      return;
    }
    if (this.closed || lost) {
      if (this.closed) await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.markReady();
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
