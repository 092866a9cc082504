import {
  TEAM_CHART_DAYS,
  type TeamFigures,
  type TeamOverview,
  type TeamOverviewQuery,
} from '@platform/contract/agent-centre';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../http/auth.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { reportDays } from '../reports/report-sums.ts';
import { downlineOf, type SubtreeFigures } from '../reports/subtree-figures.ts';
import { readTeamView, teamFoldCursor } from '../team-figures/team-read.ts';
import { addDays, askedDays } from './team-period.ts';

export interface TeamDeps {
  db: Database;
  now: () => Date;
}

/** The agent centre's names for a subtree's figures. */
function asTeamFigures(figures: SubtreeFigures): TeamFigures {
  return {
    members: figures.members,
    newMembers: figures.newMembers,
    activeMembers: figures.activePlayers,
    deposits: figures.deposits,
    withdrawals: figures.withdrawals,
    validBets: figures.bets,
    profitLoss: figures.wins - figures.bets,
  };
}

/**
 * Spec §2 team overview: the agent's whole team (itself and everyone under it) and a page of its
 * direct downline, each with its subtree, over days of the merchant's calendar. Read in one
 * snapshot (one statement), so the rows and the team agree. Only the caller's own subtree is ever read.
 */
export async function teamOverview(
  deps: TeamDeps,
  caller: Caller,
  query: TeamOverviewQuery,
): Promise<TeamOverview> {
  const { merchantId, memberId } = caller;
  const now = deps.now();
  const { timeZone, cursor } = await teamFoldCursor(deps.db, merchantId);
  const today = localDate(now, timeZone);
  const days = await reportDays(deps.db, { merchantId, now, timeZone, ...askedDays(today, query) });
  const chart = await reportDays(deps.db, {
    merchantId,
    now,
    timeZone,
    from: addDays(today, 1 - TEAM_CHART_DAYS),
    to: today,
  });
  const view = await readTeamView(deps.db, cursor, {
    merchantId,
    report: days,
    downline: downlineOf(deps.db, merchantId, memberId),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    self: { memberId, chart },
  });
  const of = (id: number) => {
    // Every branch is its own subtree's first member, so each has a row.
    const row = view.figures.get(id);
    if (!row) throw new Error(`no subtree figures for member ${id}`);
    return asTeamFigures(row);
  };
  return {
    from: days.from,
    to: days.to,
    timeZone: days.timeZone,
    team: of(memberId),
    list: view.page.map((member) => ({ ...member, ...of(member.id) })),
    total: view.total,
    totalPages: Math.ceil(view.total / query.pageSize),
    last30Days: view.daily.map((day, i) => ({
      day: addDays(chart.from, i),
      deposits: day.deposits,
      validBets: day.bets,
      profitLoss: day.wins - day.bets,
    })),
  };
}
