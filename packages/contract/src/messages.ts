import { z } from 'zod';
import { RowIdSchema } from './ids.ts';
import { pagingFields } from './list-query.ts';
import { text } from './text.ts';

/**
 * Platform messages (spec §1 internal messages, §2 messageV2, §3 `unreadMessage`, §7 unread count).
 * A message is stored once however many players it reaches; each player's read and delete state is
 * a row of its own. Operators write announcements and promotions; the system writes notices, whose
 * words are a template key and parameters the reader's site puts into the reader's language.
 */

export const MESSAGE_KINDS = ['announcement', 'promotion', 'system'] as const;
export const MessageKindSchema = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKindSchema>;

/** What an operator may write; `system` messages come from the platform alone. */
export const OPERATOR_MESSAGE_KINDS = ['announcement', 'promotion'] as const;

/**
 * Who an operator's message is for. A new kind (a VIP rank, once VIP exists) is one more entry here
 * and one more condition in the server's audience query.
 */
export const MESSAGE_TARGET_KINDS = ['all', 'agentTree', 'registered', 'member'] as const;
export type MessageTargetKind = (typeof MESSAGE_TARGET_KINDS)[number];

/** The system notices; each has its words in the site's locales under `messages.system.<key>`. */
export const SYSTEM_MESSAGE_TEMPLATES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'REWARD_AVAILABLE',
  'CONTRACT_REQUEST',
] as const;
export const SystemMessageTemplateSchema = z.enum(SYSTEM_MESSAGE_TEMPLATES);
export type SystemMessageTemplate = z.infer<typeof SystemMessageTemplateSchema>;

/** A system message's parameters: an amount in minor units, an order number and the like. */
export const MessageParamsSchema = z.record(
  text().max(32),
  z.union([z.number().int().safe(), text().max(200)]),
);
export type MessageParams = z.infer<typeof MessageParamsSchema>;

export const MESSAGE_LIMITS = { titleMax: 120, bodyMax: 4000, accountMax: 64 } as const;

const Account = text().trim().min(1).max(MESSAGE_LIMITS.accountMax);
const Instant = z.iso.datetime({ offset: true });

export const MessageTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  /** Everyone under this agent, at any depth (not the agent itself). */
  z.strictObject({ kind: z.literal('agentTree'), agent: Account }),
  /** Players who registered from `from` (inclusive) to `to` (exclusive). */
  z
    .strictObject({ kind: z.literal('registered'), from: Instant, to: Instant })
    .refine((target) => Date.parse(target.from) < Date.parse(target.to), {
      message: 'The start must be before the end',
      path: ['to'],
    }),
  z.strictObject({ kind: z.literal('member'), account: Account }),
]);
export type MessageTarget = z.infer<typeof MessageTargetSchema>;

/** Who a draft would reach, counted before it is sent. */
export const MessageAudienceSchema = z.strictObject({
  kind: z.enum(OPERATOR_MESSAGE_KINDS),
  target: MessageTargetSchema,
});
export type MessageAudience = z.infer<typeof MessageAudienceSchema>;

/** The operator's new message: plain text, shown as text (never as markup). */
export const ComposeMessageSchema = MessageAudienceSchema.extend({
  title: text().trim().min(1).max(MESSAGE_LIMITS.titleMax),
  body: text().trim().min(1).max(MESSAGE_LIMITS.bodyMax),
});
export type ComposeMessage = z.infer<typeof ComposeMessageSchema>;

export const MessageRecipientsSchema = z.object({ recipients: z.number().int().min(0) });
export type MessageRecipients = z.infer<typeof MessageRecipientsSchema>;

// --- member ---

export const MessageListQuerySchema = z.strictObject({
  pageNo: pagingFields.pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** One message as its reader sees it: an operator's title and body, or a system template. */
export const MemberMessageSchema = z.object({
  id: RowIdSchema,
  kind: MessageKindSchema,
  /** Null for a system message: the site words it from `template`. */
  title: text().nullable(),
  body: text().nullable(),
  template: z.object({ key: SystemMessageTemplateSchema, params: MessageParamsSchema }).nullable(),
  createdAt: Instant,
  read: z.boolean(),
});
export type MemberMessage = z.infer<typeof MemberMessageSchema>;

export const MemberMessageListSchema = z.object({
  list: z.array(MemberMessageSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  unreadMessage: z.number().int().min(0),
});
export type MemberMessageList = z.infer<typeof MemberMessageListSchema>;

/** Spec §3 public state `unreadMessage` and §7 unread message count. */
export const UnreadMessagesSchema = z.object({ unreadMessage: z.number().int().min(0) });
export type UnreadMessages = z.infer<typeof UnreadMessagesSchema>;

// --- operator ---

export const AdminMessageListQuerySchema = z.strictObject({
  ...pagingFields,
  kind: MessageKindSchema.optional(),
});

/** A sent message with how many it was for when sent and how many have read it. */
export const AdminMessageSchema = z.object({
  id: RowIdSchema,
  kind: MessageKindSchema,
  title: text().nullable(),
  body: text().nullable(),
  template: SystemMessageTemplateSchema.nullable(),
  targetKind: z.enum([...MESSAGE_TARGET_KINDS]),
  /** The target as the operator wrote it: the agent's or player's account, or the two instants. */
  target: z.object({
    account: text().optional(),
    from: Instant.optional(),
    to: Instant.optional(),
  }),
  recipients: z.number().int(),
  reads: z.number().int(),
  createdAt: Instant,
  createdBy: text().nullable(),
  withdrawnAt: Instant.nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminMessageListSchema = z.object({
  list: z.array(AdminMessageSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminMessageList = z.infer<typeof AdminMessageListSchema>;
