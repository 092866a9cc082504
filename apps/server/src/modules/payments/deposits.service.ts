import { createHash, randomBytes } from 'node:crypto';
import type { FieldError } from '@platform/contract/errors';
import { formFieldErrors } from '@platform/contract/form-schemas';
import { depositFormSchema } from '@platform/contract/money-forms';
import type {
  AdminDeposit,
  AdminDepositListQuery,
  CreateDepositInput,
  CreateDepositResult,
  Deposit,
  DepositChannel,
  DepositListQuery,
  DepositStatus,
  PaymentChannelKind,
} from '@platform/contract/payments';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type KycLimitRefusal, kycDepositRefusal } from '../kyc/kyc-limits.ts';
import {
  memberAccount,
  merchantAccount,
  type PostedTransfer,
  postTransfer,
} from '../ledger/ledger.service.ts';
import { findMerchantCurrency } from '../merchants/merchants.service.ts';
import { announceSystemMessage, writeSystemMessage } from '../messages/system-messages.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { type GateRefusal, lockMemberLimits, refuseDeposit } from '../responsible/responsible-gates.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { awaitingAccount } from './channel-accounts.service.ts';
import { channelSummary } from './channels.service.ts';
import { depositedSince } from './deposit-usage.ts';
import type { CallbackRequest, PaymentAdapters } from './payment-adapter.ts';
import { deposits, paymentChannels } from './payments.tables.ts';

export interface PaymentsDeps {
  db: Database;
  now: () => Date;
  adapters: PaymentAdapters;
  walletEvents: WalletEvents;
}

type DepositRow = typeof deposits.$inferSelect;
type ChannelRow = typeof paymentChannels.$inferSelect;
type ChannelInfo = Pick<ChannelRow, 'kind' | 'name'>;

const DEFAULT_RETURN_PATH = '/member';
const LEDGER_KIND = 'deposit';

