import type { AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@platform/contract/paths';
import type { SocketServerMessage } from '@platform/contract/wallet';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** The /ws address of an app listening on 127.0.0.1. */
export function socketUrlOf(app: FastifyInstance): string {
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${SOCKET_PATH}`;
}

/** A real client socket that keeps every message it receives, and can wait for the next ones. */
export class SocketClient {
  readonly messages: SocketServerMessage[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(target: string) {
    this.socket = new WebSocket(target);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => {
      this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    this.socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as SocketServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the first message received so far, or later, that matches. */
  async waitFor<T extends SocketServerMessage['type']>(
    type: T,
    match: (message: Extract<SocketServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<SocketServerMessage, { type: T }>> {
    for (;;) {
      const found = this.messages.find(
        (message): message is Extract<SocketServerMessage, { type: T }> =>
          message.type === type && match(message as Extract<SocketServerMessage, { type: T }>),
      );
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** The close, or null when the socket is still open after `ms`. */
  closedWithin(ms: number): Promise<{ code: number; reason: string } | null> {
    return Promise.race([this.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
  }
}

/** A socket authenticated with the token, once the server said it is ready. */
export async function connectSocket(target: string, token: string): Promise<SocketClient> {
  const client = new SocketClient(target);
  await client.opened;
  client.send({ type: 'auth', token });
  await client.waitFor('ready');
  return client;
}
