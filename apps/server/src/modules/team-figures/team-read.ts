import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeShaped } from '../../db/named-query.ts';
import { isTimeZone } from '../../jobs/zoned-time.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { inSnapshot, minor } from '../reports/report-sums.ts';
import {
  downlinePage,
  type SubtreeFigures,
  subtreeByDay,
  subtreeFigures,
} from '../reports/subtree-figures.ts';
import { teamFoldState } from './team-figures.tables.ts';
import { FIGURE_COLUMNS, type TeamViewInput, viewStatement } from './team-view-statement.ts';

// Team figures as pages read them: the folded days (team-fold.ts) plus the ledger after the fold's
// cursor, the tail, read through the (merchant, kind, time) index, which the fold keeps to a few
// minutes. A page of a team report is one statement (readTeamView): the page of members, their
// count, each branch's figures and a chart, in one snapshot and one round trip, planned with the
// cursor as a constant so the tail is planned as the few rows it is. The cursor comes from the
// read before (teamFoldCursor); the statement reads it again in its own snapshot and is run again
// when the fold moved in between. Without a fold in the report's zone (a new merchant, a zone just
// changed) the figures are read from the ledger whole (subtree-figures.ts), which gives the same
// numbers slower.

/** The merchant's zone, and where its fold stands in that zone (null: never folded in it). */
export async function teamFoldCursor(
  db: Database,
  merchantId: number,
): Promise<{ timeZone: string; cursor: Date | null }> {
  const [row] = await db
    .select({
      zone: merchants.timeZone,
      foldZone: teamFoldState.timeZone,
      foldedUntil: teamFoldState.foldedUntil,
    })
    .from(merchants)
    .leftJoin(teamFoldState, eq(teamFoldState.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  // A zone this runtime does not know reads as UTC (as findMerchantTimeZone), where no fold is.
  const timeZone = row && isTimeZone(row.zone) ? row.zone : 'UTC';
  const cursor = row?.foldZone === timeZone ? (row.foldedUntil ?? null) : null;
  return { timeZone, cursor };
}

export interface TeamViewMember {
  id: number;
  account: string;
  nickname: string;
  type: number;
}

export interface TeamDay {
  deposits: number;
  bets: number;
  wins: number;
}

export interface TeamView {
  page: TeamViewMember[];
  total: number;
  /** Each branch's whole subtree (itself and everyone under it): the page's members and `self`. */
  figures: Map<number, SubtreeFigures>;
  /** `self`'s subtree on each of its chart's days, oldest first; empty without `self`. */
  daily: TeamDay[];
}

/** The statement runs again when a fold commits between the cursor's read and it, at most this often. */
const CURSOR_RACES = 3;

/** A page of a team report; `cursor` as teamFoldCursor read it (null reads the ledger whole). */
export async function readTeamView(
  db: Database,
  cursor: Date | null,
  input: TeamViewInput,
): Promise<TeamView> {
  let expected = cursor;
  for (let attempt = 0; expected && attempt < CURSOR_RACES; attempt += 1) {
    // Parsed once per connection and shape, planned for each call: the cursor is one of its values.
    const [row] = (
      await executeShaped<Record<string, unknown>>(db, 'team-view', viewStatement(expected, input))
    ).rows;
    const current = row?.cursor ? new Date(row.cursor as string | Date) : null;
    if (current?.getTime() === expected.getTime()) return viewOf(row!, input);
    expected = current;
  }
  return wholeLedgerView(db, input);
}

type Json = unknown[];

/** The members the view sums: `self` (when asked) and the page's members. */
function branchesOf(input: TeamViewInput, page: readonly { id: number }[]): number[] {
  return [...(input.self ? [input.self.memberId] : []), ...page.map((member) => member.id)];
}

/** The statement's one row as the view: every sum through minor(), so none is ever rounded. */
function viewOf(row: Record<string, unknown>, input: TeamViewInput): TeamView {
  const page = (row.page as Json[]).map(([id, account, nickname, type]) => ({
    id: Number(id),
    account: String(account),
    nickname: String(nickname),
    type: Number(type),
  }));
  const figures = new Map(branchesOf(input, page).map((branch) => [branch, zeroFigures()]));
  for (const [branch, ...sums] of row.figures as Json[]) {
    const into = figures.get(Number(branch));
    if (!into) continue;
    for (const [i, [name]] of FIGURE_COLUMNS.entries()) into[name] += minor(sums[i]);
  }
  for (const into of figures.values()) into.ggr = into.bets - into.wins;
  return { page, total: Number(row.total), figures, daily: dailyFrom(row.daily as Json[], input) };
}

function dailyFrom(rows: Json[], input: TeamViewInput): TeamDay[] {
  if (!input.self) return [];
  const byDay = new Map(input.self.chart.days.map((day) => [day.key, { deposits: 0, bets: 0, wins: 0 }]));
  for (const [day, deposits, bets, wins] of rows) {
    const into = byDay.get(String(day));
    if (!into) continue;
    into.deposits += minor(deposits);
    into.bets += minor(bets);
    into.wins += minor(wins);
  }
  return [...byDay.values()];
}

const zeroFigures = (): SubtreeFigures => ({
  members: 0,
  newMembers: 0,
  activePlayers: 0,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
});

/** The same view from the ledger whole, in one snapshot: no fold stands in the report's zone. */
function wholeLedgerView(db: Database, input: TeamViewInput): Promise<TeamView> {
  return inSnapshot(db, async (tx) => {
    const { page, total } = await downlinePage(tx, input);
    const figures = await subtreeFigures(tx, input.report.range, branchesOf(input, page));
    const daily = input.self ? await subtreeByDay(tx, input.self.chart, input.self.memberId) : [];
    return { page, total, figures, daily };
  });
}
