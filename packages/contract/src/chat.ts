import { z } from 'zod';
import { checkedForm, formText, requiredProblem } from './form-schemas.ts';
import { LanguageSchema } from './i18n.ts';
import { text } from './text.ts';

/*
 * Live chat room (spec §1, §2 "chat room" modal): one public room per merchant and language, over
 * the member socket `/ws`. The socket messages below join the wallet socket's unions
 * (wallet.ts); the operator's moderation API is at the end.
 *
 * Protocol, after `{ type: 'auth', token }` and `{ type: 'ready' }`:
 *   client `chat_join { language }` (or `{ roomId }`)  -> server `chat_history` (recent messages, oldest first)
 *   client `chat_post { roomId, text, ref? }`          -> every joined socket on every node: `chat_message`
 *                                                      -> or only the poster: `chat_refused { code, message, ref }`
 *   client `chat_leave { roomId }`                      -> nothing more from that room
 *   server `chat_deleted { roomId, ids }`  an operator removed messages: drop them
 *   server `chat_muted { roomId, until }`  sent to the muted member's sockets (until null: unmuted)
 * `seq` counts a room's messages from 1 with no gap, from the database: a client (or the chat
 * benchmark) that sees a gap or a repeat lost or doubled one.
 */

/** Bounds the operator's settings stay inside; the room's own value comes with `chat_history`. */
export const CHAT_MAX_LENGTH_LIMIT = 500;
/** How many recent messages a join receives. */
export const CHAT_HISTORY_SIZE = 50;
export const CHAT_MESSAGE_KINDS = ['member', 'win'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

const RoomIdSchema = z.number().int().min(1).max(2_147_483_647);

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  /** 1, 2, 3… per room, without gaps. */
  seq: z.number().int(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** Masked account (ab***9) or the member's nickname; for a win, the winner's. */
  senderName: text(),
  /** The sender's VIP level label, when the site has VIP levels; absent otherwise. */
  vipLabel: text().nullable().optional(),
  /** The member's words (plain text, shown as text), or empty for a win. */
  text: text(),
  /** A big win (kind `win`): the game's name and the amount won in minor units. */
  win: z.object({ game: text(), amount: z.number().int() }).nullable().optional(),
  at: text(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Client to server, beside `auth` and `ping`. `ref` is echoed in a refusal so the client knows which post. */
export const ChatClientMessageSchemas = [
  z.strictObject({ type: z.literal('chat_join'), language: LanguageSchema }),
  z.strictObject({ type: z.literal('chat_join_room'), roomId: RoomIdSchema }),
  z.strictObject({
    type: z.literal('chat_post'),
    roomId: RoomIdSchema,
    // text(): a NUL or a broken surrogate is a malformed frame (the site's composer refuses both
    // before sending), so a crafted one closes the socket as bad and stores nothing. The room's own
    // bound and the filters are checked by the server with a translated refusal; this bound only
    // keeps a frame small.
    text: text().max(CHAT_MAX_LENGTH_LIMIT * 2),
    ref: text().max(40).optional(),
  }),
  z.strictObject({ type: z.literal('chat_leave'), roomId: RoomIdSchema }),
] as const;

/** Refusals of a post or a join, each with a translated message (errors.ts codes). */
export const CHAT_REFUSALS = [
  /** Text with a character that cannot be stored (NUL, half a surrogate pair). */
  'VALIDATION_ERROR',
  'CHAT_EMPTY',
  'CHAT_TOO_LONG',
  'CHAT_RATE_LIMITED',
  'CHAT_MUTED',
  'CHAT_WORD_BLOCKED',
  'CHAT_LINK_BLOCKED',
  'CHAT_ROOM_NOT_FOUND',
  'CHAT_NOT_JOINED',
  'TRIAL_ACCOUNT',
  'FEATURE_DISABLED',
  /** The server could not handle it now; trying again may work. */
  'SERVICE_UNAVAILABLE',
] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

export const ChatServerMessageSchemas = [
  z.object({
    type: z.literal('chat_history'),
    roomId: z.number().int(),
    language: LanguageSchema,
    messages: z.array(ChatMessageSchema),
    /** The room's bound on a post's length. */
    maxLength: z.number().int(),
    /** False for trial players (they read only). */
    canPost: z.boolean(),
    /** When the member's mute ends; null when not muted. */
    mutedUntil: text().nullable(),
  }),
  z.object({ type: z.literal('chat_message'), message: ChatMessageSchema }),
  z.object({ type: z.literal('chat_deleted'), roomId: z.number().int(), ids: z.array(z.number().int()) }),
  z.object({ type: z.literal('chat_muted'), until: text().nullable() }),
  z.object({
    type: z.literal('chat_refused'),
    code: z.enum(CHAT_REFUSALS),
    /** In the room's language (the socket's join); the web shows its own translation of `code`. */
    message: text(),
    ref: text().optional(),
    /** For CHAT_MUTED: when the mute ends; for CHAT_RATE_LIMITED: when posting is possible again. */
    until: text().optional(),
  }),
] as const;

/**
 * The chat room's composer: the room's bound on length (code points, as the server counts them),
 * and not empty. The filters are the operator's and stay on the server (a refusal names them).
 */
export function chatPostFormSchema(maxLength: number) {
  return checkedForm({ text: formText('text') }, (values) => ({
    text:
      requiredProblem(values.text) ??
      ([...values.text].length > maxLength ? { key: 'chat_too_long', params: { max: maxLength } } : null),
  }));
}

// --- Operator API (chat.moderate) ---

export const ChatRoomAdminSchema = z.object({
  id: z.number().int(),
  language: LanguageSchema,
  /** Messages posted so far (the room's last sequence number). */
  lastSeq: z.number().int(),
  lastMessageAt: text().nullable(),
});
export type ChatRoomAdmin = z.infer<typeof ChatRoomAdminSchema>;

export const ChatAdminMessagesQuerySchema = z.strictObject({
  roomId: z.coerce.number().int().min(1).max(2_147_483_647),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const ChatAdminMessageSchema = ChatMessageSchema.extend({
  /** The member who posted (null for a win without one). */
  memberId: z.number().int().nullable(),
  account: text().nullable(),
  deletedAt: text().nullable(),
});
export type ChatAdminMessage = z.infer<typeof ChatAdminMessageSchema>;

export const CHAT_MUTE_MINUTES = [5, 30, 60, 360, 1440, 10080] as const;

export const ChatMuteInputSchema = z.strictObject({
  memberId: z.number().int().min(1).max(2_147_483_647),
  minutes: z
    .number()
    .int()
    .refine((value) => (CHAT_MUTE_MINUTES as readonly number[]).includes(value), {
      message: 'This is not one of the offered times',
    }),
  reason: text().trim().max(200).default(''),
});
export type ChatMuteInput = z.infer<typeof ChatMuteInputSchema>;

export const ChatMuteSchema = z.object({
  memberId: z.number().int(),
  account: text(),
  until: text(),
  reason: text(),
  mutedBy: text(),
});
export type ChatMute = z.infer<typeof ChatMuteSchema>;

/** Words refused in posts: matched case-insensitively anywhere in the text. */
const BlockedWordSchema = text().trim().min(1).max(40);

export const ChatSettingsSchema = z.strictObject({
  /** At most this many posts per member in `windowSeconds`. */
  maxPerWindow: z.number().int().min(1).max(100),
  windowSeconds: z.number().int().min(1).max(600),
  maxLength: z.number().int().min(10).max(CHAT_MAX_LENGTH_LIMIT),
  blockedWords: z.array(BlockedWordSchema).max(500),
  /** A post with a web address or domain name is refused when true (else allowed as plain text). */
  blockLinks: z.boolean(),
  /** A settled round paying at least this (minor units) is announced in the rooms; 0 switches it off. */
  winThreshold: z.number().int().min(0).max(1_000_000_000_000),
});
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

export const CHAT_DEFAULT_SETTINGS: ChatSettings = {
  maxPerWindow: 5,
  windowSeconds: 10,
  maxLength: 200,
  blockedWords: [],
  blockLinks: true,
  winThreshold: 100_000,
};
