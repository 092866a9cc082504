import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { createdRangeFields, pagingFields, statusFilter } from './list-query.ts';
import { MinorAmountSchema } from './payments.ts';
import { text } from './text.ts';

/**
 * Withdrawals (spec §1 wallet features, §4 withdrawal receipt confirmation and notices). Amounts
 * are integers in the merchant currency's minor units (DESIGN §5).
 *
 * The life of a withdrawal:
 *   requested -> approved | rejected        (operator; reject returns the held money to cash)
 *   requested | approved -> rejected        (a payout that cannot be made is rejected, still held)
 *   approved -> paid                        (operator paid it out: hold -> payout clearing)
 *   paid -> closed                          (member: received / all received; or the deadline passed)
 *   paid -> disputed                        (member: not received, or partially received)
 *   disputed -> closed                      (member: all received; operator: forced receipt or refund)
 */

export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'paid',
  'disputed',
  'closed',
] as const;
export const WithdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;

/** The member's answer to "did the money arrive?". */
export const RECEIPT_ANSWERS = ['received', 'all_received', 'not_received', 'partially_received'] as const;
export const ReceiptAnswerSchema = z.enum(RECEIPT_ANSWERS);
export type ReceiptAnswer = z.infer<typeof ReceiptAnswerSchema>;

/**
 * How a paid withdrawal was closed: the member said so, the confirmation deadline passed, an
 * operator forced the receipt (no refund), or an operator refunded the disputed amount.
 */
export const WITHDRAWAL_CLOSINGS = ['received', 'auto_received', 'forced_received', 'refunded'] as const;
export const WithdrawalClosingSchema = z.enum(WITHDRAWAL_CLOSINGS);
export type WithdrawalClosing = z.infer<typeof WithdrawalClosingSchema>;

