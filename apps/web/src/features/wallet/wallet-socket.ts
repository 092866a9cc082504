import { SOCKET_PATH } from '@platform/contract/paths';
import type { SocketServerMessage } from '@platform/contract/wallet';
import { SOCKET_CLOSE, SOCKET_TIMING } from '@platform/contract/wallet-constants';

export interface WalletSocketHandlers {
  onMessage(message: SocketServerMessage): void;
  /** The server refused the token (logged out, expired): retrying with it would be refused again. */
  onUnauthorized(): void;
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
const SERVER_TYPES: ReadonlySet<string> = new Set([
  'ready',
  'pong',
  'balance',
  'notice',
  'message',
  'support',
]);

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`;
}

function parseServerMessage(data: unknown): SocketServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    const type = (message as { type?: unknown } | null)?.type;
    return typeof type === 'string' && SERVER_TYPES.has(type) ? (message as SocketServerMessage) : null;
  } catch (error) {
    if (import.meta.env.DEV) console.warn('unreadable socket message', error);
    return null;
  }
}

/**
 * Keeps one /ws connection for a token until the returned function stops it: authenticates with
 * the first message, pings so a silently dead connection is noticed (browsers cannot see the
 * server's protocol pings), and reconnects with growing, jittered delays so a restarted server is
 * not hit by every tab at once. Coming back online reconnects at once.
 */
export function openWalletSocket(token: string, handlers: WalletSocketHandlers): () => void {
  if (typeof WebSocket === 'undefined') return () => undefined;
  let socket: WebSocket | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;

  const drop = (current: WebSocket) => {
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.close();
  };

  const retryLater = () => {
    clearInterval(pingTimer);
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, retryMs * (0.75 + Math.random() / 2));
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  function connect() {
    const current = new WebSocket(socketUrl(window.location));
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (event: MessageEvent) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      lastHeard = Date.now();
      if (message.type === 'ready') {
        retryMs = RETRY_FIRST_MS;
        clearInterval(pingTimer);
        pingTimer = setInterval(() => {
          // Two beats without a word: the connection is gone even if the browser has not said so.
          if (Date.now() - lastHeard > 2 * SOCKET_TIMING.heartbeatMs) {
            drop(current);
            retryLater();
            return;
          }
          current.send(JSON.stringify({ type: 'ping' }));
        }, SOCKET_TIMING.heartbeatMs);
      }
      handlers.onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      if (event.code === SOCKET_CLOSE.UNAUTHORIZED) {
        stopped = true;
        clearInterval(pingTimer);
        handlers.onUnauthorized();
        return;
      }
      retryLater();
    };
  }

  const reconnectNow = () => {
    if (stopped || socket?.readyState === WebSocket.OPEN) return;
    if (socket) drop(socket);
    retryMs = RETRY_FIRST_MS;
    clearTimeout(retryTimer);
    connect();
  };
  window.addEventListener('online', reconnectNow);
  connect();

  return () => {
    stopped = true;
    window.removeEventListener('online', reconnectNow);
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    if (socket) drop(socket);
  };
}
