import type { SocketServerMessage } from '@platform/contract/wallet';

/**
 * A WebSocket the tests drive by hand: jsdom's real one would dial the test page's host. Every
 * socket the app opens is kept in `FakeSocket.opened`, newest last.
 */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  static latest(): FakeSocket | undefined {
    return FakeSocket.opened.at(-1);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = FakeSocket.CLOSED;
  }

  /** The server accepts the connection. */
  acceptConnection(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }

  /** The server sends a message. */
  receive(message: SocketServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server closes the connection with a code. */
  closeFromServer(code: number): void {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}
