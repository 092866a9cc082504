import type { ContractKind, ContractPeriod } from '@platform/contract/agent-contracts';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agentContracts } from './contracts.tables.ts';

// How contracts start and end, keeping the tree's rule: every contract an agent offered is covered
// by that agent's own contract of the kind, at a rate at least as high. Ending or lowering a
// contract therefore ends, down the tree, every contract it no longer covers.

export type ContractRow = typeof agentContracts.$inferSelect;
export type EndReason =
  | 'agreed'
  | 'operator'
  | 'uplineRateLowered'
  | 'uplineContractEnded'
  | 'memberMoved'
  | 'noLongerAgent';

/**
 * Contract changes of one merchant run one at a time: an accept reads the upline's rate and a
 * lowering ends the contracts above it, and neither may see the other half done. They are rare
 * (people clicking), so one transaction-scoped lock per merchant costs nothing and closes every race.
 */
export async function lockContracts(tx: Database, merchantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x61676374}, ${merchantId})`);
}

/** The agent's contract of a kind in force now, if any. */
export async function activeContract(
  tx: Database,
  memberId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.memberId, memberId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'active'),
      ),
    );
  return row;
}

/** Ends an active contract, then every contract its holder offered of that kind (they lost their cover). */
export async function endContract(
  tx: Database,
  contract: ContractRow,
  status: 'terminated' | 'superseded',
  reason: EndReason | null,
  now: Date,
): Promise<void> {
  await tx
    .update(agentContracts)
    .set({ status, endedAt: now, endReason: reason, terminationRequestedBy: null })
    .where(eq(agentContracts.id, contract.id));
  if (status === 'superseded') return;
  await endUncovered(tx, contract.memberId, contract.kind, null, 'uplineContractEnded', now);
}

/** What an agent's own contract covers of the contracts it gave: a rate up to its own, over the same period. */
export interface Cover {
  rateBp: number;
  period: ContractPeriod;
}

/**
 * Ends the active contracts `agentId` gave of `kind` that `cover` (null: nothing) no longer covers,
 * and down the tree what those covered.
 */
export async function endUncovered(
  tx: Database,
  agentId: number,
  kind: ContractKind,
  cover: Cover | null,
  reason: EndReason,
  now: Date,
): Promise<void> {
  const uncovered = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.offeredById, agentId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'active'),
        cover
          ? or(gt(agentContracts.rateBp, cover.rateBp), ne(agentContracts.period, cover.period))
          : undefined,
      ),
    );
  for (const contract of uncovered) await endContract(tx, contract, 'terminated', reason, now);
}

/**
 * Puts an accepted offer in force: the agent's current contract of the kind is superseded, and if
 * the new rate is lower (or the period another), the contracts the agent gave above it end (spec §4).
 */
export async function activateContract(tx: Database, offer: ContractRow, now: Date): Promise<void> {
  const current = await activeContract(tx, offer.memberId, offer.kind);
  if (current) await endContract(tx, current, 'superseded', null, now);
  await tx
    .update(agentContracts)
    .set({ status: 'active', startedAt: now })
    .where(eq(agentContracts.id, offer.id));
  await endUncovered(tx, offer.memberId, offer.kind, offer, 'uplineRateLowered', now);
}

/**
 * The operator moved a member in the tree or took its agent type away: the contracts it holds were
 * made with an upline it no longer has (or pay an agent it no longer is). They end, with what they
 * covered down the tree; offers waiting for it are refused.
 */
export async function endContractsOfMember(
  tx: Database,
  change: { merchantId: number; memberId: number; reason: 'memberMoved' | 'noLongerAgent'; now: Date },
): Promise<void> {
  await lockContracts(tx, change.merchantId);
  const held = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.memberId, change.memberId),
        inArray(agentContracts.status, ['active', 'pending']),
      ),
    );
  for (const contract of held) {
    if (contract.status === 'active')
      await endContract(tx, contract, 'terminated', change.reason, change.now);
    else
      await tx
        .update(agentContracts)
        .set({ status: 'rejected', endedAt: change.now, endReason: change.reason })
        .where(eq(agentContracts.id, contract.id));
  }
}