/** Bank accounts one member may keep bound at a time. */
export const MAX_BANK_ACCOUNTS = 5;
/** Proof images per withdrawal, and the size of each (spec §4). */
export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const PROOF_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ProofContentType = (typeof PROOF_CONTENT_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Bank accounts

/** Each message is the problem's key (spec §5 style), which the bank form shows in words. */
export const BindBankAccountSchema = z.strictObject({
  bankName: text().trim().min(2, 'bank_name_length').max(64, 'bank_name_length'),
  /** Digits, with the spaces and dashes people type between groups removed by the server. */
  accountNumber: text()
    .trim()
    .max(40, 'bank_number_format')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(text().regex(/^[0-9]{6,34}$/, 'bank_number_format')),
});
export type BindBankAccountInput = z.infer<typeof BindBankAccountSchema>;

export const BankAccountSchema = z.object({
  id: z.number().int(),
  bankName: text(),
  /** The number with all but its last four digits hidden. */
  accountNumberMasked: text(),
  /** The member's payee name from the security centre. */
  holderName: text(),
  createdAt: text(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;
export const BankAccountListSchema = z.object({ list: z.array(BankAccountSchema) });
export const BankAccountIdParamsSchema = z.strictObject({ id: RowIdParamSchema });

// ---------------------------------------------------------------------------------------------
// Policy

export const WithdrawalPolicySchema = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Requests per rolling 24 hours; rejected ones do not count. */
  dailyCount: z.number().int(),
  /** Minutes after the payout within which the member confirms receipt; silence counts as received. */
  receiptConfirmMinutes: z.number().int(),
});
export type WithdrawalPolicy = z.infer<typeof WithdrawalPolicySchema>;

/** What an operator sets (the whole policy at once, audited). */
export const SetWithdrawalPolicySchema = z
  .strictObject({
    minAmount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    maxAmount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    dailyCount: z.number().int().min(1).max(100),
    /** At most a week: a payout nobody confirms closes by itself within that. */
    receiptConfirmMinutes: z.number().int().min(1).max(10_080),
  })
  .refine((input) => input.minAmount <= input.maxAmount, {
    message: 'The minimum must not be above the maximum',
    path: ['maxAmount'],
  });

/** The policy and where the member stands against it right now. */
export const WithdrawalLimitsSchema = WithdrawalPolicySchema.extend({
  usedToday: z.number().int(),
  remainingToday: z.number().int(),
  /** Cash available to withdraw, minor units. */
  balance: z.number().int(),
});
export type WithdrawalLimits = z.infer<typeof WithdrawalLimitsSchema>;

// ---------------------------------------------------------------------------------------------
// Member: request, list, receipt

export const CreateWithdrawalSchema = z.strictObject({
  amount: MinorAmountSchema,
  bankAccountId: RowIdSchema,
  paymentPassword: text().min(1).max(64),
  /** The client's name for this request: sending it again answers the first withdrawal. */
  requestId: text().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, _ or -'),
});
export type CreateWithdrawalInput = z.infer<typeof CreateWithdrawalSchema>;

export const WithdrawalProofSchema = z.object({
  id: z.number().int(),
  contentType: z.enum(PROOF_CONTENT_TYPES),
  size: z.number().int(),
  createdAt: text(),
});
export type WithdrawalProof = z.infer<typeof WithdrawalProofSchema>;

export const WithdrawalSchema = z.object({
  orderNo: text(),
  amount: z.number().int(),
  status: WithdrawalStatusSchema,
  bankName: text(),
  accountNumberMasked: text(),
  holderName: text(),
  receiptAnswer: ReceiptAnswerSchema.nullable(),
  /** What the member says did not arrive (all of it, or the remainder of a partial receipt). */
  disputedAmount: z.number().int().nullable(),
  refundedAmount: z.number().int().nullable(),
  closedAs: WithdrawalClosingSchema.nullable(),
  /** Until when the member can answer; after it the payout counts as received. */
  receiptDeadline: text().nullable(),
  reviewNote: text().nullable(),
  proofs: z.array(WithdrawalProofSchema),
  createdAt: text(),
  updatedAt: text(),
  approvedAt: text().nullable(),
  paidAt: text().nullable(),
  closedAt: text().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const CreateWithdrawalResultSchema = z.object({
  withdrawal: WithdrawalSchema,
  /** Cash left after the hold, minor units. */
  balance: z.number().int(),
  /** True when this request id had been used: the first withdrawal, nothing held again. */
  replayed: z.boolean(),
});
export type CreateWithdrawalResult = z.infer<typeof CreateWithdrawalResultSchema>;

const StatusFilterSchema = statusFilter(WithdrawalStatusSchema, 96);

export const WithdrawalListQuerySchema = z.strictObject({
  ...pagingFields,
  ...createdRangeFields,
  status: StatusFilterSchema.optional(),
});
export type WithdrawalListQuery = z.infer<typeof WithdrawalListQuerySchema>;

export const WithdrawalListSchema = z.object({
  list: z.array(WithdrawalSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const WithdrawalOrderParamsSchema = z.strictObject({ orderNo: text().regex(/^WD[0-9A-F]{18}$/) });
export const WithdrawalProofParamsSchema = WithdrawalOrderParamsSchema.extend({ proofId: RowIdParamSchema });

/**
 * The member's receipt answer. not_received needs the proof images uploaded first (up to 3);
 * partially_received names the remainder that did not arrive.
 */
export const ConfirmReceiptSchema = z.discriminatedUnion('answer', [
  z.strictObject({ answer: z.literal('received') }),
  z.strictObject({ answer: z.literal('all_received') }),
  z.strictObject({ answer: z.literal('not_received') }),
  z.strictObject({ answer: z.literal('partially_received'), remainder: MinorAmountSchema }),
]);
export type ConfirmReceiptInput = z.infer<typeof ConfirmReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// Operator API

export const AdminWithdrawalSchema = WithdrawalSchema.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  /** Operators see the whole number: they pay into it. */
  accountNumber: text(),
  reviewedBy: z.number().int().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;

export const AdminWithdrawalListQuerySchema = z.strictObject({
  ...pagingFields,
  ...createdRangeFields,
  status: StatusFilterSchema.optional(),
  memberId: RowIdParamSchema.optional(),
});
export type AdminWithdrawalListQuery = z.infer<typeof AdminWithdrawalListQuerySchema>;

export const AdminWithdrawalListSchema = z.object({
  list: z.array(AdminWithdrawalSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const WithdrawalIdParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const WithdrawalProofIdParamsSchema = WithdrawalIdParamsSchema.extend({ proofId: RowIdParamSchema });
export const ApproveWithdrawalSchema = z.strictObject({ note: text().trim().max(200).optional() });
export const RejectWithdrawalSchema = z.strictObject({ note: text().trim().min(1).max(200) });
export const MarkWithdrawalPaidSchema = z.strictObject({
  /** The bank's reference of the payout, for matching a later dispute. */
  note: text().trim().max(200).optional(),
});
export const ForceReceiptSchema = z.strictObject({ note: text().trim().min(1).max(200) });
export const RefundWithdrawalSchema = z.strictObject({
  note: text().trim().min(1).max(200),
  /** Defaults to the whole disputed amount; never more than it. */
  amount: MinorAmountSchema.optional(),
});
