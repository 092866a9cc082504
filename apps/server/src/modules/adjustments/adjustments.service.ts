import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type {
  Adjustment,
  AdjustmentListQuery,
  AdjustmentPolicy,
  CreateAdjustmentInput,
  SetAdjustmentPolicyInput,
} from '@platform/contract/adjustments';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { members } from '../accounts/accounts.tables.ts';
import {
  LedgerError,
  memberAccount,
  memberBalances,
  merchantAccount,
  type PostedTransfer,
  postTransfer,
} from '../ledger/ledger.service.ts';
import { memberPostingError } from '../ledger/member-posting-errors.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { operators } from '../operators/operators.tables.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { adjustmentPolicies, balanceAdjustments } from './adjustments.tables.ts';

export interface AdjustmentsDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
}

/** The operator acting, with the name the audit row keeps beside the id. */
export type AdjustmentActor = AuditActor & { operatorId: number; username: string };

type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

/** The member's records label it with the existing `adjustment` kind. */
const LEDGER_KIND = 'adjustment';
const OBJECT_TYPE = 'balance_adjustment';
/** No policy row yet: every adjustment waits for a second operator until an admin sets one. */
const DEFAULT_THRESHOLD = 0;

export const adjustmentReference = (id: number) => `ADJ${id}`;

// ---------------------------------------------------------------------------------------------
// Policy

export async function findAdjustmentPolicy(
  db: Pick<Database, 'select'>,
  merchantId: number,
): Promise<AdjustmentPolicy> {
  const [row] = await db
    .select({ approvalThreshold: adjustmentPolicies.approvalThreshold })
    .from(adjustmentPolicies)
    .where(eq(adjustmentPolicies.merchantId, merchantId));
  return { approvalThreshold: row?.approvalThreshold ?? DEFAULT_THRESHOLD };
}