function depositView(row: DepositRow, channel: ChannelInfo): Deposit {
  return {
    orderNo: row.orderNo,
    channelId: row.channelId,
    channelKind: channel.kind,
    channelName: channel.name,
    amount: row.amount,
    status: row.status,
    memberReference: row.memberReference,
    gatewayReference: row.gatewayReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function adminDepositView(row: DepositRow, channel: ChannelInfo): AdminDeposit {
  return {
    ...depositView(row, channel),
    id: row.id,
    memberId: row.memberId,
    reviewNote: row.reviewNote,
    reviewedBy: row.reviewedBy,
  };
}

// ---------------------------------------------------------------------------------------------
// Channels

/**
 * Channels a member of the merchant can deposit through: enabled, with an adapter on this node,
 * and, where the kind has one, an approved account (a new channel's waits for a second operator).
 */
export async function listDepositChannels(deps: PaymentsDeps, merchantId: number): Promise<DepositChannel[]> {
  const rows = await deps.db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
  return rows.flatMap((row) => {
    const adapter = deps.adapters.get(row.kind);
    if (!adapter || awaitingAccount(row)) return [];
    return [{ ...channelSummary(row), requiresReference: adapter.requiresReference }];
  });
}

// ---------------------------------------------------------------------------------------------
// Member: create and list

export type CreateDepositOutcome =
  | { ok: true; result: CreateDepositResult }
  | { ok: false; code: 'VALIDATION_ERROR'; fields: FieldError[] }
  | { ok: false; code: 'CONFLICT'; message: string }
  | (DepositGateRefusal & { ok: false; message: string });

/** Why a deposit may not be made now: the player's own limits or exclusion, or the verification tier's limit. */
type DepositGateRefusal = Pick<GateRefusal, 'code' | 'value'> | KycLimitRefusal;

function requestDigest(input: CreateDepositInput): string {
  const asked = [input.channelId, input.amount, input.memberReference ?? null, input.returnPath ?? null];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/** The first answer given under a key, or a refusal when the key now carries a different request. */
async function replayDeposit(
  deps: PaymentsDeps,
  memberId: number,
  input: CreateDepositInput,
): Promise<CreateDepositOutcome | null> {
  const [found] = await deps.db
    .select({ deposit: deposits, channel: { kind: paymentChannels.kind, name: paymentChannels.name } })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(and(eq(deposits.memberId, memberId), eq(deposits.idempotencyKey, input.idempotencyKey)));
  if (!found) return null;
  if (found.deposit.requestDigest !== requestDigest(input))
    return { ok: false, code: 'CONFLICT', message: 'This idempotency key was used for a different deposit' };
  return {
    ok: true,
    result: { deposit: depositView(found.deposit, found.channel), action: found.deposit.action },
  };
}

/**
 * Records a pending deposit and answers the member's next step. The same idempotency key answers
 * the first deposit again (even if the channel's limits changed since), so a double click or a
 * retried request never opens two.
 */
export async function createDeposit(
  deps: PaymentsDeps,
  input: { merchantId: number; memberId: number; deposit: CreateDepositInput },
): Promise<CreateDepositOutcome> {
  const asked = input.deposit;
  const replay = await replayDeposit(deps, input.memberId, asked);
  if (replay) return replay;

  const [channel] = await deps.db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.id, asked.channelId), eq(paymentChannels.merchantId, input.merchantId)));
  const offered = channel?.enabled && !awaitingAccount(channel);
  const adapter = offered ? deps.adapters.get(channel.kind) : undefined;
  if (!channel || !adapter)
    return {
      ok: false,
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'body.channelId', message: 'This deposit channel is not available' }],
    };
  // The deposit form's rule: the channel's limits, and the reference when the channel asks for one.
  const rule = depositFormSchema({ ...channel, requiresReference: adapter.requiresReference });
  const fields = formFieldErrors(rule, { amount: asked.amount, memberReference: asked.memberReference });
  if (fields.length) return { ok: false, code: 'VALIDATION_ERROR', fields };

  const currency = await findMerchantCurrency(deps.db, input.merchantId);
  if (!currency) throw new Error('the caller’s merchant has no currency');
  const orderNo = `DP${randomBytes(9).toString('hex').toUpperCase()}`;
  const memberReference = adapter.requiresReference ? (asked.memberReference ?? null) : null;
  const action = adapter.createDeposit({
    channel,
    orderNo,
    amount: asked.amount,
    currency,
    memberReference,
    returnPath: asked.returnPath ?? DEFAULT_RETURN_PATH,
  });
  const now = deps.now();
  let row: DepositRow | undefined;
  try {
    row = await deps.db.transaction(async (tx) => {
      // The player's own exclusion and deposit limits, then the verification tier's, in the
      // transaction that records the deposit; the member's lock makes concurrent deposits queue.
      await lockMemberLimits(tx, input.memberId);
      const sum = (since: Date) => depositedSince(tx, input.memberId, since);
      const refusal =
        (await refuseDeposit(tx, {
          memberId: input.memberId,
          amount: asked.amount,
          now,
          depositedSince: sum,
        })) ??
        (await kycDepositRefusal(tx as unknown as Database, {
          merchantId: input.merchantId,
          memberId: input.memberId,
          amount: asked.amount,
          depositedSince: sum,
          now,
        }));
      if (refusal) throw new DepositRefused(refusal);
      return insertDeposit(tx);
    });
  } catch (error) {
    if (error instanceof DepositRefused)
      return {
        ok: false,
        code: error.refusal.code,
        value: error.refusal.value,
        message: 'This deposit is not allowed now',
      } as CreateDepositOutcome;
    throw error;
  }
  // Two requests with one key raced and the other inserted first: answer with its deposit.
  if (!row) return (await replayDeposit(deps, input.memberId, asked)) ?? expectedReplay();
  return { ok: true, result: { deposit: depositView(row, channel), action } };

  async function insertDeposit(tx: Pick<Database, 'insert'>) {
    const [inserted] = await tx
      .insert(deposits)
      .values({
        merchantId: input.merchantId,
        memberId: input.memberId,
        channelId: asked.channelId,
        orderNo,
        amount: asked.amount,
        memberReference,
        idempotencyKey: asked.idempotencyKey,
        requestDigest: requestDigest(asked),
        action,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [deposits.memberId, deposits.idempotencyKey] })
      .returning();
    return inserted;
  }
}

/** Carries a gate's refusal out of the deposit's transaction, rolling it back. */
class DepositRefused extends Error {
  constructor(readonly refusal: DepositGateRefusal) {
    super(refusal.code);
  }
}

function expectedReplay(): never {
  throw new Error('an idempotency key conflicted but its deposit is not visible');
}

