import type { Duplex } from 'node:stream';

/**
 * Holds the frames written to a connection during one turn of the event loop and lets them leave
 * in one write when the turn ends. A room message goes to every socket on the node; when the relay
 * hands over several at once (which it does exactly when the node is busy), each connection gets
 * one system call and one TCP segment for all of them instead of one each. An idle node loses
 * nothing: the held writes leave before any timer or I/O callback runs.
 *
 * One per node (per app), because its flush serves every connection written in the turn.
 */
export class SocketWriteBatch {
  private readonly held = new Set<Duplex>();
  private flushing = false;

  /** Call before writing frames to `connection`: they leave when the current turn ends. */
  hold(connection: Duplex): void {
    if (this.held.has(connection) || connection.destroyed) return;
    connection.cork();
    this.held.add(connection);
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(this.flush);
    }
  }

  private readonly flush = (): void => {
    this.flushing = false;
    // `end()` and `destroy()` release a held connection themselves; uncork on it is then a no-op.
    for (const connection of this.held) connection.uncork();
    this.held.clear();
  };
}
