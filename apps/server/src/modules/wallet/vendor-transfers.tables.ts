import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { vendorRef } from '../games/vendors.tables.ts';

export const VENDOR_TRANSFER_STATUSES = ['pending', 'done', 'reversed'] as const;
export type VendorTransferStatus = (typeof VENDOR_TRANSFER_STATUSES)[number];

/**
 * A move between the main wallet and a transfer-mode vendor's own wallet (spec §7
 * GCS_walletTransfer). Our ledger moves first; the vendor is told next, by the same id, which it
 * treats as idempotent. `pending` means the vendor's answer is not known yet: reconciliation asks
 * the vendor by this id and either confirms (`done`) or takes our side back (`reversed`).
 */
export const vendorWalletTransfers = pgTable(
  'vendor_wallet_transfers',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    vendorCode: vendorRef('restrict'),
    /** The id both sides know the move by: unique, sent to the vendor as its transaction id. */
    transferKey: varchar('transfer_key', { length: 128 }).notNull(),
    direction: varchar('direction', { length: 8 }).$type<'in' | 'out'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<VendorTransferStatus>().notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('vendor_wallet_transfers_key').on(t.transferKey),
    index('vendor_wallet_transfers_pending').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // A limited member's moves in a window, summed by the responsible-gambling gates.
    index('vendor_wallet_transfers_member_time').on(t.memberId, t.createdAt),
    check('vendor_wallet_transfers_direction', sql`${t.direction} in ('in', 'out')`),
    check('vendor_wallet_transfers_status', sql`${t.status} in ('pending', 'done', 'reversed')`),
    check('vendor_wallet_transfers_amount', sql`${t.amount} > 0`),
  ],
);
