import type { AgentReport, AgentReportQuery } from '@platform/contract/reports';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { readTeamView, type TeamViewMember, teamFoldCursor } from '../team-figures/team-read.ts';
import { reportDays } from './report-sums.ts';
import { downlineOf } from './subtree-figures.ts';

// The operator's agent tree report: a page of one agent's direct downline (or the top of the
// tree), each row with its whole subtree's figures, and the path down to the agent.

/** The agent and its uplines, top first; empty when it is no member of the merchant. */
async function pathTo(db: Database, merchantId: number, agentId: number) {
  return db
    .select({ id: members.id, account: members.account })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(and(eq(memberTree.descendantId, agentId), eq(members.merchantId, merchantId)))
    .orderBy(desc(memberTree.depth));
}

export type AgentReportResult = { ok: true; report: AgentReport } | { ok: false; code: 'NOT_FOUND' };

/** A page of the agent's direct downline (or the top of the tree), each with its whole subtree's figures. */
export async function agentTreeReport(
  deps: { db: Database; now: () => Date },
  input: { merchantId: number; query: AgentReportQuery },
): Promise<AgentReportResult> {
  const { merchantId, query } = input;
  const { timeZone, cursor } = await teamFoldCursor(deps.db, merchantId);
  const days = await reportDays(deps.db, {
    merchantId,
    now: deps.now(),
    timeZone,
    from: query.from,
    to: query.to,
  });
  const path = query.agentId === undefined ? [] : await pathTo(deps.db, merchantId, query.agentId);
  if (query.agentId !== undefined && path.length === 0) return { ok: false, code: 'NOT_FOUND' };
  const view = await readTeamView(deps.db, cursor, {
    merchantId,
    report: days,
    downline: downlineOf(deps.db, merchantId, query.agentId),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  const withFigures = (member: TeamViewMember) => {
    // Every branch is its own subtree's first member, so each has a row.
    const row = view.figures.get(member.id);
    if (!row) throw new Error(`no subtree figures for member ${member.id}`);
    return { ...member, ...row };
  };
  return {
    ok: true,
    report: {
      from: days.from,
      to: days.to,
      timeZone: days.timeZone,
      path,
      list: view.page.map(withFigures),
      total: view.total,
      totalPages: Math.ceil(view.total / query.pageSize),
    },
  };
}
