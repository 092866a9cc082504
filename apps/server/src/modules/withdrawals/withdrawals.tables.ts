import type {
  ProofContentType,
  ReceiptAnswer,
  WithdrawalClosing,
  WithdrawalStatus,
} from '@platform/contract/withdrawals';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, bytea, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/** A bank account a member withdraws to, in the member's payee name. */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    accountNumber: varchar('account_number', { length: 34 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('member_bank_accounts_number').on(t.memberId, t.bankName, t.accountNumber)],
);

/** The merchant's withdrawal rules; one row per merchant. */
export const withdrawalPolicies = pgTable(
  'withdrawal_policies',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Minor units, inclusive. */
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    dailyCount: smallint('daily_count').notNull(),
    receiptConfirmMinutes: integer('receipt_confirm_minutes').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'withdrawal_policies_limits',
      sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.dailyCount} > 0 and ${t.receiptConfirmMinutes} > 0`,
    ),
  ],
);

/**
 * One withdrawal. Its status only changes by a conditional UPDATE (where status is the one
 * expected), in the same transaction as the ledger transfer that goes with the change, so a double
 * click or two operators at once move the money once. The bank details are copied in, so removing
 * a bank account later does not change where a past payout went.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    /** The public number members and operators know it by (ids would reveal volumes). */
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<WithdrawalStatus>().notNull().default('requested'),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).references(() => memberBankAccounts.id, {
      onDelete: 'set null',
    }),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    accountNumber: varchar('account_number', { length: 34 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    /** Unique per member: the same id sent again answers this withdrawal. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    /** Digest of what was asked under the id, so a different request reusing it is refused. */
    requestDigest: varchar('request_digest', { length: 64 }).notNull(),
    reviewNote: varchar('review_note', { length: 200 }),
    reviewedBy: integer('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    receiptAnswer: varchar('receipt_answer', { length: 20 }).$type<ReceiptAnswer>(),
    disputedAmount: bigint('disputed_amount', { mode: 'number' }),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }),
    closedAs: varchar('closed_as', { length: 16 }).$type<WithdrawalClosing>(),
    receiptDeadline: at('receipt_deadline'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    approvedAt: at('approved_at'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no').on(t.orderNo),
    uniqueIndex('withdrawals_member_request').on(t.memberId, t.requestId),
    index('withdrawals_member_created').on(t.memberId, t.createdAt),
    index('withdrawals_merchant_status_created').on(t.merchantId, t.status, t.createdAt),
    // The sweep's question: which payouts have waited past their deadline.
    index('withdrawals_receipt_due').on(t.receiptDeadline).where(sql`${t.status} = 'paid'`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'paid', 'disputed', 'closed')`,
    ),
    check(
      'withdrawals_disputed_amount',
      sql`${t.disputedAmount} is null or (${t.disputedAmount} > 0 and ${t.disputedAmount} <= ${t.amount})`,
    ),
    check(
      'withdrawals_refunded_amount',
      sql`${t.refundedAmount} is null or (${t.refundedAmount} > 0 and ${t.refundedAmount} <= ${t.disputedAmount})`,
    ),
  ],
);

/**
 * A proof image the member uploaded for a payout that did not arrive. Its bytes are in
 * `withdrawal_proof_bytes` (every node reads them; never the web root or the public image host).
 */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: rowId(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 16 }).$type<ProofContentType>().notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('withdrawal_proofs_withdrawal').on(t.withdrawalId),
    check('withdrawal_proofs_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);

/** The bytes of a proof image, apart from its row so listing withdrawals never loads them. */
export const withdrawalProofBytes = pgTable('withdrawal_proof_bytes', {
  proofId: bigint('proof_id', { mode: 'number' })
    .primaryKey()
    .references(() => withdrawalProofs.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
