import { isAgentType } from '@platform/contract/account-constants';
import type {
  Contract,
  ContractList,
  ContractListQuery,
  ContractTerms,
  OfferContractInput,
  ProcessContractInput,
} from '@platform/contract/agent-contracts';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { members } from '../accounts/accounts.tables.ts';
import { isBelow } from '../accounts/member-tree.ts';
import { writeSystemMessage } from '../messages/system-messages.ts';
import {
  activateContract,
  activeContract,
  type ContractRow,
  endContract,
  lockContracts,
} from './contract-lifecycle.ts';
import { assertKindEnabled, contractSettings, maxRateOf } from './contract-settings.service.ts';
import { agentContracts } from './contracts.tables.ts';

export interface ContractDeps {
  db: Database;
  now: () => Date;
}

/** Who is acting: an agent of the merchant (from its session), or the operator (offeredBy null). */
export interface ContractActor {
  merchantId: number;
  /** Null: the operator, offering from the back office. */
  memberId: number | null;
  operatorId?: number;
}

const notActionable = () =>
  new AppError('CONTRACT_NOT_ACTIONABLE', 'This contract cannot take that action now');

/** The recipient of an offer: a direct downline agent of the offerer (any top agent for the operator). */
async function recipientOf(tx: Database, actor: ContractActor, memberId: number) {
  if (actor.memberId === memberId)
    throw new AppError('CONTRACT_TO_SELF', 'You cannot offer a contract to yourself');
  const [member] = await tx
    .select({ id: members.id, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, actor.merchantId)));
  // Outside the offerer's own subtree (another tree, its upline): as if it did not exist.
  if (!member || (actor.memberId !== null && !(await isBelow(tx, actor.memberId, memberId))))
    throw new AppError('NOT_FOUND', 'Not found');
  // The operator's direct downline is the top of the tree: agents with no upline.
  if (member.uplineId !== actor.memberId)
    throw new AppError(
      'CONTRACT_DIRECT_DOWNLINE_ONLY',
      'A contract can be offered only to your direct downline',
    );
  if (!isAgentType(member.type))
    throw new AppError('CONTRACT_RECIPIENT_NOT_AGENT', 'A contract can be offered only to an agent');
  return member;
}

/** The checks an offer must pass now, and again when it is accepted (the upline's own contract may have changed). */
async function assertOfferable(
  tx: Database,
  actor: ContractActor,
  recipient: { type: number },
  terms: ContractTerms,
): Promise<void> {
  assertKindEnabled(await contractSettings(tx, actor.merchantId), terms.kind);
  const maxRate = await maxRateOf(tx, actor.merchantId, recipient.type, terms.kind);
  if (maxRate === null)
    throw new AppError(
      'CONTRACT_KIND_NOT_OFFERED',
      'This kind of contract is not offered to that agent type',
    );
  if (terms.rateBp > maxRate)
    throw new AppError('CONTRACT_RATE_ABOVE_MAX', 'The rate is above the maximum for that agent type');
  if (actor.memberId === null) return;
  const own = await activeContract(tx, actor.memberId, terms.kind);
  if (!own)
    throw new AppError(
      'CONTRACT_UPLINE_HAS_NONE',
      'You need an active contract of this kind before you can offer one',
    );
  if (terms.rateBp > own.rateBp)
    throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', "The rate is above your own contract's rate");
  if (terms.period !== own.period)
    throw new AppError('CONTRACT_PERIOD_MISMATCH', "The period must be your own contract's period");
}

/**
 * An upline offers a contract; it waits for the downline's answer (the contract modal). The
 * recipient gets a system message in the same transaction: callers announce it once committed.
 */
export function offerContract(deps: ContractDeps, actor: ContractActor, input: OfferContractInput) {
  return deps.db.transaction(async (tx) => {
    await lockContracts(tx, actor.merchantId);
    const recipient = await recipientOf(tx, actor, input.memberId);
    await assertOfferable(tx, actor, recipient, input);
    const [waiting] = await tx
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.memberId, recipient.id),
          eq(agentContracts.kind, input.kind),
          eq(agentContracts.status, 'pending'),
        ),
      );
    if (waiting)
      throw new AppError('CONTRACT_OFFER_PENDING', 'An offer of this kind is already waiting for that agent');
    const [created] = await tx
      .insert(agentContracts)
      .values({
        merchantId: actor.merchantId,
        memberId: recipient.id,
        offeredById: actor.memberId,
        offeredByOperatorId: actor.memberId === null ? (actor.operatorId ?? null) : null,
        kind: input.kind,
        period: input.period,
        rateBp: input.rateBp,
        minActiveMembers: input.minActiveMembers,
        minValidBet: input.minValidBet,
        minNetLoss: input.minNetLoss,
        offeredAt: deps.now(),
      })
      .returning({ id: agentContracts.id });
    // The recipient's inbox tells of the request, committed with it; the caller announces it after.
    await writeSystemMessage(tx, {
      merchantId: actor.merchantId,
      memberId: recipient.id,
      template: 'CONTRACT_REQUEST',
      reference: `contract:${created!.id}`,
      params: {},
      at: deps.now(),
    });
    return created!.id;
  });
}

