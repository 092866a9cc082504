import { MEMBER_TYPE } from '@platform/contract/account-constants';
import type { ChatRefusal } from '@platform/contract/chat';
import type { Language } from '@platform/contract/i18n';
import type { SocketClientMessage, SocketServerMessage } from '@platform/contract/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { translatedErrorMessage } from '../../http/error-language.ts';
import type { SessionCaller } from '../accounts/sessions.service.ts';
import { isSiteModuleOn } from '../system/site-features.service.ts';
import {
  type ChatRoomRow,
  mutedUntil,
  postMemberMessage,
  readChatSettings,
  recentMessages,
  roomOfLanguage,
  roomOfMerchant,
} from './chat.service.ts';
import { chatHubOf } from './chat-hub.ts';

/** The whitelabel module that switches the room on (side menu "Live chat" opens it). */
export const CHAT_ROOM_MODULE = 'CHATROOM3';
/** One room per language at most. */
const MAX_ROOMS_PER_SOCKET = 3;
/**
 * Messages of one socket waiting their turn: past this a post is refused as too fast without
 * touching the database, so a flooding client costs neither queries nor memory.
 */
const MAX_WAITING = 10;

export type ChatClientMessage = Extract<SocketClientMessage, { type: `chat_${string}` }>;

export function isChatClientMessage(message: SocketClientMessage): message is ChatClientMessage {
  return message.type.startsWith('chat_');
}

/** `2026-05-01 14:30 UTC`: the socket does not know the player's time zone; the site shows its own. */
function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export interface ChatSession {
  handle(message: ChatClientMessage): void;
  close(): void;
}

/**
 * The chat side of one authenticated member socket: its rooms, its posts and its refusals. Posts
 * of one socket are handled one after another, so a flooding client holds one transaction at a
 * time. The socket joins a room's listeners before reading its history and holds what arrives
 * meanwhile, so nothing posted during a join is missed (or sent twice: the history's numbers win).
 */
export function openChatSession(
  ctx: AppContext,
  input: {
    session: SessionCaller;
    host: string;
    send: (message: SocketServerMessage) => void;
    log: FastifyBaseLogger;
  },
): ChatSession {
  const { session, send } = input;
  const hub = chatHubOf(ctx.relay);
  const deps = { db: ctx.database.db, now: ctx.accounts.now };
  const joined = new Map<number, { language: Language; leave: () => void }>();
  let language: Language = 'EN';
  let queue = Promise.resolve();
  let waiting = 0;
  const stopWatching = hub.watchMember(session.memberId, send);

  const refuse = (code: ChatRefusal, extra: { ref?: string; until?: Date } = {}) => {
    const words = translatedErrorMessage(code, language);
    send({
      type: 'chat_refused',
      code,
      message: extra.until ? words.replace('{{until}}', utcMinute(extra.until)) : words,
      ...(extra.ref === undefined ? {} : { ref: extra.ref }),
      ...(extra.until ? { until: extra.until.toISOString() } : {}),
    });
  };
  const moduleOn = () => isSiteModuleOn(ctx, input.host, CHAT_ROOM_MODULE);

  async function join(room: ChatRoomRow | null): Promise<void> {
    if (!room) return refuse('CHAT_ROOM_NOT_FOUND');
    language = room.language;
    if (!(await moduleOn())) return refuse('FEATURE_DISABLED');
    if (joined.has(room.id)) joined.get(room.id)?.leave();
    else if (joined.size >= MAX_ROOMS_PER_SOCKET) return refuse('CHAT_ROOM_NOT_FOUND');
    let held: SocketServerMessage[] | null = [];
    const leave = hub.joinRoom(room.id, (message) => (held ? held.push(message) : send(message)));
    joined.set(room.id, { language: room.language, leave });
    const [messages, settings, until] = await Promise.all([
      recentMessages(deps.db, room.id),
      readChatSettings(deps.db, session.merchantId),
      mutedUntil(deps, session.merchantId, session.memberId),
    ]);
    send({
      type: 'chat_history',
      roomId: room.id,
      language: room.language,
      messages,
      maxLength: settings.maxLength,
      canPost: session.type !== MEMBER_TYPE.TRIAL,
      mutedUntil: until?.toISOString() ?? null,
    });
    const lastSeq = messages.at(-1)?.seq ?? 0;
    for (const message of held)
      if (message.type !== 'chat_message' || message.message.seq > lastSeq) send(message);
    held = null;
  }

  async function post(roomId: number, text: string, ref: string | undefined): Promise<void> {
    const room = joined.get(roomId);
    if (!room) return refuse('CHAT_NOT_JOINED', { ref });
    language = room.language;
    // Trial players read the room but never speak in it (spec: free play is for trying games).
    if (session.type === MEMBER_TYPE.TRIAL) return refuse('TRIAL_ACCOUNT', { ref });
    if (!(await moduleOn())) return refuse('FEATURE_DISABLED', { ref });
    const result = await postMemberMessage(deps, {
      merchantId: session.merchantId,
      memberId: session.memberId,
      roomId,
      text,
    });
    if (!result.ok) return refuse(result.code, { ref, until: result.until });
    await hub.announce({ type: 'message', merchantId: session.merchantId, message: result.message });
  }

  async function run(message: ChatClientMessage): Promise<void> {
    switch (message.type) {
      case 'chat_join':
        return join(await roomOfLanguage(deps.db, session.merchantId, message.language));
      case 'chat_join_room':
        return join(await roomOfMerchant(deps.db, session.merchantId, message.roomId));
      case 'chat_post':
        return post(message.roomId, message.text, message.ref);
      case 'chat_leave':
        joined.get(message.roomId)?.leave();
        joined.delete(message.roomId);
    }
  }

  return {
    handle(message) {
      if (waiting >= MAX_WAITING) {
        refuse('CHAT_RATE_LIMITED', { ref: message.type === 'chat_post' ? message.ref : undefined });
        return;
      }
      waiting += 1;
      queue = queue
        .then(() => run(message))
        .catch((error: unknown) => {
          // The socket stays open: the player may try again; nothing was half-stored (one transaction).
          input.log.warn({ err: error }, 'chat message failed');
          refuse('SERVICE_UNAVAILABLE');
        })
        .finally(() => {
          waiting -= 1;
        });
    },
    close() {
      stopWatching();
      for (const room of joined.values()) room.leave();
      joined.clear();
    },
  };
}
