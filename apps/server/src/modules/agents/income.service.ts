import type {
  ContractKind,
  ContractPeriod,
  Income,
  IncomeQuery,
  Payout,
} from '@platform/contract/agent-contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentContracts, agentPayouts } from './contracts.tables.ts';
import { payoutReference } from './settlement.service.ts';

/** My income (spec §2): every settlement of my contracts, newest window first, with what it was computed from. */
export async function agentIncome(
  db: Database,
  caller: { memberId: number },
  query: IncomeQuery,
): Promise<Income> {
  const where = and(
    eq(agentPayouts.memberId, caller.memberId),
    query.kind ? eq(agentContracts.kind, query.kind) : undefined,
  );
  const rows = await db
    .select({ payout: agentPayouts, kind: agentContracts.kind, period: agentContracts.period })
    .from(agentPayouts)
    .innerJoin(agentContracts, eq(agentContracts.id, agentPayouts.contractId))
    .where(where)
    .orderBy(desc(agentPayouts.windowStart), desc(agentPayouts.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [[counted], [paid]] = await Promise.all([
    db
      .select({ total: count() })
      .from(agentPayouts)
      .innerJoin(agentContracts, eq(agentContracts.id, agentPayouts.contractId))
      .where(where),
    db
      .select({ sum: sql<string>`coalesce(sum(${agentPayouts.amount}), 0)` })
      .from(agentPayouts)
      .innerJoin(agentContracts, eq(agentContracts.id, agentPayouts.contractId))
      .where(and(where, eq(agentPayouts.status, 'paid'))),
  ]);
  const total = counted?.total ?? 0;
  return {
    list: rows.map(({ payout, kind, period }) => payoutView(payout, kind, period)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
    paidTotal: Number(paid?.sum ?? 0),
  };
}

/** One payout as the agent and the operator read it. */
export function payoutView(
  payout: typeof agentPayouts.$inferSelect,
  kind: ContractKind,
  period: ContractPeriod,
): Payout {
  return {
    id: payout.id,
    contractId: payout.contractId,
    kind,
    period,
    periodKey: payout.periodKey,
    windowStart: payout.windowStart.toISOString(),
    windowEnd: payout.windowEnd.toISOString(),
    activeMembers: payout.activeMembers,
    validBet: payout.validBet,
    netLoss: payout.netLoss,
    rateBp: payout.rateBp,
    amount: payout.amount,
    status: payout.status,
    reference: payout.transferId === null ? null : payoutReference(payout.id),
    settledAt: payout.settledAt.toISOString(),
  };
}
