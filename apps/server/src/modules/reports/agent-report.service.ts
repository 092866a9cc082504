import type { AgentReport, AgentReportQuery } from '@platform/contract/reports';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { foldedUntil, teamFigures } from '../team-figures/team-read.ts';
import { inSnapshot, reportDays } from './report-sums.ts';
import { downlinePage } from './subtree-figures.ts';

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
  const days = await reportDays(deps.db, {
    merchantId,
    now: deps.now(),
    from: query.from,
    to: query.to,
  });
  return inSnapshot(deps.db, async (tx) => {
    const path = query.agentId === undefined ? [] : await pathTo(tx, merchantId, query.agentId);
    if (query.agentId !== undefined && path.length === 0) return { ok: false, code: 'NOT_FOUND' };
    const { page, total, totalPages } = await downlinePage(tx, { merchantId, ...query });
    const cursor = await foldedUntil(tx, merchantId, days.timeZone);
    const figures = await teamFigures(
      tx,
      days,
      page.map((member) => member.id),
      cursor,
    );
    const withFigures = (member: (typeof page)[number]) => {
      // Every branch is its own subtree's first member, so each has a row.
      const row = figures.get(member.id);
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
        list: page.map(withFigures),
        total,
        totalPages,
      },
    };
  });
}
