import {
  TEAM_CHART_DAYS,
  type TeamFigures,
  type TeamOverview,
  type TeamOverviewQuery,
} from '@platform/contract/agent-centre';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../http/auth.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { inSnapshot, reportDays } from '../reports/report-sums.ts';
import { downlinePage, type SubtreeFigures } from '../reports/subtree-figures.ts';
import { foldedUntil, teamByDay, teamFigures } from '../team-figures/team-read.ts';
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
 * snapshot, so the rows and the team agree. Only the caller's own subtree is ever read.
 */
export async function teamOverview(
  deps: TeamDeps,
  caller: Caller,
  query: TeamOverviewQuery,
): Promise<TeamOverview> {
  const { merchantId, memberId } = caller;
  const now = deps.now();
  const timeZone = await findMerchantTimeZone(deps.db, merchantId);
  const today = localDate(now, timeZone);
  const days = await reportDays(deps.db, { merchantId, now, timeZone, ...askedDays(today, query) });
  const chart = await reportDays(deps.db, {
    merchantId,
    now,
    timeZone,
    from: addDays(today, 1 - TEAM_CHART_DAYS),
    to: today,
  });
  return inSnapshot(deps.db, async (tx) => {
    const { page, total, totalPages } = await downlinePage(tx, {
      merchantId,
      agentId: memberId,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    const cursor = await foldedUntil(tx, merchantId, timeZone);
    const figures = await teamFigures(tx, days, [memberId, ...page.map((member) => member.id)], cursor);
    const daily = await teamByDay(tx, chart, memberId, cursor);
    const of = (id: number) => {
      // Every branch is its own subtree's first member, so each has a row.
      const row = figures.get(id);
      if (!row) throw new Error(`no subtree figures for member ${id}`);
      return asTeamFigures(row);
    };
    return {
      from: days.from,
      to: days.to,
      timeZone: days.timeZone,
      team: of(memberId),
      list: page.map((member) => ({ ...member, ...of(member.id) })),
      total,
      totalPages,
      last30Days: daily.map((day, i) => ({
        day: addDays(chart.from, i),
        deposits: day.deposits,
        validBets: day.bets,
        profitLoss: day.wins - day.bets,
      })),
    };
  });
}
