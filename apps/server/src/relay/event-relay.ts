import type { Registry } from 'prom-client';

/** The channels nodes tell each other on; a backend names each one `<namespace>:<channel>`. */
export const RELAY_CHANNELS = ['wallet', 'session-revocations', 'cache-invalidation', 'chat'] as const;
export type RelayChannel = (typeof RELAY_CHANNELS)[number];

/**
 * News that every API node must hear (DESIGN §10): a balance moved, a session ended, a setting
 * changed. The database stays the truth; the relay only makes the news travel fast, so a message
 * lost while a backend is down costs latency (the socket heartbeat, the cache TTL), never money.
 */
export interface EventRelay {
  readonly kind: 'memory' | 'redis' | 'postgres';
  /** Never rejects; delivers to this node's subscribers at once and to other nodes via the backend. */
  publish(channel: RelayChannel, message: unknown): Promise<void>;
  /** The handler gets the message as JSON carried it; it validates it, and what it throws is reported. */
  subscribe(channel: RelayChannel, handler: (message: unknown) => void): () => void;
  /** Resolves once messages from other nodes are heard. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface RelayDeps {
  /** The app's clock: stamps each message, so receivers measure how long it travelled. */
  now: () => Date;
  metrics: Registry;
  /** A backend failure, a refused message or a handler's error: reported, never thrown at the publisher. */
  onError: (error: unknown) => void;
}

/** A backend's name for a channel: `<namespace>:<channel>`, so clusters sharing one Redis stay apart. */
export function backendChannelName(namespace: string, channel: RelayChannel): string {
  return `${namespace}:${channel}`;
}

/** The relay channel a backend channel name stands for, if it is one of this namespace's. */
export function relayChannelOf(namespace: string, name: string): RelayChannel | undefined {
  return RELAY_CHANNELS.find((channel) => backendChannelName(namespace, channel) === name);
}

/** Where a cross-node backend is and the namespace of its channel names. */
export interface RelayBackend {
  url: string;
  namespace: string;
}
