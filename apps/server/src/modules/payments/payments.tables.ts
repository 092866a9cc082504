import type { DepositAction, DepositStatus, PaymentChannelKind } from '@platform/contract/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/** What a manual-bank channel shows the member: the account to transfer to. */
export interface ManualBankSettings {
  bankName: string;
  accountName: string;
  accountNumber: string;
}
export type ChannelSettings = ManualBankSettings | Record<string, never>;

/** A way to deposit that the operator configured, with the amounts it accepts. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<PaymentChannelKind>().notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Minor units, inclusive. */
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    settings: jsonb('settings').$type<ChannelSettings>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_channels_merchant_code').on(t.merchantId, t.code),
    check('payment_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * One deposit request. Its status only leaves `pending` by a conditional update in the same
 * transaction as the ledger transfer, so a replayed confirmation or callback credits once.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id, { onDelete: 'restrict' }),
    /** The public number members, operators and gateways know it by (ids would reveal volumes). */
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<DepositStatus>().notNull().default('pending'),
    memberReference: varchar('member_reference', { length: 64 }),
    gatewayReference: varchar('gateway_reference', { length: 64 }),
    /** Unique per member: the same key sent again returns this deposit instead of a second one. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** Digest of what was asked under the key, so a different request reusing it is refused. */
    requestDigest: varchar('request_digest', { length: 64 }).notNull(),
    /** The next step given in the first answer, replayed as it was. */
    action: jsonb('action').$type<DepositAction>().notNull(),
    reviewNote: varchar('review_note', { length: 200 }),
    reviewedBy: integer('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('deposits_order_no').on(t.orderNo),
    uniqueIndex('deposits_member_idempotency').on(t.memberId, t.idempotencyKey),
    index('deposits_member_created').on(t.memberId, t.createdAt),
    index('deposits_merchant_status_created').on(t.merchantId, t.status, t.createdAt),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_status', sql`${t.status} in ('pending', 'credited', 'failed', 'rejected')`),
  ],
);

/**
 * The sandbox gateway's outbox of callbacks: kept in the database so a restart between the
 * tester's choice and our acknowledgement loses nothing. One outcome per order, as a real gateway
 * settles an order once.
 */
export const sandboxGatewayCallbacks = pgTable(
  'sandbox_gateway_callbacks',
  {
    id: rowId(),
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    gatewayReference: varchar('gateway_reference', { length: 64 }).notNull(),
    /** The callback body; signed afresh at each attempt so its timestamp is always current. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    deliveredAt: at('delivered_at'),
    lastError: varchar('last_error', { length: 200 }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_callbacks_order').on(t.orderNo),
    index('sandbox_gateway_callbacks_due').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);
