import type {
  AdjustmentAccount,
  AdjustmentDirection,
  AdjustmentStatus,
} from '@platform/contract/adjustments';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/**
 * One manual credit or debit of a member's cash or bonus account. Its status only leaves `pending`
 * by a conditional UPDATE in the transaction that posts (or refuses) it, so two approvers at once
 * post it once; the checks keep the four eyes true even against a faulty caller.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: rowId(),
    merchantId: merchantRef(),
    // Restrict: an adjustment is part of the money trail and outlives nothing it refers to.
    memberId: memberRef('restrict'),
    account: varchar('account', { length: 16 }).$type<AdjustmentAccount>().notNull(),
    direction: varchar('direction', { length: 8 }).$type<AdjustmentDirection>().notNull(),
    /** Minor units, always positive; the direction says which way it moves. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    status: varchar('status', { length: 16 }).$type<AdjustmentStatus>().notNull(),
    /** The amount was above the merchant's threshold when asked: a second operator decides. */
    requiresApproval: boolean('requires_approval').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    /** The maker's key for the submitted form: the same key again answers this row. */
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'restrict' }),
    decisionNote: varchar('decision_note', { length: 200 }),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    /** The member account's balance the posting left. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('balance_adjustments_request_key').on(t.merchantId, t.requestKey),
    // The approval queue: the merchant's adjustments of one status, newest first.
    index('balance_adjustments_merchant_status').on(t.merchantId, t.status, t.id),
    index('balance_adjustments_member').on(t.memberId, t.id),
    check('balance_adjustments_amount_positive', sql`${t.amount} > 0`),
    // An adjustment that needed approval was posted by someone other than the one who asked.
    check(
      'balance_adjustments_four_eyes',
      sql`not ${t.requiresApproval} or ${t.status} <> 'posted' or (${t.decidedBy} is not null and ${t.decidedBy} <> ${t.requestedBy})`,
    ),
    check(
      'balance_adjustments_posted_transfer',
      sql`(${t.status} = 'posted') = (${t.ledgerTransferId} is not null)`,
    ),
  ],
);

/** The merchant's approval threshold for manual adjustments; no row means 0 (everything waits). */
export const adjustmentPolicies = pgTable(
  'adjustment_policies',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Minor units: an adjustment above this waits for a second operator. */
    approvalThreshold: bigint('approval_threshold', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('adjustment_policies_threshold', sql`${t.approvalThreshold} >= 0`)],
);
