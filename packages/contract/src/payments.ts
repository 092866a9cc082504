import { z } from 'zod';
import { RowIdParamSchema, SmallIdParamSchema, SmallIdSchema } from './ids.ts';
import { createdRangeFields, pagingFields, statusFilter } from './list-query.ts';
import { text } from './text.ts';

/**
 * Deposits (spec §1 wallet features, §2 depositv2, §4 transaction notices). Amounts are integers
 * in the merchant currency's minor units (DESIGN §5): a fraction, a negative or a float is a 400.
 */

export const PAYMENT_CHANNEL_KINDS = ['manual-bank', 'sandbox-gateway'] as const;
export const PaymentChannelKindSchema = z.enum(PAYMENT_CHANNEL_KINDS);
export type PaymentChannelKind = z.infer<typeof PaymentChannelKindSchema>;

/**
 * pending: waiting for the member's transfer and the operator, or for the gateway's callback;
 * credited: the wallet holds the money; failed: the gateway said the payment failed;
 * rejected: the operator found no matching transfer.
 */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'rejected'] as const;
export const DepositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

/** Minor units: a positive safe integer, so JSON numbers never lose a unit. */
export const MinorAmountSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** What the member does after creating a deposit: transfer offline, or go to the gateway's page. */
export const DepositActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('instructions'),
    bankName: text(),
    accountName: text(),
    accountNumber: text(),
    /** The reference the member promised to write on the transfer, so the operator can match it. */
    memberReference: text(),
  }),
  z.object({ type: z.literal('redirect'), url: text() }),
]);
export type DepositAction = z.infer<typeof DepositActionSchema>;

