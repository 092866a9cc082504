import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { games } from '../games/games.tables.ts';
import { vendorRef } from '../games/vendors.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/**
 * Free rounds an operator granted a player: so many rounds of one game at one stake, until a
 * time. A studio plays one by a bet naming the grant; `rounds_used` counts them, and the check
 * below (with the conditional update in the bet) means no round is played twice or past the count.
 */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    vendorCode: vendorRef('restrict'),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    rounds: integer('rounds').notNull(),
    roundsUsed: integer('rounds_used').notNull().default(0),
    /** Minor units staked by the house on each round. */
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
    expiresAt: at('expires_at').notNull(),
    cancelledAt: at('cancelled_at'),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    /** The operator's form key: the same form sent again answers the first grant. */
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('free_round_grants_request').on(t.merchantId, t.requestKey),
    index('free_round_grants_member').on(t.memberId, t.vendorCode),
    check('free_round_grants_rounds', sql`${t.rounds} between 1 and 500`),
    check('free_round_grants_used', sql`${t.roundsUsed} between 0 and ${t.rounds}`),
    check('free_round_grants_bet', sql`${t.betAmount} > 0`),
  ],
);
