import type { Language } from '@platform/contract/i18n';
import { SOCKET_PATH } from '@platform/contract/paths';
import type { SocketServerMessage } from '@platform/contract/wallet';
import { SOCKET_CLOSE, SOCKET_TIMING } from '@platform/contract/wallet-constants';

/** What the chat room hears on its socket. */
export type ChatServerMessage = Extract<SocketServerMessage, { type: `chat_${string}` }>;

export interface ChatConnectionHandlers {
  onMessage(message: ChatServerMessage): void;
  /** `live` once the room's history came; `waiting` while (re)connecting; `ended` when the session was refused. */
  onStatus(status: 'waiting' | 'live' | 'ended'): void;
}

export interface ChatConnection {
  post(roomId: number, text: string, ref: string): boolean;
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

function parse(data: unknown): SocketServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    return typeof (message as { type?: unknown } | null)?.type === 'string'
      ? (message as SocketServerMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * A /ws connection of the chat room's own while the modal is open: signs in with the token, joins
 * the language's room, pings, and on a drop reconnects with growing jittered delays and joins
 * again (the history it gets then replaces what was shown, so nothing missed stays missing). Its
 * own connection keeps the room out of the wallet socket the shell holds for every page.
 */
export function openChatConnection(
  token: string,
  language: Language,
  handlers: ChatConnectionHandlers,
): ChatConnection & { close(): void } {
  let socket: WebSocket | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const retryLater = () => {
    clearInterval(pingTimer);
    if (stopped) return;
    handlers.onStatus('waiting');
    retryTimer = setTimeout(connect, retryMs * (0.75 + Math.random() / 2));
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  function connect() {
    if (typeof WebSocket === 'undefined') return;
    const { protocol, host } = window.location;
    const current = new WebSocket(`${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${SOCKET_PATH}`);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        retryMs = RETRY_FIRST_MS;
        current.send(JSON.stringify({ type: 'chat_join', language }));
        clearInterval(pingTimer);
        pingTimer = setInterval(
          () => current.send(JSON.stringify({ type: 'ping' })),
          SOCKET_TIMING.heartbeatMs,
        );
        return;
      }
      if (!message.type.startsWith('chat_')) return;
      if (message.type === 'chat_history') handlers.onStatus('live');
      handlers.onMessage(message as ChatServerMessage);
    };
    current.onclose = (event: CloseEvent) => {
      if (event.code === SOCKET_CLOSE.UNAUTHORIZED) {
        stopped = true;
        clearInterval(pingTimer);
        handlers.onStatus('ended');
        return;
      }
      retryLater();
    };
  }

  connect();
  return {
    post(roomId, text, ref) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify({ type: 'chat_post', roomId, text, ref }));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      if (socket) {
        socket.onclose = null;
        socket.onmessage = null;
        socket.close();
      }
    },
  };
}
