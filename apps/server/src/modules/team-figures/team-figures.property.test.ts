import { and, eq, inArray, ne, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { members } from '../accounts/accounts.tables.ts';
import { setMemberUpline } from '../accounts/agents-admin.service.ts';
import { addDays } from '../agents/team-period.ts';
import { merchantAccount, postTransfer } from '../ledger/ledger.service.ts';
import { type LedgerTestDb, openLedgerTestDb } from '../ledger/ledger-test-db.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { reportDays } from '../reports/report-sums.ts';
import { subtreeByDay, subtreeFigures } from '../reports/subtree-figures.ts';
import { teamActivePairs, teamDayFigures } from './team-figures.tables.ts';
import { foldTeamFigures, rebuildTeamFigures } from './team-fold.ts';
import { readTeamView, teamFoldCursor } from './team-read.ts';

// The read model against the ledger itself: members join, post, move under other agents, and the
// fold runs at random instants; then for random ranges of days every member's subtree read through
// the fold (rows plus the tail after the cursor) equals the subtree read from the ledger whole
// (subtree-figures.ts, which walks every entry of the subtree), and a rebuild from scratch gives
// the same rows as the fold kept by steps and moves.

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const SPAN_MINUTES = 5 * 24 * 60;
/** New York's clocks go forward on 2026-03-08: a day of 23 hours inside the span. */
const START = Date.parse('2026-03-05T03:00:00Z');
const at = (minute: number) => new Date(START + minute * MINUTE);
const KINDS = ['deposit', 'withdrawal_paid', 'bet', 'bet_refund', 'win'] as const;

const scenario = fc.record({
  zone: fc.constantFrom('UTC', 'Asia/Kuala_Lumpur', 'Asia/Yangon', 'America/New_York'),
  members: fc.array(
    fc.record({ upline: fc.option(fc.nat()), joinAt: fc.integer({ min: 0, max: SPAN_MINUTES }) }),
    { minLength: 2, maxLength: 7 },
  ),
  posts: fc.array(
    fc.record({
      member: fc.nat(),
      at: fc.integer({ min: 0, max: SPAN_MINUTES }),
      // Bets most of all: a member's active days, several a range, are what active counts test.
      kind: fc.constantFrom(...KINDS, 'bet', 'bet', 'bet'),
      amount: fc.integer({ min: 1, max: 5000 }),
    }),
    { maxLength: 80 },
  ),
  moves: fc.array(
    fc.record({
      member: fc.nat(),
      upline: fc.option(fc.nat()),
      at: fc.integer({ min: 0, max: SPAN_MINUTES }),
    }),
    { maxLength: 4 },
  ),
  // Some folds after the last event: then the tail is empty and the rows answer alone.
  folds: fc.array(fc.integer({ min: 0, max: SPAN_MINUTES * 1.2 }), { minLength: 1, maxLength: 5 }),
  ranges: fc.array(
    fc.record({ first: fc.integer({ min: -1, max: 5 }), days: fc.integer({ min: 1, max: 6 }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

let serial = 0;
async function newMerchant(db: Database, timeZone: string): Promise<number> {
  serial += 1;
  const [merchant] = await db
    .insert(merchants)
    .values({
      createdAt: at(0),
      code: `fold${serial}`,
      brandName: `Fold ${serial}`,
      licenseNumber: `F-${serial}`,
      copyrightYear: 2026,
      defaultLanguage: 'EN',
      languages: ['EN'],
      currencyCode: 'USD',
      currencySymbol: '$',
      currencyExponent: 2,
      mainDomain: `fold${serial}.test`,
      timeZone,
    })
    .returning({ id: merchants.id });
  return merchant!.id;
}

/** Plays the scenario in time order; returns the merchant, its members and the fold's cursor. */
async function play(db: Database, s: Scenario) {
  const merchantId = await newMerchant(db, s.zone);
  const ids: number[] = [];
  const cash: number[] = [];
  type Event = { at: number; order: number; run: () => Promise<void> };
  const events: Event[] = [];
  for (const [i, m] of s.members.entries())
    events.push({
      at: m.joinAt,
      order: 0,
      run: async () => {
        // Joined in time order, so the upline (any member already there) is one of `ids`.
        const upline = m.upline === null || ids.length === 0 ? null : ids[m.upline % ids.length]!;
        const made = await createFundedMember(db, {
          merchantId,
          account: `f${merchantId}m${i}`,
          agent: true,
          uplineId: upline,
          cash: 1_000_000,
          now: at(m.joinAt),
        });
        ids.push(made.memberId);
        cash.push(made.cash);
      },
    });
  for (const move of s.moves)
    events.push({
      at: move.at,
      order: 1,
      run: async () => {
        if (ids.length === 0) return;
        const member = ids[move.member % ids.length]!;
        const upline = move.upline === null ? null : ids[move.upline % ids.length]!;
        const actor = { merchantId, operatorId: null, ip: null, requestId: null };
        // A move under the member's own subtree is refused and changes nothing.
        await setMemberUpline({ db, now: () => at(move.at) }, { actor, memberId: member, uplineId: upline });
      },
    });
  for (const [i, p] of s.posts.entries())
    events.push({
      at: p.at,
      order: 2,
      run: async () => {
        if (ids.length === 0) return;
        const n = p.member % ids.length;
        const when = at(p.at);
        const counter = await merchantAccount(
          db,
          merchantId,
          p.kind === 'deposit' || p.kind === 'withdrawal_paid' ? 'gateway_clearing' : 'house',
          when,
        );
        const toMember = p.kind === 'deposit' || p.kind === 'win' || p.kind === 'bet_refund';
        const account = cash[n]!;
        await postTransfer(db, {
          merchantId,
          idempotencyKey: `fold-${i}`,
          kind: p.kind,
          reference: `sandbox:${i}`,
          at: when,
          legs: [
            { accountId: counter, amount: toMember ? -p.amount : p.amount },
            { accountId: account, amount: toMember ? p.amount : -p.amount },
          ],
        });
      },
    });
  for (const fold of s.folds)
    events.push({
      at: fold,
      order: 3,
      run: async () => {
        await foldTeamFigures(db, { merchantId, until: at(fold) });
      },
    });
  events.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const event of events) await event.run();
  return { merchantId, ids, cursor: at(Math.max(...s.folds)) };
}

/** The merchant's folded rows that hold anything, in one order (a move may leave zero rows). */
async function foldedRows(db: Database, merchantId: number) {
  const days = await db
    .select()
    .from(teamDayFigures)
    .where(
      and(
        eq(teamDayFigures.merchantId, merchantId),
        or(
          ne(teamDayFigures.newMembers, 0),
          ne(teamDayFigures.deposits, 0),
          ne(teamDayFigures.withdrawals, 0),
          ne(teamDayFigures.bets, 0),
          ne(teamDayFigures.wins, 0),
        ),
      ),
    )
    .orderBy(teamDayFigures.agentId, teamDayFigures.day);
  const pairs = await db
    .select()
    .from(teamActivePairs)
    .where(and(eq(teamActivePairs.merchantId, merchantId), ne(teamActivePairs.members, 0)))
    .orderBy(teamActivePairs.agentId, teamActivePairs.day, teamActivePairs.previousDay);
  return { days, pairs };
}

describe('team figures folded from the ledger', () => {
  it('equal the figures read from the whole ledger, for every subtree and range, after any joins, moves and folds', async () => {
    const db = t.handle.db;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const { merchantId, ids, cursor } = await play(db, s);
        // The figures below are read through the fold, not the whole-ledger fallback.
        expect((await teamFoldCursor(db, merchantId)).cursor).toEqual(cursor);
        const end = at(SPAN_MINUTES + 1);
        const firstDay = localDate(at(0), s.zone);
        for (const [i, range] of s.ranges.entries()) {
          const from = addDays(firstDay, range.first);
          const report = await reportDays(db, {
            merchantId,
            now: end,
            from,
            to: addDays(from, range.days - 1),
          });
          const top = ids[0]!;
          // Every member a branch, the first one charted; every other read starts from a cursor the
          // fold has since moved past, as a page does when a fold commits just before it.
          const view = await readTeamView(db, i % 2 === 0 ? cursor : at(0), {
            merchantId,
            report,
            downline: inArray(members.id, ids),
            pageNo: 1,
            pageSize: ids.length,
            self: { memberId: top, chart: report },
          });
          const whole = await subtreeFigures(db, report.range, ids);
          expect(Object.fromEntries(view.figures)).toEqual(Object.fromEntries(whole));
          expect(view.daily).toEqual(await subtreeByDay(db, report, top));
          expect(view.page.map((member) => member.id).sort()).toEqual([...ids].sort());
        }
        const kept = await foldedRows(db, merchantId);
        await rebuildTeamFigures(db, { merchantId, until: cursor });
        expect(await foldedRows(db, merchantId)).toEqual(kept);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