function createdRange(column: typeof deposits.createdAt, query: { from?: string; to?: string }): SQL[] {
  const bounds: SQL[] = [];
  if (query.from) bounds.push(gte(column, new Date(query.from)));
  if (query.to) bounds.push(lt(column, new Date(query.to)));
  return bounds;
}

async function pageOfDeposits<T>(
  deps: PaymentsDeps,
  where: SQL | undefined,
  paging: { pageNo: number; pageSize: number },
  view: (row: DepositRow, channel: ChannelInfo) => T,
): Promise<{ list: T[]; total: number; totalPages: number }> {
  const [rows, totals] = await Promise.all([
    deps.db
      .select({ deposit: deposits, channel: { kind: paymentChannels.kind, name: paymentChannels.name } })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize),
    deps.db.select({ total: count() }).from(deposits).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    list: rows.map((row) => view(row.deposit, row.channel)),
    total,
    totalPages: Math.ceil(total / paging.pageSize),
  };
}

/** The member's own deposits, newest first; nobody else's can match the filter. */
export function listMemberDeposits(
  deps: PaymentsDeps,
  input: { merchantId: number; memberId: number; query: DepositListQuery },
) {
  const { query } = input;
  const where = and(
    eq(deposits.merchantId, input.merchantId),
    eq(deposits.memberId, input.memberId),
    query.status ? inArray(deposits.status, query.status) : undefined,
    ...createdRange(deposits.createdAt, query),
  );
  return pageOfDeposits(deps, where, query, depositView);
}

/** One of the member's deposits by its number; another member's reads as not found. */
export async function findMemberDeposit(
  deps: PaymentsDeps,
  input: { merchantId: number; memberId: number; orderNo: string },
): Promise<Deposit | null> {
  const [found] = await deps.db
    .select({ deposit: deposits, channel: { kind: paymentChannels.kind, name: paymentChannels.name } })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(
      and(
        eq(deposits.orderNo, input.orderNo),
        eq(deposits.memberId, input.memberId),
        eq(deposits.merchantId, input.merchantId),
      ),
    );
  return found ? depositView(found.deposit, found.channel) : null;
}

// ---------------------------------------------------------------------------------------------
// Settlement: the only code that moves a deposit out of pending

interface Settled {
  row: DepositRow;
  /** The transfer posted now; null when this call changed nothing (a replay, or a loser of a race). */
  posted: PostedTransfer | null;
  changed: boolean;
}

/** Which deposit a gateway or an operator decided on, and what they said about it. */
interface DepositDecision {
  depositId: number;
  merchantId: number;
  gatewayReference?: string;
  reviewedBy?: number;
  note?: string | null;
}

/**
 * Moves a deposit to its final status, only if it is still in one of `from` (a conditional
 * UPDATE: of two concurrent decisions exactly one matches); null when it was not.
 */
