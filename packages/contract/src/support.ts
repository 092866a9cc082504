import { z } from 'zod';
import { checkedForm, formText } from './form-schemas.ts';
import { RowIdParamSchema, SmallIdSchema } from './ids.ts';
import { text } from './text.ts';

/*
 * The built-in customer-service chat (spec §1 customer service): one conversation per player,
 * kept in the database, for operators without an outside provider. Its customer-service entry
 * (§3: csType, title, path) is `SUPPORT_CS_TYPE` with the site's `/support` page as its path, so
 * it opens in the 440x750 window like any other entry. The player writes over HTTP and hears the
 * operator live on `/ws` (the `support` message); the back office polls.
 */

export const SUPPORT_CS_TYPE = 'BUILTIN';
/** The site page the entry opens (no header, footer or side menu: it lives in the 440x750 window). */
export const SUPPORT_PAGE_PATH = '/support';

export const SUPPORT_MESSAGE_MAX = 1000;
/** A conversation's history is read this many messages at a time, the newest page first. */
export const SUPPORT_HISTORY_PAGE = 100;
/** A player may send this many messages a minute; more is RATE_LIMITED (counted in the database). */
export const SUPPORT_MESSAGES_PER_MINUTE = 10;
/** The typing signal is sent at most this often, and shown for a little longer than that. */
export const SUPPORT_TYPING_THROTTLE_MS = 3000;
export const SUPPORT_TYPING_SHOWN_MS = 5000;

export const SUPPORT_SENDERS = ['member', 'operator'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];
export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** A message as typed: HTML is kept as text and shown as text; blank or over-long is refused. */
export const SupportMessageInputSchema = z.strictObject({
  // Characters as the reader counts them (an emoji is one), as the chat box counts them.
  body: text()
    .trim()
    .min(1)
    .max(SUPPORT_MESSAGE_MAX * 2)
    .refine((body) => [...body].length <= SUPPORT_MESSAGE_MAX, `At most ${SUPPORT_MESSAGE_MAX} characters`),
});
export type SupportMessageInput = z.infer<typeof SupportMessageInputSchema>;

/** The chat box's rule, in the form kit's words: not blank, at most the message bound. */
export const supportMessageFormSchema = checkedForm({ body: formText('body') }, ({ body }) => ({
  body:
    body === ''
      ? { key: 'required' }
      : [...body].length > SUPPORT_MESSAGE_MAX
        ? { key: 'pattern_any', params: { min: 1, max: SUPPORT_MESSAGE_MAX } }
        : null,
}));

export const SupportMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(SUPPORT_SENDERS),
  /** The operator's display name on their replies; the player's own messages carry none. */
  author: text().nullable(),
  body: text(),
  createdAt: text(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

/** GET /wps/member/support: the caller's conversation (empty before the first message). */
export const SupportConversationSchema = z.object({
  messages: z.array(SupportMessageSchema),
  /** The operator read the player's messages up to this id (0: none): those show "read". */
  operatorReadId: z.number().int(),
  /** The player read the operator's replies up to this id. */
  memberReadId: z.number().int(),
  /** The operator was typing within the last few seconds. */
  operatorTyping: z.boolean(),
  status: z.enum(SUPPORT_STATUSES),
});
export type SupportConversation = z.infer<typeof SupportConversationSchema>;

/**
 * `?before=<id>`: the page of history just older than that message (by id, which only grows), for
 * the player's conversation and the back office's alike; without it, the newest page.
 */
export const SupportHistoryQuerySchema = z.strictObject({ before: RowIdParamSchema.optional() });

/** What `/ws` tells the player about their conversation; the page reads the conversation again on it. */
export const SupportSocketMessageSchema = z.object({
  type: z.literal('support'),
  event: z.enum(['message', 'read', 'typing', 'status']),
});
export type SupportSocketMessage = z.infer<typeof SupportSocketMessageSchema>;

// --- operator side (support.reply) ---

export const SupportInboxQuerySchema = z.strictObject({
  status: z.enum(SUPPORT_STATUSES).default('open'),
  /** Only the caller's own conversations. */
  mine: z.enum(['true', 'false']).optional(),
});
export type SupportInboxQuery = z.input<typeof SupportInboxQuerySchema>;

export const SupportInboxRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: text(),
  status: z.enum(SUPPORT_STATUSES),
  assignedTo: z.object({ id: z.number().int(), username: text() }).nullable(),
  lastMessage: SupportMessageSchema.nullable(),
  /** The player's messages no operator has read yet. */
  unread: z.number().int(),
  lastMessageAt: text(),
});
export type SupportInboxRow = z.infer<typeof SupportInboxRowSchema>;

/** Unassigned first, then the longest waiting. */
export const SupportInboxSchema = z.object({ list: z.array(SupportInboxRowSchema) });

export const AdminSupportConversationSchema = SupportInboxRowSchema.extend({
  /** One page of history, oldest first: the newest, or the one `before` asked for. */
  messages: z.array(SupportMessageSchema),
  /** There are messages older than the page's first: `before` that id reads them. */
  hasOlder: z.boolean(),
  memberReadId: z.number().int(),
  operatorReadId: z.number().int(),
  memberTyping: z.boolean(),
});
export type AdminSupportConversation = z.infer<typeof AdminSupportConversationSchema>;

export const SupportConversationParamsSchema = z.strictObject({ id: RowIdParamSchema });

/** Assign to an operator who may reply (the caller's own id to take it), or null to release it. */
export const SupportAssignInputSchema = z.strictObject({ operatorId: SmallIdSchema.nullable() });

/** The colleagues a conversation can be given to. */
export const SupportAgentsSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), username: text() })),
});

export const CannedReplyInputSchema = z.strictObject({
  title: text().trim().min(1).max(60),
  body: text().trim().min(1).max(SUPPORT_MESSAGE_MAX),
});
export type CannedReplyInput = z.infer<typeof CannedReplyInputSchema>;
export const CannedReplySchema = z.object({ id: z.number().int(), title: text(), body: text() });
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CannedReplyListSchema = z.object({ list: z.array(CannedReplySchema) });
export const CannedReplyParamsSchema = z.strictObject({ id: RowIdParamSchema });
