import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, merchantRef } from '../../db/columns.ts';
import { memberRef, members } from '../accounts/accounts.tables.ts';

// The read model of team figures (issue 18): each agent's subtree summed per local day, folded
// from the ledger by the team-figures-fold job, so a team page reads tens of rows instead of every
// bet of its tree. The fold's cursor and the rows it wrote commit together; a page reads them and
// the ledger after the cursor (the tail) in one snapshot. team-fold.ts tells how; moves adjust the
// rows by trigger (migration 0021), like the tree itself.

/** Where a merchant's fold stands: everything before `folded_until` is in the rows below. */
export const teamFoldState = pgTable('team_fold_state', {
  merchantId: merchantRef().primaryKey(),
  foldedUntil: at('folded_until').notNull(),
  /** The zone the days were cut in: a merchant that changes zone is folded again from the start. */
  timeZone: text('time_zone').notNull(),
});

/**
 * A subtree's sums on one local day: the agent and everyone under it, trial accounts left out. Pages
 * read a branch's days through `team_day_figures_days` (migration 0025), which carries the sums in
 * the index; drizzle cannot declare its INCLUDE columns, so it lives in the migration alone.
 */
export const teamDayFigures = pgTable(
  'team_day_figures',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: merchantRef(),
    newMembers: integer('new_members').notNull().default(0),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull().default(0),
    bets: bigint('bets', { mode: 'number' }).notNull().default(0),
    wins: bigint('wins', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] }), index('team_day_figures_merchant').on(t.merchantId)],
);

/**
 * Distinct active members over any range of days, by sums: a member is active in days [a, b] when
 * one of its active days d in [a, b] follows its previous active day p with p < a, and exactly one
 * such day does (the first in the range). So each subtree keeps, per (d, p), how many of its members
 * had active day d after previous active day p; the count over [a, b] is the sum where a <= d <= b
 * and p < a. p is -infinity for a member's first active day.
 */
export const teamActivePairs = pgTable(
  'team_active_pairs',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    previousDay: date('previous_day', { mode: 'string' }).notNull(),
    merchantId: merchantRef(),
    members: integer('members').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.day, t.previousDay] }),
    index('team_active_pairs_merchant').on(t.merchantId),
  ],
);

/** Each member's latest active day folded: the previous day of its next one. */
export const memberLastActive = pgTable(
  'member_last_active',
  {
    memberId: memberRef('cascade').primaryKey(),
    merchantId: merchantRef(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('member_last_active_merchant').on(t.merchantId)],
);

/** `previous_day` of a member's first active day. */
export const NO_PREVIOUS_DAY = sql`'-infinity'::date`;