/** Replaces the threshold (audited); requests already waiting keep waiting. */
export function setAdjustmentPolicy(
  deps: AdjustmentsDeps,
  actor: AdjustmentActor,
  input: SetAdjustmentPolicyInput,
): Promise<AdjustmentPolicy> {
  const { merchantId } = actor;
  return withAudit(deps, actor, async (tx) => {
    const before = await findAdjustmentPolicy(tx, merchantId);
    const values = { approvalThreshold: input.approvalThreshold, updatedAt: deps.now() };
    await tx
      .insert(adjustmentPolicies)
      .values({ merchantId, ...values })
      .onConflictDoUpdate({ target: adjustmentPolicies.merchantId, set: values });
    const after = { approvalThreshold: input.approvalThreshold };
    return {
      value: after,
      change: {
        action: 'adjustmentPolicy.set',
        objectType: 'adjustment_policy',
        objectId: merchantId,
        before,
        after,
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Views

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

/** Adjustments with the member's account name and both operators' names, newest first. */
function selectViews(db: Pick<Database, 'select'>, where: SQL | undefined) {
  return db
    .select({
      row: balanceAdjustments,
      memberAccount: members.account,
      requestedByName: requester.username,
      decidedByName: decider.username,
    })
    .from(balanceAdjustments)
    .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(where)
    .orderBy(desc(balanceAdjustments.id))
    .$dynamic();
}

function viewOf(found: {
  row: AdjustmentRow;
  memberAccount: string;
  requestedByName: string;
  decidedByName: string | null;
}): Adjustment {
  const { row } = found;
  return {
    id: row.id,
    reference: adjustmentReference(row.id),
    memberId: row.memberId,
    memberAccount: found.memberAccount,
    account: row.account,
    direction: row.direction,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    requiresApproval: row.requiresApproval,
    requestedBy: row.requestedBy,
    requestedByName: found.requestedByName,
    decidedBy: row.decidedBy,
    decidedByName: found.decidedByName,
    decisionNote: row.decisionNote,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function adjustmentView(db: Database, id: number): Promise<Adjustment> {
  const [found] = await selectViews(db, eq(balanceAdjustments.id, id));
  if (!found) throw new Error(`adjustment ${id} vanished`);
  return viewOf(found);
}

/** The approval queue and history: by status and member, newest first, paged on the server. */
export async function listAdjustments(
  db: Database,
  merchantId: number,
  query: AdjustmentListQuery,
): Promise<{ list: Adjustment[]; total: number; totalPages: number }> {
  const where = and(
    eq(balanceAdjustments.merchantId, merchantId),
    query.status ? inArray(balanceAdjustments.status, query.status) : undefined,
    query.memberId ? eq(balanceAdjustments.memberId, query.memberId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    selectViews(db, where)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return { list: rows.map(viewOf), total, totalPages: Math.ceil(total / query.pageSize) };
}

// ---------------------------------------------------------------------------------------------
// Posting

interface Posting {
  posted: PostedTransfer;
  balanceBefore: number;
  balanceAfter: number;
}

/**
 * Moves the adjustment's money in the caller's transaction, between the member's account and the
 * merchant's `manual_adjustment` account, under the key `adjustment:<id>` (so it posts once
 * however often it is retried), and marks the row posted. A debit the balance does not cover
 * fails the ledger's check constraint, which undoes the whole transaction.
 */
async function postAdjustment(
  tx: Database,
  row: AdjustmentRow,
  now: Date,
  decision: { decidedBy: number; decisionNote: string | null } | null,
) {
  const owner = { merchantId: row.merchantId, memberId: row.memberId };
  const account = await memberAccount(tx, owner, row.account, now);
  const counter = await merchantAccount(tx, row.merchantId, 'manual_adjustment', now);
  const signed = row.direction === 'credit' ? row.amount : -row.amount;
  const posted = await postTransfer(tx, {
    at: now,
    merchantId: row.merchantId,
    idempotencyKey: `adjustment:${row.id}`,
    kind: LEDGER_KIND,
    reference: adjustmentReference(row.id),
    legs: [
      { accountId: counter, amount: -signed },
      { accountId: account, amount: signed },
    ],
  });
  const balanceAfter = posted.entries.find((entry) => entry.accountId === account)?.balanceAfter ?? 0;
  await tx
    .update(balanceAdjustments)
    .set({
      status: 'posted',
      ledgerTransferId: posted.transferId,
      balanceAfter,
      decidedAt: now,
      ...decision,
    })
    .where(eq(balanceAdjustments.id, row.id));
  return { posted, balanceBefore: balanceAfter - signed, balanceAfter } satisfies Posting;
}

/** What the audit log keeps of an adjustment: its terms, never more. */
function auditTerms(row: AdjustmentRow) {
  return {
    reference: adjustmentReference(row.id),
    memberId: row.memberId,
    account: row.account,
    direction: row.direction,
    amount: row.amount,
    reason: row.reason,
  };
}

const sameRequest = (row: AdjustmentRow, input: CreateAdjustmentInput, operatorId: number) =>
  row.requestedBy === operatorId &&
  row.memberId === input.memberId &&
  row.account === input.account &&
  row.direction === input.direction &&
  row.amount === input.amount &&
  row.reason === input.reason;

/**
 * An operator asks to credit or debit a member's cash or bonus. At or below the merchant's
 * threshold it posts at once; above it waits as `pending` for another operator. The same key
 * again answers the first adjustment; reused for something else it is IDEMPOTENCY_CONFLICT.
 */
export async function requestAdjustment(
  deps: AdjustmentsDeps,
  actor: AdjustmentActor,
  input: CreateAdjustmentInput,
): Promise<Adjustment> {
  const [member] = await deps.db
    .select({ id: members.id, type: members.type })
    .from(members)
    .where(and(eq(members.id, input.memberId), eq(members.merchantId, actor.merchantId)));
  if (!member) throw new AppError('NOT_FOUND', 'No such member');
  if (member.type === TRIAL_TYPE)
    throw new AppError('TRIAL_ACCOUNT', 'A trial account has no real balance to adjust');
  const { approvalThreshold } = await findAdjustmentPolicy(deps.db, actor.merchantId);
  const requiresApproval = input.amount > approvalThreshold;
  if (requiresApproval && input.direction === 'debit') {
    // Checked again by the ledger when approved; refusing now spares the checker a request that cannot post.
    const balance = (await memberBalances(deps.db, input.memberId))[input.account] ?? 0;
    if (balance < input.amount) throw memberPostingError(new LedgerError('INSUFFICIENT_FUNDS', 'balance'));
  }
  const now = deps.now();
  type Outcome = { row: AdjustmentRow; posting: Posting | null };
  let outcome: Outcome;
  try {
    outcome = await withAudit<Outcome>(deps, actor, async (tx) => {
      const [row] = await tx
        .insert(balanceAdjustments)
        .values({
          merchantId: actor.merchantId,
          memberId: input.memberId,
          account: input.account,
          direction: input.direction,
          amount: input.amount,
          reason: input.reason,
          status: 'pending',
          requiresApproval,
          requestedBy: actor.operatorId,
          requestKey: input.idempotencyKey,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [first] = await tx
          .select()
          .from(balanceAdjustments)
          .where(
            and(
              eq(balanceAdjustments.merchantId, actor.merchantId),
              eq(balanceAdjustments.requestKey, input.idempotencyKey),
            ),
          );
        if (!first || !sameRequest(first, input, actor.operatorId))
          throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for a different adjustment');
        return { value: { row: first, posting: null }, change: null };
      }
      const terms = { ...auditTerms(row), requestedBy: actor.username };
      if (requiresApproval)
        return {
          value: { row, posting: null },
          change: {
            action: 'adjustment.request',
            objectType: OBJECT_TYPE,
            objectId: row.id,
            after: { ...terms, status: 'pending' },
          },
        };
      const posting = await postAdjustment(tx, row, now, null);
      return {
        value: { row, posting },
        change: {
          action: 'adjustment.post',
          objectType: OBJECT_TYPE,
          objectId: row.id,
          before: { balance: posting.balanceBefore },
          after: { ...terms, status: 'posted', balance: posting.balanceAfter },
        },
      };
    });
  } catch (error) {
    throw memberPostingError(error);
  }
  if (outcome.posting) deps.walletEvents.publishPosted(actor.merchantId, outcome.posting.posted);
  return adjustmentView(deps.db, outcome.row.id);
}

/**
 * A second operator approves (posts) or rejects a pending adjustment, audited. The row is locked
 * while still pending, so of two approvers at once one posts and the other finds it decided. The
 * operator who asked may withdraw (reject) their own request, which moves nothing, but never
 * approve it. Repeating the decision already taken answers the adjustment and changes nothing.
 */
export async function decideAdjustment(
  deps: AdjustmentsDeps,
  actor: AdjustmentActor,
  input: { id: number; decision: 'approve' | 'reject'; note?: string | undefined },
): Promise<Adjustment> {
  const wanted = input.decision === 'approve' ? 'posted' : 'rejected';
  const now = deps.now();
  let posting: Posting | null;
  try {
    posting = await withAudit<Posting | null>(deps, actor, async (tx) => {
      const byId = and(
        eq(balanceAdjustments.id, input.id),
        eq(balanceAdjustments.merchantId, actor.merchantId),
      );
      const [row] = await tx
        .select()
        .from(balanceAdjustments)
        .where(and(byId, eq(balanceAdjustments.status, 'pending')))
        .for('update');
      if (!row) {
        const [current] = await tx
          .select({ status: balanceAdjustments.status })
          .from(balanceAdjustments)
          .where(byId);
        if (!current) throw new AppError('NOT_FOUND', 'No such adjustment');
        if (current.status !== wanted)
          throw new AppError('ADJUSTMENT_DECIDED', `This adjustment is already ${current.status}`);
        return { value: null, change: null };
      }
      if (input.decision === 'approve' && row.requestedBy === actor.operatorId)
        throw new AppError(
          'ADJUSTMENT_SELF_APPROVAL',
          'Another operator must approve an adjustment you requested',
        );
      const note = input.note ?? null;
      const terms = auditTerms(row);
      if (input.decision === 'reject') {
        await tx
          .update(balanceAdjustments)
          .set({ status: 'rejected', decidedBy: actor.operatorId, decidedAt: now, decisionNote: note })
          .where(eq(balanceAdjustments.id, row.id));
        return {
          value: null,
          change: {
            action: 'adjustment.reject',
            objectType: OBJECT_TYPE,
            objectId: row.id,
            before: { ...terms, status: 'pending' },
            after: { status: 'rejected', decidedBy: actor.username, note },
          },
        };
      }
      const posted = await postAdjustment(tx, row, now, { decidedBy: actor.operatorId, decisionNote: note });
      return {
        value: posted,
        change: {
          action: 'adjustment.approve',
          objectType: OBJECT_TYPE,
          objectId: row.id,
          before: { ...terms, status: 'pending', balance: posted.balanceBefore },
          after: { status: 'posted', decidedBy: actor.username, note, balance: posted.balanceAfter },
        },
      };
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_FUNDS', 'The balance no longer covers this debit');
    throw error;
  }
  if (posting) deps.walletEvents.publishPosted(actor.merchantId, posting.posted);
  return adjustmentView(deps.db, input.id);
}