/** Which side of the contract the actor is on, or null when it is neither (answers 404). */
function sideOf(contract: ContractRow, actor: ContractActor): 'upline' | 'downline' | null {
  if (contract.merchantId !== actor.merchantId) return null;
  if (contract.memberId === actor.memberId) return 'downline';
  if (contract.offeredById === actor.memberId) return 'upline';
  return null;
}

/**
 * Spec §4 actions. An offer: the downline accepts or rejects it. An active contract: either side
 * asks to terminate it, and the other side accepts (it ends) or rejects (it stays) the request.
 */
export function processContract(deps: ContractDeps, actor: ContractActor, input: ProcessContractInput) {
  return deps.db.transaction(async (tx) => {
    await lockContracts(tx, actor.merchantId);
    const [contract] = await tx.select().from(agentContracts).where(eq(agentContracts.id, input.contractId));
    const side = contract ? sideOf(contract, actor) : null;
    if (!contract || !side) throw new AppError('NOT_FOUND', 'Not found');
    const now = deps.now();
    const other = side === 'upline' ? 'downline' : 'upline';
    if (contract.status === 'pending') {
      if (side !== 'downline' || input.action === 'terminate') throw notActionable();
      if (input.action === 'reject') {
        await tx
          .update(agentContracts)
          .set({ status: 'rejected', endedAt: now })
          .where(eq(agentContracts.id, contract.id));
        return;
      }
      const [recipient] = await tx
        .select({ type: members.type })
        .from(members)
        .where(eq(members.id, contract.memberId));
      const offerer: ContractActor = { merchantId: contract.merchantId, memberId: contract.offeredById };
      await assertOfferable(tx, offerer, recipient!, contract);
      await activateContract(tx, contract, now);
      return;
    }
    if (contract.status !== 'active') throw notActionable();
    if (input.action === 'terminate') {
      if (contract.terminationRequestedBy) throw notActionable();
      await tx
        .update(agentContracts)
        .set({ terminationRequestedBy: side })
        .where(eq(agentContracts.id, contract.id));
      return;
    }
    // Answering the other side's request to terminate.
    if (contract.terminationRequestedBy !== other) throw notActionable();
    if (input.action === 'accept') await endContract(tx, contract, 'terminated', 'agreed', now);
    else
      await tx
        .update(agentContracts)
        .set({ terminationRequestedBy: null })
        .where(eq(agentContracts.id, contract.id));
  });
}

const offerer = alias(members, 'offerer');

/** Contracts waiting for this agent's answer: offers to it, and the other side's termination requests. */
function awaitingAnswerOf(memberId: number): SQL {
  return or(
    and(eq(agentContracts.memberId, memberId), eq(agentContracts.status, 'pending')),
    and(eq(agentContracts.memberId, memberId), eq(agentContracts.terminationRequestedBy, 'upline')),
    and(eq(agentContracts.offeredById, memberId), eq(agentContracts.terminationRequestedBy, 'downline')),
  )!;
}

/** Contracts with their holder's and offerer's accounts. */
export function selectContracts(db: Database) {
  return db
    .select({ contract: agentContracts, memberAccount: members.account, offererAccount: offerer.account })
    .from(agentContracts)
    .innerJoin(members, eq(members.id, agentContracts.memberId))
    .leftJoin(offerer, eq(offerer.id, agentContracts.offeredById));
}

/** One contract as its parties see it (after an offer or an action). */
export async function contractById(db: Database, id: number): Promise<Contract> {
  const [row] = await selectContracts(db).where(eq(agentContracts.id, id));
  return contractView(row!.contract, row!.memberAccount, row!.offererAccount);
}

/** How many contract requests wait for the member's answer (none for a member who is no agent). */
export async function awaitingAnswerCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ awaiting: count() }).from(agentContracts).where(awaitingAnswerOf(memberId));
  return row?.awaiting ?? 0;
}

/** The agent's contracts: those it gave, those it holds, or both, newest first. */
export async function listContracts(
  db: Database,
  caller: { memberId: number },
  query: ContractListQuery,
): Promise<ContractList> {
  const mine = {
    given: eq(agentContracts.offeredById, caller.memberId),
    received: eq(agentContracts.memberId, caller.memberId),
    all: or(eq(agentContracts.offeredById, caller.memberId), eq(agentContracts.memberId, caller.memberId)),
  }[query.side];
  const where = and(mine, query.status ? eq(agentContracts.status, query.status) : undefined);
  const rows = await selectContracts(db)
    .where(where)
    .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [[counted], awaiting] = await Promise.all([
    db.select({ total: count() }).from(agentContracts).where(where),
    awaitingAnswerCount(db, caller.memberId),
  ]);
  const total = counted?.total ?? 0;
  return {
    list: rows.map((row) => contractView(row.contract, row.memberAccount, row.offererAccount)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
    awaitingMe: awaiting,
  };
}

export function contractView(
  row: ContractRow,
  memberAccount: string,
  offererAccount: string | null,
): Contract {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    rateBp: row.rateBp,
    minActiveMembers: row.minActiveMembers,
    minValidBet: row.minValidBet,
    minNetLoss: row.minNetLoss,
    status: row.status,
    offeredBy: row.offeredById === null ? null : { id: row.offeredById, account: offererAccount ?? '' },
    member: { id: row.memberId, account: memberAccount },
    terminationRequestedBy: row.terminationRequestedBy,
    offeredAt: row.offeredAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
  };
}
