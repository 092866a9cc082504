import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { pagingFields, statusFilter } from './list-query.ts';
import { IdempotencyKeySchema, MinorAmountSchema } from './payments.ts';
import { text } from './text.ts';

/**
 * Manual balance adjustments (back office, finance.adjust): an operator credits or debits a
 * member's cash or bonus account through the ledger. Above the merchant's approval threshold the
 * request waits until a different operator approves it (four eyes); at or below it posts at once.
 */

export const ADJUSTMENT_ACCOUNTS = ['cash', 'bonus'] as const;
export const AdjustmentAccountSchema = z.enum(ADJUSTMENT_ACCOUNTS);
export type AdjustmentAccount = z.infer<typeof AdjustmentAccountSchema>;

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const AdjustmentDirectionSchema = z.enum(ADJUSTMENT_DIRECTIONS);
export type AdjustmentDirection = z.infer<typeof AdjustmentDirectionSchema>;

/** pending: waits for a second operator; posted: the money moved; rejected: it never will. */
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export const AdjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatusSchema>;

export const ADJUSTMENT_REASON_MAX = 200;

export const CreateAdjustmentSchema = z.strictObject({
  memberId: RowIdSchema,
  account: AdjustmentAccountSchema,
  direction: AdjustmentDirectionSchema,
  amount: MinorAmountSchema,
  /** Why, for the checker and the audit trail; the member never sees it. */
  reason: text().trim().min(1).max(ADJUSTMENT_REASON_MAX),
  /** A key per submitted form: sending it again answers the first adjustment and moves nothing. */
  idempotencyKey: IdempotencyKeySchema,
});
export type CreateAdjustmentInput = z.infer<typeof CreateAdjustmentSchema>;

export const AdjustmentSchema = z.object({
  id: z.number().int(),
  /** What the member's record shows as the movement's reference. */
  reference: text(),
  memberId: z.number().int(),
  memberAccount: text(),
  account: AdjustmentAccountSchema,
  direction: AdjustmentDirectionSchema,
  amount: z.number().int(),
  reason: text(),
  status: AdjustmentStatusSchema,
  /** True when the amount was above the threshold, so a second operator had to decide. */
  requiresApproval: z.boolean(),
  requestedBy: z.number().int(),
  requestedByName: text(),
  decidedBy: z.number().int().nullable(),
  decidedByName: text().nullable(),
  decisionNote: text().nullable(),
  /** The member account's balance after the posting; null until posted. */
  balanceAfter: z.number().int().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const AdjustmentListQuerySchema = z.strictObject({
  ...pagingFields,
  status: statusFilter(AdjustmentStatusSchema, 64).optional(),
  memberId: RowIdParamSchema.optional(),
});
export type AdjustmentListQuery = z.infer<typeof AdjustmentListQuerySchema>;

export const AdjustmentListSchema = z.object({
  list: z.array(AdjustmentSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const AdjustmentIdParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const ApproveAdjustmentSchema = z.strictObject({ note: text().trim().max(200).optional() });
export const RejectAdjustmentSchema = z.strictObject({ note: text().trim().min(1).max(200) });

/**
 * The merchant's approval threshold in minor units: an adjustment of more than this waits for a
 * second operator. 0 (the default) sends every adjustment to the queue.
 */
export const AdjustmentPolicySchema = z.object({ approvalThreshold: z.number().int().min(0) });
export type AdjustmentPolicy = z.infer<typeof AdjustmentPolicySchema>;
export const SetAdjustmentPolicySchema = z.strictObject({
  approvalThreshold: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type SetAdjustmentPolicyInput = z.infer<typeof SetAdjustmentPolicySchema>;
