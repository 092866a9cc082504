import type { TeamFigures, TeamOverview, TeamOverviewQuery } from '@platform/contract/agent-centre';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../http/auth.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { inSnapshot, reportDays } from '../reports/report-sums.ts';
import { downlinePage, type SubtreeFigures, subtreeFigures } from '../reports/subtree-figures.ts';
import { periodDays } from './team-period.ts';

export interface TeamDeps {
  db: Database;
  now: () => Date;
}

/** The agent centre's names for a subtree's figures. */
function teamFigures(figures: SubtreeFigures): TeamFigures {
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

/** The days asked for: a shortcut on the merchant's today, a chosen range, or today. */
async function askedDays(deps: TeamDeps, merchantId: number, query: TeamOverviewQuery) {
  if (!query.period) return { from: query.from, to: query.to };
  const today = localDate(deps.now(), await findMerchantTimeZone(deps.db, merchantId));
  return periodDays(query.period, today);
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
  const { from, to, timeZone, range } = await reportDays(deps.db, {
    merchantId,
    now: deps.now(),
    ...(await askedDays(deps, merchantId, query)),
  });
  return inSnapshot(deps.db, async (tx) => {
    const { page, total, totalPages } = await downlinePage(tx, {
      merchantId,
      agentId: memberId,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    const figures = await subtreeFigures(tx, range, [memberId, ...page.map((member) => member.id)]);
    const of = (id: number) => {
      // Every branch is its own subtree's first member, so each has a row.
      const row = figures.get(id);
      if (!row) throw new Error(`no subtree figures for member ${id}`);
      return teamFigures(row);
    };
    return {
      from,
      to,
      timeZone,
      team: of(memberId),
      list: page.map((member) => ({ ...member, ...of(member.id) })),
      total,
      totalPages,
    };
  });
}
