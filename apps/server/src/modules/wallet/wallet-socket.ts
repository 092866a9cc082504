import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import { SOCKET_PATH } from '@platform/contract/paths';
import {
  type SocketClientMessage,
  SocketClientMessageSchema,
  type SocketServerMessage,
} from '@platform/contract/wallet';
import { SOCKET_CLOSE, SOCKET_TIMING } from '@platform/contract/wallet-constants';
import type { FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import type { RawData } from 'ws';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { authenticateToken, liveSessionExpiry, type SessionCaller } from '../accounts/sessions.service.ts';
import { type ChatSession, isChatClientMessage, openChatSession } from '../chat/chat-socket.ts';
import { resolveMerchant } from '../merchants/merchants.service.ts';
import { SocketWriteBatch } from './socket-write-batch.ts';
import type { WalletEvent } from './wallet-events.ts';

export interface WalletSocketOptions {
  authTimeoutMs?: number;
  heartbeatMs?: number;
}

/**
 * Client messages are a token, a ping or a chat post (at most 1,000 characters, 3 bytes each in
 * Burmese): anything bigger is refused by ws before we parse it.
 */
const MAX_MESSAGE_BYTES = 4096;

function parseClientMessage(data: RawData, isBinary: boolean): SocketClientMessage | null {
  if (isBinary || !Buffer.isBuffer(data)) return null;
  try {
    const parsed = SocketClientMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not JSON: the same answer as JSON of the wrong shape.
    return null;
  }
}

/**
 * A message's bytes, written once however many sockets it goes to: a room message reaches every
 * socket in the room as the same object, so a node serializes it once, not once per socket. Sent
 * as a text frame (a Buffer would go as binary, which browsers hand over as a Blob).
 */
const payloads = new WeakMap<SocketServerMessage, Buffer>();
function framePayload(message: SocketServerMessage): Buffer {
  let payload = payloads.get(message);
  if (!payload) {
    payload = Buffer.from(JSON.stringify(message));
    payloads.set(message, payload);
  }
  return payload;
}

function pathOf(url: string | undefined): string {
  const end = url?.indexOf('?') ?? -1;
  return end === -1 ? (url ?? '') : (url ?? '').slice(0, end);
}

function toServerMessage(event: WalletEvent): SocketServerMessage {
  if (event.type === 'message') return { type: 'message', scope: 'member' };
  if (event.type === 'merchant-message') return { type: 'message', scope: 'merchant' };
  if (event.type === 'support') return { type: 'support', event: event.event };
  return event.type === 'balance'
    ? { type: 'balance', wallet: event.accountKind, balance: event.balance }
    : { type: 'notice', notice: event.notice, amount: event.amount, reference: event.reference };
}

/** The session behind a token, if it belongs to the site the socket was opened on. */
async function authenticateSocket(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
): Promise<SessionCaller | null> {
  const session = await authenticateToken(ctx.accounts, token);
  if (!session) return null;
  const merchant = await resolveMerchant(ctx.merchants, request.host);
  return merchant?.id === session.merchantId ? session : null;
}

/**
 * `/ws` (DESIGN §7): the member's balance changes and transaction notices as they happen.
 *
 * The token comes as the first message, not in the URL, where proxies and access logs would keep
 * it. Because no cookie authenticates the socket, another site opening it learns nothing. A
 * protocol ping every heartbeat drops connections that stopped answering. A session ended on any
 * node (logout, password change, lock, operator) closes its sockets as soon as that is announced;
 * the heartbeat's check of the session, and a check of its expiry before each event, catch what an
 * announcement missed, without extending the session.
 */
export async function registerWalletSocket(
  app: ZodApp,
  ctx: AppContext,
  options: WalletSocketOptions = {},
): Promise<void> {
  const authTimeoutMs = options.authTimeoutMs ?? SOCKET_TIMING.authTimeoutMs;
  const heartbeatMs = options.heartbeatMs ?? SOCKET_TIMING.heartbeatMs;

  new Gauge({
    name: 'ws_wallet_listeners',
    help: 'Sockets subscribed to wallet events',
    registers: [ctx.metrics],
    collect() {
      this.set(ctx.walletEvents.listenerCount());
    },
  });

  // The plugin routes every upgrade through Fastify, and a route that is not a socket answers over
  // a connection nobody then closes: a scanner could pile them up, and shutdown would wait for them.
  // So only /ws upgrades reach it; any other is refused here and its connection dropped.
  const socketUpgrades = new EventEmitter();
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request.url) === SOCKET_PATH) socketUpgrades.emit('upgrade', request, socket, head);
    else
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
        socket.destroy(),
      );
  });

  // The ready sockets by session, so an announced revocation finds them without asking the database.
  const socketsBySession = new Map<number, Set<{ memberId: number; end: () => void }>>();
  const stopHearingRevocations = ctx.accounts.revocations.subscribe((revocation) => {
    for (const sessionId of revocation.sessionIds) {
      for (const socket of socketsBySession.get(sessionId) ?? [])
        if (socket.memberId === revocation.memberId) socket.end();
    }
  });
  app.addHook('onClose', async () => stopHearingRevocations());
  const trackSession = (session: SessionCaller, end: () => void): (() => void) => {
    const entry = { memberId: session.memberId, end };
    let set = socketsBySession.get(session.sessionId);
    if (!set) {
      set = new Set();
      socketsBySession.set(session.sessionId, set);
    }
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0) socketsBySession.delete(session.sessionId);
    };
  };

  const writeBatch = new SocketWriteBatch();

  // In its own context, so the plugin's per-request hooks run for this route only, not every API call.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES, server: socketUpgrades as unknown as Server },
    });

    scope.get(SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
      let state: 'waiting' | 'authenticating' | 'ready' = 'waiting';
      let unsubscribe: (() => void) | undefined;
      let chat: ChatSession | undefined;
      let untrack: (() => void) | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      let answered = true;

      // The upgraded request's TCP connection is the one the socket writes its frames to.
      const connection = request.raw.socket;
      const send = (message: SocketServerMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        writeBatch.hold(connection);
        socket.send(framePayload(message), { binary: false });
      };
      const refuse = (code: number, reason: string) => {
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
          socket.close(code, reason);
      };
      const endSession = () => refuse(SOCKET_CLOSE.UNAUTHORIZED, 'session ended');
      const authTimer = setTimeout(() => refuse(SOCKET_CLOSE.AUTH_TIMEOUT, 'auth timeout'), authTimeoutMs);

      const start = (session: SessionCaller) => {
        state = 'ready';
        let expiresAt = session.expiresAt;
        /** False once the session has ended (and the socket closed); else learns its expiry, which HTTP use may extend. */
        const stillLive = async (): Promise<boolean> => {
          const expiry = await liveSessionExpiry(ctx.accounts, session.sessionId);
          if (expiry) expiresAt = expiry;
          else endSession();
          return expiry !== null;
        };
        // Events go out in order; one that comes after the expiry this socket knows of waits for the check.
        let delivering = Promise.resolve();
        const deliver = (event: WalletEvent) => {
          delivering = delivering
            .then(async () => {
              if (socket.readyState !== socket.OPEN) return;
              // A broadcast is handed to every socket on the node: only its merchant's hear it.
              if (event.merchantId !== session.merchantId) return;
              if (ctx.accounts.now() >= expiresAt && !(await stillLive())) return;
              send(toServerMessage(event));
            })
            .catch((error: unknown) => {
              // Not known to have ended: the client may reconnect, and is checked again then.
              request.log.warn({ err: error }, 'socket session check failed');
              refuse(1011, 'server error');
            });
        };
        untrack = trackSession(session, endSession);
        chat = openChatSession(ctx, { session, host: request.host, send, log: request.log });
        unsubscribe = ctx.walletEvents.subscribe(session.memberId, deliver);
        // A revocation announced between the token check and the tracking above went unheard: ask once.
        stillLive().catch((error: unknown) =>
          request.log.warn({ err: error }, 'socket session check failed'),
        );
        heartbeat = setInterval(() => {
          if (!answered) {
            socket.terminate();
            return;
          }
          answered = false;
          socket.ping();
          stillLive().catch((error: unknown) =>
            request.log.warn({ err: error }, 'socket session check failed'),
          );
        }, heartbeatMs);
        send({ type: 'ready' });
      };

      socket.on('pong', () => {
        answered = true;
      });
      socket.on('message', (data: RawData, isBinary: boolean) => {
        answered = true;
        const message = parseClientMessage(data, isBinary);
        if (message?.type === 'ping' && state === 'ready') {
          send({ type: 'pong' });
          return;
        }
        if (message && isChatClientMessage(message) && state === 'ready') {
          chat?.handle(message);
          return;
        }
        if (message?.type !== 'auth' || state !== 'waiting') {
          refuse(SOCKET_CLOSE.BAD_MESSAGE, 'bad message');
          return;
        }
        state = 'authenticating';
        clearTimeout(authTimer);
        authenticateSocket(ctx, request, message.token).then(
          (session) => {
            if (socket.readyState !== socket.OPEN) return;
            if (session) start(session);
            else refuse(SOCKET_CLOSE.UNAUTHORIZED, 'unauthorized');
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'socket authentication failed');
            refuse(1011, 'server error');
          },
        );
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        clearInterval(heartbeat);
        unsubscribe?.();
        untrack?.();
        chat?.close();
      });
    });
  });
}
