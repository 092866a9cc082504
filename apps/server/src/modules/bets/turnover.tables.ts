import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { merchantRef } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';

/**
 * A member's bets of one local day of the merchant (its time zone), recomputed from bet_records by
 * the `member-daily-turnover` job: rebates, missions and agents read turnover from here.
 */
export const memberDailyTurnover = pgTable(
  'member_daily_turnover',
  {
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    day: date('day', { mode: 'string' }).notNull(),
    bets: integer('bets').notNull(),
    /** Minor units staked and paid back on rounds placed that day. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.day] }),
    check('member_daily_turnover_amounts', sql`${t.bets} >= 0 and ${t.stake} >= 0 and ${t.payout} >= 0`),
  ],
);
