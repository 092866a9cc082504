import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { and, eq, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import {
  accountOfEntry,
  entryOfTransfer,
  figureSum,
  memberSide,
  PLACED_BET,
  type Range,
} from '../reports/report-sums.ts';
import { TREE_KINDS } from '../reports/subtree-figures.ts';
import {
  memberLastActive,
  NO_PREVIOUS_DAY,
  teamActivePairs,
  teamDayFigures,
  teamFoldState,
} from './team-figures.tables.ts';

// The fold: the ledger and the members table read in windows of time, in order, each window's sums
// added to every ancestor of the member they belong to, and the cursor moved past it in the same
// transaction. Windows end a grace before now (the job's caller decides), so a posting whose
// transaction stamped its time before the cursor has committed before the cursor passes it, the
// rule the agent settlements already rely on. In order, a member's newly active day is never
// earlier than the days folded before it, which is what team_active_pairs needs.

/** A fold transaction reads at most this much of the ledger, so a long backlog commits in steps. */
const STEP_MS = 86_400_000;

/** The local day of an instant column in `zone`, as PostgreSQL's zone rules cut it. */
const localDay = (column: SQLWrapper, zone: string) => sql`(${column} at time zone ${zone})::date`;

/** The member-side rows of the merchant's transfers of `kinds` in `window` (see report-sums). */
function memberRows(db: Database, window: Range, kinds: readonly string[], zone: string) {
  return db
    .select({
      memberId: sql<number>`${ledgerAccounts.memberId}`.as('member_id'),
      day: sql<string>`${localDay(ledgerTransfers.createdAt, zone)}`.as('day'),
      deposits: sql`${figureSum('deposits')}`.as('deposits'),
      withdrawals: sql`${figureSum('withdrawals')}`.as('withdrawals'),
      bets: sql`${figureSum('bets')}`.as('bets'),
      wins: sql`${figureSum('wins')}`.as('wins'),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, and(accountOfEntry, isNotNull(ledgerEntries.balanceAfter)))
    .where(memberSide(window, kinds))
    .groupBy(sql`1, 2`);
}

/** Adds one window of the ledger and of new members to every ancestor's days. */
async function foldWindow(tx: Database, window: Range, zone: string) {
  const { merchantId } = window;
  await tx.execute(sql`
    with moved as (${memberRows(tx, window, TREE_KINDS, zone)})
    insert into ${teamDayFigures} (agent_id, day, merchant_id, deposits, withdrawals, bets, wins)
    select tree.ancestor_id, moved.day, ${merchantId}, sum(moved.deposits), sum(moved.withdrawals),
      sum(moved.bets), sum(moved.wins)
    from moved join ${memberTree} tree on tree.descendant_id = moved.member_id
    group by 1, 2
    on conflict (agent_id, day) do update set
      deposits = ${teamDayFigures.deposits} + excluded.deposits,
      withdrawals = ${teamDayFigures.withdrawals} + excluded.withdrawals,
      bets = ${teamDayFigures.bets} + excluded.bets,
      wins = ${teamDayFigures.wins} + excluded.wins`);
  await tx.execute(sql`
    with joined as (
      select ${members.id} as member_id, ${localDay(members.createdAt, zone)} as day from ${members}
      where ${members.merchantId} = ${merchantId} and ${members.type} <> ${TRIAL_TYPE}
        and ${members.createdAt} >= ${window.start} and ${members.createdAt} < ${window.end}
    )
    insert into ${teamDayFigures} (agent_id, day, merchant_id, new_members)
    select tree.ancestor_id, joined.day, ${merchantId}, count(*)
    from joined join ${memberTree} tree on tree.descendant_id = joined.member_id
    group by 1, 2
    on conflict (agent_id, day) do update set new_members = ${teamDayFigures.newMembers} + excluded.new_members`);
  // One statement: every part reads the member's last active day as it was before the window.
  await tx.execute(sql`
    with active as (
      select distinct member_id, day from (${memberRows(tx, window, [PLACED_BET], zone)}) placed
    ),
    fresh as (
      select active.member_id, active.day,
        coalesce(lag(active.day) over (partition by active.member_id order by active.day), last.day,
          ${NO_PREVIOUS_DAY}) as previous_day
      from active left join ${memberLastActive} last on last.member_id = active.member_id
      where last.day is null or active.day > last.day
    ),
    pairs as (
      insert into ${teamActivePairs} (agent_id, day, previous_day, merchant_id, members)
      select tree.ancestor_id, fresh.day, fresh.previous_day, ${merchantId}, count(*)
      from fresh join ${memberTree} tree on tree.descendant_id = fresh.member_id
      group by 1, 2, 3
      on conflict (agent_id, day, previous_day) do update set members = ${teamActivePairs.members} + excluded.members
    )
    insert into ${memberLastActive} (member_id, merchant_id, day)
    select member_id, ${merchantId}, max(day) from fresh group by 1
    on conflict (member_id) do update set day = greatest(${memberLastActive.day}, excluded.day)`);
}

/** The first instant the merchant's tree or ledger holds anything, or null for none yet. */
async function historyStart(db: Database, merchantId: number): Promise<Date | null> {
  // One index probe per kind: the (merchant, kind, time) index answers each minimum alone.
  const [row] = rowsOf<{ first: string | Date | null }>(
    await db.execute(sql`
      select least(
        (select min(${members.createdAt}) from ${members} where ${members.merchantId} = ${merchantId}),
        (select min(first) from unnest(array[${sql.join(
          TREE_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )}]::text[]) as k(kind),
          lateral (select min(t.created_at) as first from ${ledgerTransfers} t
            where t.merchant_id = ${merchantId} and t.kind = k.kind) f)
      ) as first`),
  );
  return row?.first ? new Date(row.first) : null;
}

/**
 * The merchant's fold state, started (or started again: a new zone cuts other days) when it has
 * none for the merchant's zone. Committed before any fold, so a move's trigger can lock it.
 */
async function startedState(db: Database, merchantId: number, until: Date) {
  const [merchant] = await db
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant) throw new Error(`no merchant ${merchantId}`);
  const [state] = await db.select().from(teamFoldState).where(eq(teamFoldState.merchantId, merchantId));
  if (state?.timeZone === merchant.timeZone) return;
  await restartFold(db, merchantId, merchant.timeZone, (await historyStart(db, merchantId)) ?? until);
}

/** Forgets the merchant's folded rows and starts its fold again from `start`. */
async function restartFold(db: Database, merchantId: number, timeZone: string, start: Date) {
  await db.transaction(async (tx) => {
    // The state row first: a fold in progress holds it, so nothing is deleted under its feet.
    await tx.delete(teamFoldState).where(eq(teamFoldState.merchantId, merchantId));
    await tx.delete(teamDayFigures).where(eq(teamDayFigures.merchantId, merchantId));
    await tx.delete(teamActivePairs).where(eq(teamActivePairs.merchantId, merchantId));
    await tx.delete(memberLastActive).where(eq(memberLastActive.merchantId, merchantId));
    await tx
      .insert(teamFoldState)
      .values({ merchantId, foldedUntil: start, timeZone })
      .onConflictDoUpdate({ target: teamFoldState.merchantId, set: { foldedUntil: start, timeZone } });
  });
}

/** One step: the next window up to `until`, folded with its cursor; false when there was none. */
async function foldStep(db: Database, merchantId: number, until: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock orders folds and tree moves (their trigger takes it too): one at a time.
    const [state] = await tx
      .select()
      .from(teamFoldState)
      .where(eq(teamFoldState.merchantId, merchantId))
      .for('update');
    if (!state) return false;
    const start = state.foldedUntil;
    const end = new Date(Math.min(start.getTime() + STEP_MS, until.getTime()));
    if (end <= start) return false;
    // A day of a large site is some 100,000 member-days to sort and group: in memory, not on disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await foldWindow(tx, { merchantId, start, end }, state.timeZone);
    await tx.update(teamFoldState).set({ foldedUntil: end }).where(eq(teamFoldState.merchantId, merchantId));
    return true;
  });
}

/** Folds the merchant's ledger and new members up to `until` (a grace before now), step by step. */
export async function foldTeamFigures(db: Database, input: { merchantId: number; until: Date }) {
  await startedState(db, input.merchantId, input.until);
  let steps = 0;
  while (await foldStep(db, input.merchantId, input.until)) steps += 1;
  return steps;
}

/** Folds the merchant again from its first member and posting: the rebuild command's work. */
export async function rebuildTeamFigures(db: Database, input: { merchantId: number; until: Date }) {
  await db.delete(teamFoldState).where(eq(teamFoldState.merchantId, input.merchantId));
  return foldTeamFigures(db, input);
}
