import { BroadcastRelay } from './broadcast-relay.ts';

/** One process (the embedded default): this node is every node, so nothing leaves it. */
export class MemoryRelay extends BroadcastRelay {
  readonly kind = 'memory';
  readonly ready: Promise<void> = Promise.resolve();

  protected async send(): Promise<void> {}
}