export const DepositChannelSchema = z.object({
  id: z.number().int(),
  code: text(),
  kind: PaymentChannelKindSchema,
  name: text(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** True when the member must give the reference written on the bank transfer. */
  requiresReference: z.boolean(),
});
export type DepositChannel = z.infer<typeof DepositChannelSchema>;
export const DepositChannelListSchema = z.object({ list: z.array(DepositChannelSchema) });

/** A client-chosen key: sending the same request again with it returns the first answer. */
export const IdempotencyKeySchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, - or _');

/** A path on this site to come back to from the gateway's page, like /member. */
export const ReturnPathSchema = text()
  .max(512)
  .regex(/^\/(?![/\\])[!-[\]-~]*$/, 'Must be a path on this site, like /member');

export const CreateDepositSchema = z.strictObject({
  channelId: SmallIdSchema,
  amount: MinorAmountSchema,
  idempotencyKey: IdempotencyKeySchema,
  /** Required by manual-bank channels: what the member wrote on the transfer. */
  memberReference: text().trim().min(1).max(64).optional(),
  returnPath: ReturnPathSchema.optional(),
});
export type CreateDepositInput = z.infer<typeof CreateDepositSchema>;

export const DepositSchema = z.object({
  orderNo: text(),
  channelId: z.number().int(),
  channelKind: PaymentChannelKindSchema,
  channelName: text(),
  amount: z.number().int(),
  status: DepositStatusSchema,
  memberReference: text().nullable(),
  gatewayReference: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
  /** When it was credited, failed or rejected. */
  completedAt: text().nullable(),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const CreateDepositResultSchema = z.object({ deposit: DepositSchema, action: DepositActionSchema });
export type CreateDepositResult = z.infer<typeof CreateDepositResultSchema>;

const StatusFilterSchema = statusFilter(DepositStatusSchema, 64);

export const DepositListQuerySchema = z.strictObject({
  ...pagingFields,
  ...createdRangeFields,
  status: StatusFilterSchema.optional(),
});
export type DepositListQuery = z.infer<typeof DepositListQuerySchema>;

export const DepositListSchema = z.object({
  list: z.array(DepositSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const DepositOrderParamsSchema = z.strictObject({ orderNo: text().regex(/^DP[0-9A-F]{18}$/) });

// ---------------------------------------------------------------------------------------------
// Operator API

export const AdminDepositSchema = DepositSchema.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  reviewNote: text().nullable(),
  reviewedBy: z.number().int().nullable(),
});
export type AdminDeposit = z.infer<typeof AdminDepositSchema>;

export const AdminDepositListQuerySchema = z.strictObject({
  ...pagingFields,
  ...createdRangeFields,
  status: StatusFilterSchema.optional(),
  memberId: RowIdParamSchema.optional(),
  channelId: SmallIdParamSchema.optional(),
});
export type AdminDepositListQuery = z.infer<typeof AdminDepositListQuerySchema>;

export const AdminDepositListSchema = z.object({
  list: z.array(AdminDepositSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const DepositIdParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const ConfirmDepositSchema = z.strictObject({ note: text().trim().max(200).optional() });
export const RejectDepositSchema = z.strictObject({ note: text().trim().min(1).max(200) });

// ---------------------------------------------------------------------------------------------
// Operator: payment channels

/**
 * Kinds whose channel holds the account members pay into. A gateway's merchant account and keys
 * belong to the deployment (server configuration), not to the channel, so its channels have none.
 */
export const ACCOUNT_CHANNEL_KINDS: readonly PaymentChannelKind[] = ['manual-bank'];
export const channelHasAccount = (kind: PaymentChannelKind) => ACCOUNT_CHANNEL_KINDS.includes(kind);

/** An account number as lists show it: all but its last four characters hidden. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

/** The bank account a manual-bank channel asks members to transfer to. */
export const ManualBankSettingsSchema = z.strictObject({
  bankName: text().trim().min(1).max(64),
  accountName: text().trim().min(1).max(64),
  accountNumber: text()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,40}$/, 'Use 4 to 40 letters, digits, spaces or dashes'),
});
export type ManualBankSettingsInput = z.infer<typeof ManualBankSettingsSchema>;

/** A channel's receiving account in full: what the operator deciding a change compares. */
export const ChannelAccountSchema = z.object({
  bankName: text(),
  accountName: text(),
  accountNumber: text(),
});
export type ChannelAccount = z.infer<typeof ChannelAccountSchema>;

/** A receiving account as lists show it. */
export const MaskedChannelAccountSchema = z.object({
  bankName: text(),
  accountName: text(),
  accountNumberMasked: text(),
});
export type MaskedChannelAccount = z.infer<typeof MaskedChannelAccountSchema>;

/**
 * A change of a channel's receiving account (maker-checker): pending until an operator other than
 * the one who asked approves it (then it applies) or rejects it; members only ever see approved
 * accounts.
 */
export const ACCOUNT_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AccountChangeStatusSchema = z.enum(ACCOUNT_CHANGE_STATUSES);
export type AccountChangeStatus = z.infer<typeof AccountChangeStatusSchema>;

export const ChannelAccountChangeSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelCode: text(),
  channelName: text(),
  status: AccountChangeStatusSchema,
  /** The account it replaces; null for a new channel's first account. */
  before: MaskedChannelAccountSchema.nullable(),
  after: MaskedChannelAccountSchema,
  /** Pending, but the channel's account is no longer `before`: it can only be rejected. */
  outdated: z.boolean(),
  requestedBy: z.number().int(),
  requestedByName: text(),
  decidedBy: z.number().int().nullable(),
  decidedByName: text().nullable(),
  decisionNote: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type ChannelAccountChange = z.infer<typeof ChannelAccountChangeSchema>;

/** One change with the numbers in full, for the operator about to decide it. */
export const ChannelAccountChangeDetailSchema = ChannelAccountChangeSchema.extend({
  before: ChannelAccountSchema.nullable(),
  after: ChannelAccountSchema,
});
export type ChannelAccountChangeDetail = z.infer<typeof ChannelAccountChangeDetailSchema>;

export const ChannelAccountChangeListQuerySchema = z.strictObject({
  ...pagingFields,
  status: statusFilter(AccountChangeStatusSchema, 64).optional(),
  channelId: SmallIdParamSchema.optional(),
});
export type ChannelAccountChangeListQuery = z.infer<typeof ChannelAccountChangeListQuerySchema>;

export const ChannelAccountChangeListSchema = z.object({
  list: z.array(ChannelAccountChangeSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const AccountChangeIdParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const ApproveAccountChangeSchema = z.strictObject({ note: text().trim().max(200).optional() });
/** A rejection says why, for the operator who asked. */
export const RejectAccountChangeSchema = z.strictObject({ note: text().trim().min(1).max(200) });

export const AdminPaymentChannelSchema = DepositChannelSchema.omit({ requiresReference: true }).extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** The approved account members are shown; empty for gateways, and until a first one is approved. */
  settings: z.union([ManualBankSettingsSchema, z.strictObject({})]),
  /** The kind needs an account and none is approved yet: members are not offered the channel. */
  awaitingAccount: z.boolean(),
  /** Account changes waiting for a second operator, oldest first. */
  pendingAccountChanges: z.array(ChannelAccountChangeSchema),
});
export type AdminPaymentChannel = z.infer<typeof AdminPaymentChannelSchema>;
export const AdminPaymentChannelListSchema = z.object({ list: z.array(AdminPaymentChannelSchema) });

const channelFields = {
  name: text().trim().min(1).max(64),
  minAmount: MinorAmountSchema,
  maxAmount: MinorAmountSchema,
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(999),
  settings: ManualBankSettingsSchema,
};

const LIMITS_CROSS = { message: 'The minimum must not be above the maximum', path: ['maxAmount'] };

/**
 * A new channel. A bank transfer channel's account waits for a second operator like any account
 * change: members are offered the channel once it is approved.
 */
export const CreatePaymentChannelSchema = z
  .strictObject({
    code: text().regex(/^[A-Z0-9_]{2,32}$/, 'Use 2 to 32 capital letters, digits or _'),
    kind: PaymentChannelKindSchema,
    ...channelFields,
    enabled: channelFields.enabled.default(true),
    sortOrder: channelFields.sortOrder.default(0),
    settings: channelFields.settings.optional(),
  })
  .refine((input) => input.minAmount <= input.maxAmount, LIMITS_CROSS)
  .refine((input) => !channelHasAccount(input.kind) || input.settings !== undefined, {
    message: 'A bank transfer channel needs the bank account members transfer to',
    path: ['settings'],
  });
export type CreatePaymentChannelInput = z.infer<typeof CreatePaymentChannelSchema>;

/**
 * Changes to a channel; its code and kind stay as created, since deposits refer to them. Name,
 * limits, order and on/off apply at once; `settings` (the account) becomes a pending change.
 */
export const UpdatePaymentChannelSchema = z
  .strictObject({
    name: channelFields.name.optional(),
    minAmount: channelFields.minAmount.optional(),
    maxAmount: channelFields.maxAmount.optional(),
    enabled: channelFields.enabled.optional(),
    sortOrder: channelFields.sortOrder.optional(),
    settings: channelFields.settings.optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { message: 'Nothing to change' })
  .refine(
    (input) =>
      input.minAmount === undefined || input.maxAmount === undefined || input.minAmount <= input.maxAmount,
    LIMITS_CROSS,
  );
export type UpdatePaymentChannelInput = z.infer<typeof UpdatePaymentChannelSchema>;

export const PaymentChannelIdParamsSchema = z.strictObject({ id: SmallIdParamSchema });
