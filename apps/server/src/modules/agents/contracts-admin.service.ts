import type {
  AdminContractList,
  AdminContractListQuery,
  AdminOfferInput,
  AdminPayoutList,
  AdminPayoutListQuery,
  AdminProcessContractInput,
  ContractAdminSettings,
  ReleasedPayouts,
} from '@platform/contract/agent-contracts-admin';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { members } from '../accounts/accounts.tables.ts';
import type { PostedTransfer } from '../ledger/ledger.service.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { endContract, lockContracts } from './contract-lifecycle.ts';
import { contractSettings } from './contract-settings.service.ts';
import {
  type ContractDeps,
  contractById,
  contractView,
  offerContract,
  processContract,
  selectContracts,
} from './contracts.service.ts';
import {
  agentContractSettings,
  agentContracts,
  agentContractTemplates,
  agentPayouts,
} from './contracts.tables.ts';
import { payoutView } from './income.service.ts';
import { payPayout } from './settlement.service.ts';

// The operator's side of contracts: switches and templates, the top agents' contracts, ending any
// contract, and the payouts (held ones released into the ledger). Every change is audited.

export type OperatorActor = AuditActor & { operatorId: number };

export async function adminContractSettings(
  db: Database,
  merchantId: number,
): Promise<ContractAdminSettings> {
  const [settings, templates] = await Promise.all([
    contractSettings(db, merchantId),
    db
      .select({
        agentType: agentContractTemplates.agentType,
        kind: agentContractTemplates.kind,
        maxRateBp: agentContractTemplates.maxRateBp,
      })
      .from(agentContractTemplates)
      .where(eq(agentContractTemplates.merchantId, merchantId))
      .orderBy(agentContractTemplates.agentType, agentContractTemplates.kind),
  ]);
  return { ...settings, templates };
}

/** Replaces the switches and the templates whole; contracts already made keep their rates. */
export function saveContractSettings(deps: ContractDeps, actor: OperatorActor, input: ContractAdminSettings) {
  return withAudit(deps, actor, async (tx) => {
    const before = await adminContractSettings(tx, actor.merchantId);
    const switches = {
      contractsEnabled: input.contractsEnabled,
      salaryEnabled: input.salaryEnabled,
      holdPayouts: input.holdPayouts,
    };
    await tx
      .insert(agentContractSettings)
      .values({ merchantId: actor.merchantId, ...switches })
      .onConflictDoUpdate({ target: agentContractSettings.merchantId, set: switches });
    await tx.delete(agentContractTemplates).where(eq(agentContractTemplates.merchantId, actor.merchantId));
    if (input.templates.length)
      await tx
        .insert(agentContractTemplates)
        .values(input.templates.map((template) => ({ merchantId: actor.merchantId, ...template })));
    const after = await adminContractSettings(tx, actor.merchantId);
    return {
      value: after,
      change: {
        action: 'agent_contracts.settings',
        objectType: 'merchant',
        objectId: actor.merchantId,
        before,
        after,
      },
    };
  });
}

