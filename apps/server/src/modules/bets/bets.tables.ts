import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { games } from '../games/games.tables.ts';
import { vendorRef } from '../games/vendors.tables.ts';

/** Open: bets placed, not yet ended. Settled: ended by the vendor. Cancelled: every bet rolled back. */
export const BET_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * One round of one member at one vendor: what was staked and paid, kept beside the ledger transfers
 * that moved the money (written in the same transaction). The betting record, RECENT, the winner
 * board and turnover (rebates, missions, agents) read it.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    vendorCode: vendorRef('restrict'),
    /** The vendor's id of the round, unique per vendor. */
    roundId: varchar('round_id', { length: 64 }).notNull(),
    nodeId: integer('node_id').references(() => games.nodeId, { onDelete: 'set null' }),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).$type<BetStatus>().notNull().default('open'),
    /** Minor units staked, less what was rolled back. */
    stake: bigint('stake', { mode: 'number' }).notNull().default(sql`0`),
    /** Minor units paid back (wins). */
    payout: bigint('payout', { mode: 'number' }).notNull().default(sql`0`),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('bet_records_vendor_round').on(t.vendorCode, t.roundId),
    index('bet_records_member_time').on(t.memberId, t.placedAt.desc()),
    // A merchant's bets of one day (member_daily_turnover).
    index('bet_records_merchant_time').on(t.merchantId, t.placedAt),
    // The operator's bet list by vendor, newest first: its pages and count read this index alone.
    index('bet_records_merchant_vendor_time').on(t.merchantId, t.vendorCode, t.placedAt, t.id),
    // The winner board: the biggest wins of a merchant lately.
    index('bet_records_winners').on(t.merchantId, t.settledAt.desc()).where(sql`${t.status} = 'settled'`),
    check('bet_records_status', sql`${t.status} in ('open', 'settled', 'cancelled')`),
    check('bet_records_amounts', sql`${t.stake} >= 0 and ${t.payout} >= 0`),
  ],
);