async function completeDeposit(
  tx: Database,
  now: Date,
  input: DepositDecision,
  status: 'credited' | 'failed' | 'rejected',
  from: DepositStatus[],
): Promise<DepositRow | null> {
  const [row] = await tx
    .update(deposits)
    .set({
      status,
      updatedAt: now,
      completedAt: now,
      ...(input.gatewayReference ? { gatewayReference: input.gatewayReference } : {}),
      ...(input.reviewedBy ? { reviewedBy: input.reviewedBy } : {}),
      ...(input.note ? { reviewNote: input.note } : {}),
    })
    .where(
      and(
        eq(deposits.id, input.depositId),
        eq(deposits.merchantId, input.merchantId),
        inArray(deposits.status, from),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Credits a deposit in the caller's transaction: the status moves to credited only if it is still
 * in one of `from` (a conditional UPDATE, so of two concurrent confirmations or callbacks exactly
 * one matches), and the ledger transfer from the gateway clearing account to the member's cash
 * account commits with it under the key `deposit:<id>`.
 */
async function creditDeposit(
  tx: Database,
  now: Date,
  input: DepositDecision & { from: DepositStatus[] },
): Promise<Settled | null> {
  const row = await completeDeposit(tx, now, input, 'credited', input.from);
  if (!row) return null;
  const owner = { merchantId: row.merchantId, memberId: row.memberId };
  const cash = await memberAccount(tx, owner, 'cash', now);
  const clearing = await merchantAccount(tx, row.merchantId, 'gateway_clearing', now);
  const posted = await postTransfer(tx, {
    at: now,
    merchantId: row.merchantId,
    idempotencyKey: `deposit:${row.id}`,
    kind: LEDGER_KIND,
    reference: row.orderNo,
    legs: [
      { accountId: clearing, amount: -row.amount },
      { accountId: cash, amount: row.amount },
    ],
  });
  const [linked] = await tx
    .update(deposits)
    .set({ ledgerTransferId: posted.transferId })
    .where(eq(deposits.id, row.id))
    .returning();
  await writeDepositMessage(tx, row, now);
  return { row: linked ?? row, posted, changed: true };
}

/** Marks a pending deposit failed or rejected; money never moved for it, so none moves back. */
async function closeDeposit(
  tx: Database,
  now: Date,
  input: DepositDecision & { status: 'failed' | 'rejected' },
): Promise<DepositRow | null> {
  const row = await completeDeposit(tx, now, input, input.status, ['pending']);
  if (row) await writeDepositMessage(tx, row, now);
  return row;
}

/** The inbox's notice of a settled deposit, committed with the settlement (once per order and outcome). */
function writeDepositMessage(tx: Database, row: DepositRow, now: Date): Promise<boolean> {
  return writeSystemMessage(tx, {
    merchantId: row.merchantId,
    memberId: row.memberId,
    template: row.status === 'credited' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED',
    reference: row.orderNo,
    params: { amount: row.amount, orderNo: row.orderNo },
    at: now,
  });
}

/** Tells the member, once the transaction that made it true has committed. */
function announce(deps: PaymentsDeps, row: DepositRow, posted: PostedTransfer | null): void {
  if (posted) deps.walletEvents.publishPosted(row.merchantId, posted);
  const notice = row.status === 'credited' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED';
  deps.walletEvents.publish({
    type: 'notice',
    merchantId: row.merchantId,
    memberId: row.memberId,
    notice,
    amount: row.amount,
    reference: row.orderNo,
  });
  announceSystemMessage(deps.walletEvents, row);
}

async function depositWithChannel(
  db: Database,
  where: SQL | undefined,
): Promise<{ deposit: DepositRow; channel: ChannelRow } | null> {
  const [found] = await db
    .select({ deposit: deposits, channel: paymentChannels })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(where);
  return found ?? null;
}

// ---------------------------------------------------------------------------------------------
// Operator review of manual deposits

export type ReviewOutcome =
  | { ok: true; deposit: AdminDeposit }
  | { ok: false; code: 'NOT_FOUND' | 'CONFLICT'; message: string };

/**
 * Confirms (credits) or rejects a pending manual deposit, audited in the same transaction.
 * Repeating the decision already taken answers the deposit as it is and changes nothing, so a
 * double click or two operators at once credit once; the opposite decision is a conflict.
 */
export async function reviewManualDeposit(
  deps: PaymentsDeps,
  input: {
    actor: AuditActor & { operatorId: number };
    depositId: number;
    decision: 'confirm' | 'reject';
    note?: string;
  },
): Promise<ReviewOutcome> {
  const { actor } = input;
  const target = await depositWithChannel(
    deps.db,
    and(eq(deposits.id, input.depositId), eq(deposits.merchantId, actor.merchantId)),
  );
  if (!target) return { ok: false, code: 'NOT_FOUND', message: 'No such deposit' };
  const { channel } = target;
  if (channel.kind !== 'manual-bank')
    return { ok: false, code: 'CONFLICT', message: 'Gateway deposits are settled by the gateway’s callback' };
  const wanted: DepositStatus = input.decision === 'confirm' ? 'credited' : 'rejected';
  const now = deps.now();
  const outcome = await withAudit<{
    row: DepositRow;
    posted: PostedTransfer | null;
    changed: boolean;
  } | null>({ db: deps.db, now: deps.now }, actor, async (tx) => {
    const common = {
      depositId: input.depositId,
      merchantId: actor.merchantId,
      reviewedBy: actor.operatorId,
      note: input.note ?? null,
    };
    const settled =
      input.decision === 'confirm'
        ? await creditDeposit(tx, now, { ...common, from: ['pending'] })
        : await closeDeposit(tx, now, { ...common, status: 'rejected' }).then((row) =>
            row ? { row, posted: null, changed: true } : null,
          );
    if (!settled) {
      const [current] = await tx.select().from(deposits).where(eq(deposits.id, input.depositId));
      return { value: current ? { row: current, posted: null, changed: false } : null, change: null };
    }
    return {
      value: settled,
      change: {
        action: `deposit.${input.decision}`,
        objectType: 'deposit',
        objectId: settled.row.id,
        before: { status: 'pending' },
        after: { status: settled.row.status, amount: settled.row.amount, note: input.note ?? null },
      },
    };
  });
  if (!outcome) return { ok: false, code: 'NOT_FOUND', message: 'No such deposit' };
  if (outcome.changed) announce(deps, outcome.row, outcome.posted);
  else if (outcome.row.status !== wanted)
    return { ok: false, code: 'CONFLICT', message: `This deposit is already ${outcome.row.status}` };
  return { ok: true, deposit: adminDepositView(outcome.row, channel) };
}

export function listMerchantDeposits(
  deps: PaymentsDeps,
  input: { merchantId: number; query: AdminDepositListQuery },
) {
  const { query } = input;
  const where = and(
    eq(deposits.merchantId, input.merchantId),
    query.status ? inArray(deposits.status, query.status) : undefined,
    query.memberId ? eq(deposits.memberId, query.memberId) : undefined,
    query.channelId ? eq(deposits.channelId, query.channelId) : undefined,
    ...createdRange(deposits.createdAt, query),
  );
  return pageOfDeposits(deps, where, query, adminDepositView);
}

// ---------------------------------------------------------------------------------------------
// Gateway callbacks

export type CallbackOutcome =
  | { ok: true; orderNo: string; status: DepositStatus }
  | { ok: false; code: 'UNAUTHORIZED' | 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_ERROR'; message: string };

/**
 * Applies a gateway's callback. Nothing in it is believed before the adapter verified signature
 * and timestamp. Safe to replay and reorder: a success credits once (the conditional update), a
 * failure only closes a deposit still pending, and a success arriving after a failure still
 * credits, because the gateway holds the member's money; so every order of the same callbacks
 * ends in the same state.
 */
export async function applyGatewayCallback(
  deps: PaymentsDeps,
  input: { kind: PaymentChannelKind; request: CallbackRequest },
): Promise<CallbackOutcome> {
  const adapter = deps.adapters.get(input.kind);
  if (!adapter) return { ok: false, code: 'NOT_FOUND', message: 'No such payment gateway' };
  const verified = adapter.verifyCallback(input.request);
  if (!verified.ok) {
    if (verified.reason === 'unsupported')
      return { ok: false, code: 'NOT_FOUND', message: 'This channel has no callbacks' };
    if (verified.reason === 'malformed')
      return { ok: false, code: 'VALIDATION_ERROR', message: 'The callback is not readable' };
    return { ok: false, code: 'UNAUTHORIZED', message: 'The callback signature is not valid or has expired' };
  }
  const { callback } = verified;
  const target = await depositWithChannel(deps.db, eq(deposits.orderNo, callback.orderNo));
  if (!target || target.channel.kind !== input.kind)
    return { ok: false, code: 'NOT_FOUND', message: 'No such order' };
  const { deposit } = target;
  if (deposit.amount !== callback.amount)
    return { ok: false, code: 'CONFLICT', message: 'The amount does not match the order' };
  if (deposit.gatewayReference && deposit.gatewayReference !== callback.gatewayReference)
    return { ok: false, code: 'CONFLICT', message: 'The order was settled under another gateway reference' };

  const now = deps.now();
  const common = {
    depositId: deposit.id,
    merchantId: deposit.merchantId,
    gatewayReference: callback.gatewayReference,
  };
  const settled = await deps.db.transaction(async (tx) =>
    callback.outcome === 'success'
      ? creditDeposit(tx, now, { ...common, from: ['pending', 'failed'] })
      : closeDeposit(tx, now, { ...common, status: 'failed' }).then((row) =>
          row ? { row, posted: null, changed: true } : null,
        ),
  );
  if (settled) {
    announce(deps, settled.row, settled.posted);
    return { ok: true, orderNo: settled.row.orderNo, status: settled.row.status };
  }
  const [current] = await deps.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.id, deposit.id));
  return { ok: true, orderNo: deposit.orderNo, status: current?.status ?? deposit.status };
}