export async function adminContracts(
  db: Database,
  merchantId: number,
  query: AdminContractListQuery,
): Promise<AdminContractList> {
  const where = and(
    eq(agentContracts.merchantId, merchantId),
    query.status ? eq(agentContracts.status, query.status) : undefined,
    query.kind ? eq(agentContracts.kind, query.kind) : undefined,
    query.memberId ? eq(agentContracts.memberId, query.memberId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectContracts(db)
      .where(where)
      .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(agentContracts).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    list: rows.map((row) => contractView(row.contract, row.memberAccount, row.offererAccount)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export function adminOfferContract(deps: ContractDeps, actor: OperatorActor, input: AdminOfferInput) {
  return withAudit(deps, actor, async (tx) => {
    const operator = { merchantId: actor.merchantId, memberId: null, operatorId: actor.operatorId };
    const id = await offerContract({ db: tx, now: deps.now }, operator, {
      memberId: input.memberId,
      ...input.terms,
    });
    const contract = await contractById(tx, id);
    return {
      value: contract,
      change: {
        action: 'agent_contracts.offer',
        objectType: 'agent_contract',
        objectId: id,
        after: contract,
      },
    };
  });
}

/** The operator as the upline of its own offers, or `end`: any active contract of the merchant ends now. */
export function adminProcessContract(
  deps: ContractDeps,
  actor: OperatorActor,
  input: AdminProcessContractInput,
) {
  return withAudit(deps, actor, async (tx) => {
    if (input.action === 'end') {
      await lockContracts(tx, actor.merchantId);
      const [contract] = await tx
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.id, input.contractId), eq(agentContracts.merchantId, actor.merchantId)));
      if (!contract) throw new AppError('NOT_FOUND', 'Not found');
      if (contract.status !== 'active')
        throw new AppError('CONTRACT_NOT_ACTIONABLE', 'This contract cannot take that action now');
      await endContract(tx, contract, 'terminated', 'operator', deps.now());
    } else {
      const operator = { merchantId: actor.merchantId, memberId: null };
      await processContract({ db: tx, now: deps.now }, operator, {
        contractId: input.contractId,
        action: input.action,
      });
    }
    const contract = await contractById(tx, input.contractId);
    return {
      value: contract,
      change: {
        action: `agent_contracts.${input.action}`,
        objectType: 'agent_contract',
        objectId: input.contractId,
        after: contract,
      },
    };
  });
}

export async function adminPayouts(
  db: Database,
  merchantId: number,
  query: AdminPayoutListQuery,
): Promise<AdminPayoutList> {
  const where = and(
    eq(agentPayouts.merchantId, merchantId),
    query.status ? eq(agentPayouts.status, query.status) : undefined,
    query.memberId ? eq(agentPayouts.memberId, query.memberId) : undefined,
  );
  const [rows, [counted], [held]] = await Promise.all([
    db
      .select({
        payout: agentPayouts,
        kind: agentContracts.kind,
        period: agentContracts.period,
        account: members.account,
      })
      .from(agentPayouts)
      .innerJoin(agentContracts, eq(agentContracts.id, agentPayouts.contractId))
      .innerJoin(members, eq(members.id, agentPayouts.memberId))
      .where(where)
      .orderBy(desc(agentPayouts.windowStart), desc(agentPayouts.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(agentPayouts).where(where),
    db
      .select({ sum: sql<string>`coalesce(sum(${agentPayouts.amount}), 0)` })
      .from(agentPayouts)
      .where(and(eq(agentPayouts.merchantId, merchantId), eq(agentPayouts.status, 'held'))),
  ]);
  const total = counted?.total ?? 0;
  return {
    list: rows.map(({ payout, kind, period, account }) => ({
      ...payoutView(payout, kind, period),
      member: { id: payout.memberId, account },
    })),
    total,
    totalPages: Math.ceil(total / query.pageSize),
    heldTotal: Number(held?.sum ?? 0),
  };
}

/**
 * Pays held payouts through the ledger; ids not held (paid already, another merchant's) are skipped.
 * The agents' sockets hear their new balances once the release commits.
 */
export async function releasePayouts(
  deps: ContractDeps & { walletEvents: WalletEvents },
  actor: OperatorActor,
  payoutIds: number[],
): Promise<ReleasedPayouts> {
  const posted: PostedTransfer[] = [];
  const released = await withAudit<ReleasedPayouts>(deps, actor, async (tx) => {
    const held = await tx
      .select({ payout: agentPayouts, kind: agentContracts.kind })
      .from(agentPayouts)
      .innerJoin(agentContracts, eq(agentContracts.id, agentPayouts.contractId))
      .where(
        and(
          eq(agentPayouts.merchantId, actor.merchantId),
          eq(agentPayouts.status, 'held'),
          inArray(agentPayouts.id, payoutIds),
        ),
      )
      .for('update', { of: agentPayouts });
    const now = deps.now();
    let paid = 0;
    for (const { payout, kind } of held) {
      const transfer = await payPayout(tx, {
        payoutId: payout.id,
        merchantId: actor.merchantId,
        memberId: payout.memberId,
        kind,
        amount: payout.amount,
        now,
      });
      posted.push(transfer);
      paid += payout.amount;
    }
    const value = { released: held.length, paid };
    return {
      value,
      change: held.length
        ? {
            action: 'agent_payouts.release',
            objectType: 'agent_payout',
            objectId: null,
            after: { ids: held.map((h) => h.payout.id), ...value },
          }
        : null,
    };
  });
  for (const transfer of posted) deps.walletEvents.publishPosted(actor.merchantId, transfer);
  return released;
}
