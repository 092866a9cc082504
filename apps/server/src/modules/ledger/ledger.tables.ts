import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { members } from '../accounts/accounts.tables.ts';
import { gameVendors } from '../games/vendors.tables.ts';

/**
 * What an account holds (DESIGN §5). Member kinds belong to one member; the others are the
 * merchant's own side of each movement.
 */
export const MEMBER_ACCOUNT_KINDS = [
  'cash',
  'bonus',
  'points',
  'trial',
  'withdrawal_hold',
  'commission',
  'vendor_wallet',
] as const;
export const MERCHANT_ACCOUNT_KINDS = [
  'house',
  'trial_house',
  'gateway_clearing',
  'payout_clearing',
  'vendor_clearing',
  /** The other side of operators' manual credits and debits of members' balances. */
  'manual_adjustment',
] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];
export type MerchantAccountKind = (typeof MERCHANT_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = MemberAccountKind | MerchantAccountKind;

/**
 * One balance. Member accounts cache their balance, which can never go below zero: the check
 * constraint refuses it inside the statement that would do it, whatever the caller checked before.
 * Merchant accounts may go negative (the house pays out more than it took in) and do not cache:
 * every bet and win touches the house, and a cached balance there would make its row the one lock
 * every posting of the merchant waits for. Their balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: rowId(),
    merchantId: merchantRef(),
    /** Null for the merchant's own accounts. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 24 }).$type<LedgerAccountKind>().notNull(),
    /** For `vendor_wallet`: the transfer-mode vendor whose games this money plays at; else null. */
    vendorCode: varchar('vendor_code', { length: 32 }).references(() => gameVendors.code, {
      onDelete: 'restrict',
    }),
    /** Minor units of the merchant's currency; maintained only when cachesBalance. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    cachesBalance: boolean('caches_balance').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // One account per member and kind; vendor wallets are one per member and vendor.
    uniqueIndex('ledger_accounts_member_kind')
      .on(t.memberId, t.kind)
      .where(sql`${t.memberId} is not null and ${t.vendorCode} is null`),
    uniqueIndex('ledger_accounts_member_vendor')
      .on(t.memberId, t.vendorCode)
      .where(sql`${t.vendorCode} is not null`),
    check(
      'ledger_accounts_vendor_wallet',
      sql`(${t.kind} = 'vendor_wallet') = (${t.vendorCode} is not null)`,
    ),
    uniqueIndex('ledger_accounts_merchant_kind').on(t.merchantId, t.kind).where(sql`${t.memberId} is null`),
    check('ledger_accounts_balance_non_negative', sql`not ${t.cachesBalance} or ${t.balance} >= 0`),
    check('ledger_accounts_owner', sql`(${t.memberId} is null) = not ${t.cachesBalance}`),
    // The target of the entries' (account, merchant) key: an entry cannot cross merchants.
    unique('ledger_accounts_id_merchant').on(t.id, t.merchantId),
  ],
);

/**
 * One business event (a deposit, a bet, a payout): its entries sum to zero, and its idempotency key
 * is unique per merchant, so a retried request finds the first answer instead of moving money again.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: rowId(),
    // No key to merchants of its own: every posting of a merchant would take a share lock on the
    // same merchants row. Its entries' (transfer, merchant) and (account, merchant) keys already tie
    // it to a real merchant, and a transfer never exists without its entries (one statement).
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** The business record it belongs to (a deposit number, a bet id), for records and support. */
    reference: varchar('reference', { length: 128 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency').on(t.merchantId, t.idempotencyKey),
    unique('ledger_transfers_id_merchant').on(t.id, t.merchantId),
    // Reports read one merchant's deposits, bets or wins of a range of days without a full scan.
    index('ledger_transfers_merchant_kind_time').on(t.merchantId, t.kind, t.createdAt),
  ],
);

/** One leg of a transfer: a signed amount on one account, with the balance it left when cached. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: rowId(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    /** Checked through the (transfer, merchant) and (account, merchant) keys below, not on its own. */
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_entries_transfer_merchant',
      columns: [t.transferId, t.merchantId],
      foreignColumns: [ledgerTransfers.id, ledgerTransfers.merchantId],
    }),
    foreignKey({
      name: 'ledger_entries_account_merchant',
      columns: [t.accountId, t.merchantId],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.merchantId],
    }),
    // A member's history, newest first. Merchant accounts' entries (balance_after null) stay out: every
    // bet and win adds one to the house, and indexing them by account would make all postings of a
    // merchant insert into the same index page. Their balances are summed by reports, not per request.
    index('ledger_entries_account').on(t.accountId, t.id).where(sql`${t.balanceAfter} is not null`),
    index('ledger_entries_transfer').on(t.transferId),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
