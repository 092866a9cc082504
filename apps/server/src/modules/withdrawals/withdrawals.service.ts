import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode, FieldError } from '@platform/contract/errors';
import { formFieldErrors } from '@platform/contract/form-schemas';
import { receiptRemainderSchema, withdrawalFormSchema } from '@platform/contract/money-forms';
import { maskAccountNumber } from '@platform/contract/payments';
import {
  type AdminWithdrawal,
  type AdminWithdrawalListQuery,
  type BankAccount,
  type BindBankAccountInput,
  type ConfirmReceiptInput,
  type CreateWithdrawalInput,
  type CreateWithdrawalResult,
  MAX_BANK_ACCOUNTS,
  MAX_PROOFS,
  type ProofContentType,
  type Withdrawal,
  type WithdrawalLimits,
  type WithdrawalListQuery,
  type WithdrawalPolicy,
  type WithdrawalProof,
  type WithdrawalStatus,
} from '@platform/contract/withdrawals';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AccountsDeps } from '../accounts/accounts.deps.ts';
import { members } from '../accounts/accounts.tables.ts';
import { checkPaymentPassword } from '../accounts/payment-password.ts';
import { kycWithdrawalRefusal, refuseOverKycLimit } from '../kyc/kyc-limits.ts';
import {
  LedgerError,
  memberAccount,
  memberBalances,
  merchantAccount,
  type PostedTransfer,
  postTransfer,
} from '../ledger/ledger.service.ts';
import { announceSystemMessage, writeSystemMessage } from '../messages/system-messages.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { withdrawalsOnHold } from '../risk/risk-controls.service.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { sniffProof } from './proof-images.ts';
import {
  memberBankAccounts,
  withdrawalPolicies,
  withdrawalProofBytes,
  withdrawalProofs,
  withdrawals,
} from './withdrawals.tables.ts';
import { withdrawnSince } from './withdrawn-since.ts';

export interface WithdrawalsDeps extends Pick<AccountsDeps, 'db' | 'limiter'> {
  now: () => Date;
  walletEvents: WalletEvents;
}

/** Who is asking: a member of a merchant (trial members are refused by the routes). */
export interface MemberCaller {
  merchantId: number;
  memberId: number;
}

/** An expected failure, turned into an AppError by the route. */
export interface Failure {
  ok: false;
  code: ErrorCode;
  message: string;
  fields?: FieldError[];
}
export type Outcome<T> = { ok: true; value: T } | Failure;

const fail = (code: ErrorCode, message: string, fields?: FieldError[]): Failure => ({
  ok: false,
  code,
  message,
  ...(fields ? { fields } : {}),
});

type WithdrawalRow = typeof withdrawals.$inferSelect;
type ProofRow = typeof withdrawalProofs.$inferSelect;

/** The daily count is over a rolling day, so it needs no merchant time zone and has no midnight rush. */
const DAY_MS = 86_400_000;

/**
 * Ledger kinds. The cash side of request, rejection and refund shows in the member's account
 * record (contract TRANSACTION_KINDS); the payout only moves the hold to the merchant's payout
 * clearing account, which the member's cash record never shows.
 */
const KIND_REQUEST = 'withdrawal_request';
const KIND_REJECTED = 'withdrawal_rejected';
const KIND_PAID = 'withdrawal_paid';
const KIND_REFUND = 'withdrawal_refund';

function proofView(row: ProofRow): WithdrawalProof {
  return { id: row.id, contentType: row.contentType, size: row.size, createdAt: row.createdAt.toISOString() };
}

function withdrawalView(row: WithdrawalRow, proofs: ProofRow[]): Withdrawal {
  return {
    orderNo: row.orderNo,
    amount: row.amount,
    status: row.status,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    receiptAnswer: row.receiptAnswer,
    disputedAmount: row.disputedAmount,
    refundedAmount: row.refundedAmount,
    closedAs: row.closedAs,
    receiptDeadline: row.receiptDeadline?.toISOString() ?? null,
    reviewNote: row.reviewNote,
    proofs: proofs.filter((proof) => proof.withdrawalId === row.id).map(proofView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function adminView(row: WithdrawalRow, proofs: ProofRow[]): AdminWithdrawal {
  return {
    ...withdrawalView(row, proofs),
    id: row.id,
    memberId: row.memberId,
    accountNumber: row.accountNumber,
    reviewedBy: row.reviewedBy,
  };
}

async function proofsOf(db: Database, ids: number[]): Promise<ProofRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, ids))
    .orderBy(asc(withdrawalProofs.id));
}

/** Serialises one member's money requests: a row lock that does not block foreign-key checks. */
async function lockMember(tx: Database, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

// ---------------------------------------------------------------------------------------------
// Bank accounts

function bankAccountView(row: typeof memberBankAccounts.$inferSelect): BankAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBankAccounts(deps: WithdrawalsDeps, caller: MemberCaller): Promise<BankAccount[]> {
  const rows = await deps.db
    .select()
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.memberId, caller.memberId),
        eq(memberBankAccounts.merchantId, caller.merchantId),
      ),
    )
    .orderBy(asc(memberBankAccounts.id));
  return rows.map(bankAccountView);
}

/**
 * Binds a bank account in the member's payee name: the name is the one set (once) in the security
 * centre, never typed here, so a stolen session cannot send payouts to somebody else's account.
 */
export async function bindBankAccount(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  input: BindBankAccountInput,
): Promise<Outcome<BankAccount>> {
  const [member] = await deps.db
    .select({ payeeName: members.payeeName })
    .from(members)
    .where(and(eq(members.id, caller.memberId), eq(members.merchantId, caller.merchantId)));
  if (!member) return fail('NOT_FOUND', 'Not found');
  if (!member.payeeName) return fail('PAYEE_NAME_NOT_SET', 'Please set your payee name first');
  const holderName = member.payeeName;
  return deps.db.transaction(async (tx): Promise<Outcome<BankAccount>> => {
    // Counted under the member's lock, so two binds at once cannot pass the limit together.
    await lockMember(tx, caller.memberId);
    const [bound] = await tx
      .select({ n: count() })
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, caller.memberId));
    if ((bound?.n ?? 0) >= MAX_BANK_ACCOUNTS)
      return fail('BANK_ACCOUNT_LIMIT', `At most ${MAX_BANK_ACCOUNTS} bank accounts`);
    const [row] = await tx
      .insert(memberBankAccounts)
      .values({
        merchantId: caller.merchantId,
        memberId: caller.memberId,
        bankName: input.bankName,
        accountNumber: input.accountNumber,
        holderName,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      return fail('CONFLICT', 'This bank account is already bound', [
        { field: 'body.accountNumber', message: 'This bank account is already bound' },
      ]);
    return { ok: true, value: bankAccountView(row) };
  });
}

/** Removes one of the member's bank accounts; past withdrawals keep the details they were paid to. */
export async function removeBankAccount(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  bankAccountId: number,
): Promise<boolean> {
  const removed = await deps.db
    .delete(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.id, bankAccountId),
        eq(memberBankAccounts.memberId, caller.memberId),
        eq(memberBankAccounts.merchantId, caller.merchantId),
      ),
    )
    .returning({ id: memberBankAccounts.id });
  return removed.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Policy and limits

export async function findWithdrawalPolicy(
  db: Database,
  merchantId: number,
): Promise<WithdrawalPolicy | null> {
  const [row] = await db
    .select()
    .from(withdrawalPolicies)
    .where(eq(withdrawalPolicies.merchantId, merchantId));
  return row
    ? {
        minAmount: row.minAmount,
        maxAmount: row.maxAmount,
        dailyCount: row.dailyCount,
        receiptConfirmMinutes: row.receiptConfirmMinutes,
      }
    : null;
}

/** Requests of the last 24 hours that count against the daily number; rejected ones give it back. */
function countedToday(db: Database, memberId: number, now: Date) {
  return db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gt(withdrawals.createdAt, new Date(now.getTime() - DAY_MS)),
        ne(withdrawals.status, 'rejected'),
      ),
    );
}

export async function withdrawalLimits(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
): Promise<Outcome<WithdrawalLimits>> {
  const policy = await findWithdrawalPolicy(deps.db, caller.merchantId);
  if (!policy) return fail('FEATURE_DISABLED', 'Withdrawals are not available');
  const [[used], balances] = await Promise.all([
    countedToday(deps.db, caller.memberId, deps.now()),
    memberBalances(deps.db, caller.memberId),
  ]);
  const usedToday = used?.n ?? 0;
  return {
    ok: true,
    value: {
      ...policy,
      usedToday,
      remainingToday: Math.max(0, policy.dailyCount - usedToday),
      balance: balances.cash ?? 0,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Member: request

function requestDigest(input: CreateWithdrawalInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.amount, input.bankAccountId]))
    .digest('hex');
}

async function replayWithdrawal(
  db: Database,
  caller: MemberCaller,
  input: CreateWithdrawalInput,
): Promise<Outcome<CreateWithdrawalResult> | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, caller.memberId), eq(withdrawals.requestId, input.requestId)));
  if (!row) return null;
  if (row.requestDigest !== requestDigest(input))
    return fail('IDEMPOTENCY_CONFLICT', 'This request id was used for a different withdrawal');
  const [proofs, balances] = await Promise.all([proofsOf(db, [row.id]), memberBalances(db, caller.memberId)]);
  return {
    ok: true,
    value: { withdrawal: withdrawalView(row, proofs), balance: balances.cash ?? 0, replayed: true },
  };
}

/**
 * Requests a withdrawal and holds the money at once: the withdrawal row and the ledger transfer
 * cash -> withdrawal_hold commit together or not at all, so a balance too small for the hold
 * leaves no withdrawal behind. The same request id answers the first withdrawal and holds nothing
 * again. Requests of one member run one at a time (a row lock), so the daily count holds under
 * concurrency; the balance itself is guarded by the ledger's check constraint.
 */
export async function createWithdrawal(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  input: CreateWithdrawalInput,
): Promise<Outcome<CreateWithdrawalResult>> {
  const replay = await replayWithdrawal(deps.db, caller, input);
  if (replay) return replay;

  const policy = await findWithdrawalPolicy(deps.db, caller.merchantId);
  if (!policy) return fail('FEATURE_DISABLED', 'Withdrawals are not available');
  // The withdrawal form's rule (the policy's limits); the balance is the ledger's to guard.
  const fields = formFieldErrors(withdrawalFormSchema(policy), input);
  const [bank] = await deps.db
    .select()
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.id, input.bankAccountId),
        eq(memberBankAccounts.memberId, caller.memberId),
        eq(memberBankAccounts.merchantId, caller.merchantId),
      ),
    );
  if (!bank)
    fields.push({
      field: 'body.bankAccountId',
      key: 'withdrawal_bank_required',
      message: 'Choose one of your bank accounts',
    });
  if (fields.length || !bank) return fail('VALIDATION_ERROR', 'Invalid input', fields);
  // Checked after the cheap rules, so a mistyped amount does not cost a password attempt; it throws
  // the AppError the transfers answer with (not set, wrong with its field, or paused).
  await checkPaymentPassword(deps, caller, input.paymentPassword);

  const now = deps.now();
  let outcome: Outcome<{ row: WithdrawalRow; posted: PostedTransfer }> | 'replay';
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await lockMember(tx, caller.memberId);
      // A twin request with the same id may have committed while this one waited for the lock.
      const [twin] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, caller.memberId), eq(withdrawals.requestId, input.requestId)));
      if (twin) return 'replay' as const;
      // An operator's hold from the risk queue, read under the member's lock: no request slips past it.
      if (await withdrawalsOnHold(tx, caller.memberId))
        return fail('WITHDRAWALS_ON_HOLD', 'Withdrawals from this account are on hold while it is reviewed');
      const [used] = await countedToday(tx, caller.memberId, now);
      if ((used?.n ?? 0) >= policy.dailyCount)
        return fail('WITHDRAWAL_DAILY_LIMIT', `At most ${policy.dailyCount} withdrawals a day`, [
          {
            field: 'body.amount',
            message: `At most ${policy.dailyCount} withdrawals a day`,
            key: 'withdrawal_daily_limit',
            params: { count: policy.dailyCount },
          },
        ]);
      // The verification tier's 30-day limit, under the member's lock: parallel requests cannot share a remainder.
      const withdrawnSince30 = (since: Date) => withdrawnSince(tx, caller.memberId, since);
      refuseOverKycLimit(
        await kycWithdrawalRefusal(tx, {
          ...caller,
          amount: input.amount,
          now,
          withdrawnSince: withdrawnSince30,
        }),
      );
      const [row] = await tx
        .insert(withdrawals)
        .values({
          merchantId: caller.merchantId,
          memberId: caller.memberId,
          orderNo: `WD${randomBytes(9).toString('hex').toUpperCase()}`,
          amount: input.amount,
          bankAccountId: bank.id,
          bankName: bank.bankName,
          accountNumber: bank.accountNumber,
          holderName: bank.holderName,
          requestId: input.requestId,
          requestDigest: requestDigest(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const owner = { merchantId: caller.merchantId, memberId: caller.memberId };
      const [cash, hold] = [
        await memberAccount(tx, owner, 'cash', now),
        await memberAccount(tx, owner, 'withdrawal_hold', now),
      ];
      const posted = await postTransfer(tx, {
        at: now,
        merchantId: caller.merchantId,
        idempotencyKey: `withdrawal:${row.id}:hold`,
        kind: KIND_REQUEST,
        reference: row.orderNo,
        legs: [
          { accountId: cash, amount: -row.amount },
          { accountId: hold, amount: row.amount },
        ],
      });
      return { ok: true as const, value: { row, posted } };
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS')
      return fail('INSUFFICIENT_FUNDS', 'Insufficient balance', [
        { field: 'body.amount', message: 'Insufficient balance' },
      ]);
    throw error;
  }
  if (outcome === 'replay') return (await replayWithdrawal(deps.db, caller, input)) ?? unexpected();
  if (!outcome.ok) return outcome;
  const { row, posted } = outcome.value;
  deps.walletEvents.publishPosted(caller.merchantId, posted);
  const cashAfter = posted.entries.find((entry) => entry.accountKind === 'cash')?.balanceAfter ?? 0;
  return { ok: true, value: { withdrawal: withdrawalView(row, []), balance: cashAfter, replayed: false } };
}

function unexpected(): never {
  throw new Error('a withdrawal request id conflicted but its withdrawal is not visible');
}

// ---------------------------------------------------------------------------------------------
// Member: list and read

function createdRange(query: { from?: string; to?: string }): SQL[] {
  const bounds: SQL[] = [];
  if (query.from) bounds.push(gte(withdrawals.createdAt, new Date(query.from)));
  if (query.to) bounds.push(lt(withdrawals.createdAt, new Date(query.to)));
  return bounds;
}

async function pageOfWithdrawals<T>(
  db: Database,
  where: SQL | undefined,
  paging: { pageNo: number; pageSize: number },
  view: (row: WithdrawalRow, proofs: ProofRow[]) => T,
): Promise<{ list: T[]; total: number; totalPages: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  const proofs = await proofsOf(
    db,
    rows.map((row) => row.id),
  );
  const total = totals[0]?.total ?? 0;
  return {
    list: rows.map((row) => view(row, proofs)),
    total,
    totalPages: Math.ceil(total / paging.pageSize),
  };
}

/** The member's own withdrawals, newest first; nobody else's can match the filter. */
export function listMemberWithdrawals(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  query: WithdrawalListQuery,
) {
  const where = and(
    eq(withdrawals.merchantId, caller.merchantId),
    eq(withdrawals.memberId, caller.memberId),
    query.status ? inArray(withdrawals.status, query.status) : undefined,
    ...createdRange(query),
  );
  return pageOfWithdrawals(deps.db, where, query, withdrawalView);
}

function ownWithdrawal(caller: MemberCaller, orderNo: string): SQL | undefined {
  return and(
    eq(withdrawals.orderNo, orderNo),
    eq(withdrawals.memberId, caller.memberId),
    eq(withdrawals.merchantId, caller.merchantId),
  );
}

/** One of the member's withdrawals; another member's reads as not found. */
export async function findMemberWithdrawal(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  orderNo: string,
): Promise<Withdrawal | null> {
  const [row] = await deps.db.select().from(withdrawals).where(ownWithdrawal(caller, orderNo));
  return row ? withdrawalView(row, await proofsOf(deps.db, [row.id])) : null;
}

// ---------------------------------------------------------------------------------------------
// Member: proofs and receipt

/**
 * Stores a proof image for a payout the member disputes or is about to: only while the payout
 * awaits an answer (before its deadline) or is disputed, at most MAX_PROOFS per withdrawal
 * (counted under the withdrawal's row lock, so parallel uploads cannot make a fourth).
 */
export async function addProof(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  input: { orderNo: string; bytes: Buffer },
): Promise<Outcome<WithdrawalProof>> {
  const contentType: ProofContentType | null = sniffProof(input.bytes);
  if (!contentType) return fail('UNSUPPORTED_MEDIA_TYPE', 'Only PNG and JPEG images are accepted');
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<Outcome<WithdrawalProof>> => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(ownWithdrawal(caller, input.orderNo))
      .for('update');
    if (!row) return fail('NOT_FOUND', 'Not found');
    const open =
      row.status === 'disputed' ||
      (row.status === 'paid' && row.receiptDeadline !== null && row.receiptDeadline > now);
    if (!open) return fail('CONFLICT', 'Proof can only be given for a payout awaiting your answer');
    const [existing] = await tx
      .select({ n: count() })
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, row.id));
    if ((existing?.n ?? 0) >= MAX_PROOFS) return fail('PROOF_LIMIT', `At most ${MAX_PROOFS} images`);
    const [proof] = await tx
      .insert(withdrawalProofs)
      .values({ withdrawalId: row.id, contentType, size: input.bytes.length, createdAt: now })
      .returning();
    if (!proof) throw new Error('insert returned no row');
    await tx.insert(withdrawalProofBytes).values({ proofId: proof.id, bytes: input.bytes });
    return { ok: true, value: proofView(proof) };
  });
}

export interface ProofFile {
  contentType: ProofContentType;
  bytes: Buffer;
}

async function readProof(
  deps: WithdrawalsDeps,
  where: SQL | undefined,
  proofId: number,
): Promise<ProofFile | null> {
  const [found] = await deps.db
    .select({ contentType: withdrawalProofs.contentType, bytes: withdrawalProofBytes.bytes })
    .from(withdrawalProofs)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalProofs.withdrawalId))
    .innerJoin(withdrawalProofBytes, eq(withdrawalProofBytes.proofId, withdrawalProofs.id))
    .where(and(where, eq(withdrawalProofs.id, proofId)));
  return found ?? null;
}

/** A proof image of the member's own withdrawal; anybody else's is not found. */
export function readMemberProof(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  orderNo: string,
  proofId: number,
) {
  return readProof(deps, ownWithdrawal(caller, orderNo), proofId);
}

/** A proof image of any withdrawal of the operator's merchant. */
export function readMerchantProof(
  deps: WithdrawalsDeps,
  merchantId: number,
  withdrawalId: number,
  proofId: number,
) {
  return readProof(
    deps,
    and(eq(withdrawals.id, withdrawalId), eq(withdrawals.merchantId, merchantId)),
    proofId,
  );
}

/**
 * The member's answer to a payout (spec §4). received closes it; not received (with proof) and
 * partially received (with the remainder) open a dispute for an operator; all received closes a
 * payout or a dispute because the rest arrived. After the deadline the payout already counts as
 * received, so a late dispute is refused even if the sweep has not run yet. Each is one
 * conditional UPDATE, so a double click answers once; the same answer again is not an error.
 */
export async function confirmReceipt(
  deps: WithdrawalsDeps,
  caller: MemberCaller,
  orderNo: string,
  input: ConfirmReceiptInput,
): Promise<Outcome<Withdrawal>> {
  const [current] = await deps.db.select().from(withdrawals).where(ownWithdrawal(caller, orderNo));
  if (!current) return fail('NOT_FOUND', 'Not found');
  const now = deps.now();
  if (input.answer === 'partially_received') {
    // The receipt form's rule: at least one minor unit, less than the payout (else: not received).
    const refused = formFieldErrors(z.object({ remainder: receiptRemainderSchema(current.amount) }), input);
    if (refused.length) return fail('VALIDATION_ERROR', 'Invalid input', refused);
  }
  if (input.answer === 'not_received') {
    const [proofs] = await deps.db
      .select({ n: count() })
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, current.id));
    if ((proofs?.n ?? 0) === 0 && current.status === 'paid')
      return fail('VALIDATION_ERROR', 'Invalid input', [
        {
          field: 'body.answer',
          message: 'Upload at least one proof image first',
          key: 'withdrawal_proof_required',
        },
      ]);
  }
  const awaiting = and(eq(withdrawals.status, 'paid'), gt(withdrawals.receiptDeadline, now));
  const closing = { status: 'closed' as const, closedAs: 'received' as const, closedAt: now };
  const change =
    input.answer === 'received'
      ? { from: awaiting, set: { ...closing, receiptAnswer: input.answer } }
      : input.answer === 'all_received'
        ? {
            from: or(awaiting, eq(withdrawals.status, 'disputed')),
            set: { ...closing, receiptAnswer: input.answer },
          }
        : {
            from: awaiting,
            set: {
              status: 'disputed' as const,
              receiptAnswer: input.answer,
              disputedAmount: input.answer === 'partially_received' ? input.remainder : current.amount,
            },
          };
  const [row] = await deps.db
    .update(withdrawals)
    .set({ ...change.set, updatedAt: now })
    .where(and(eq(withdrawals.id, current.id), change.from))
    .returning();
  const after = row ?? (await deps.db.select().from(withdrawals).where(eq(withdrawals.id, current.id)))[0];
  if (!after) return fail('NOT_FOUND', 'Not found');
  if (!row && after.receiptAnswer !== input.answer)
    return fail('CONFLICT', `This withdrawal is ${after.status} and cannot take this answer now`);
  return { ok: true, value: withdrawalView(after, await proofsOf(deps.db, [after.id])) };
}

/**
 * Spec §4: a payout nobody answered within the policy's minutes counts as received. Runs as the
 * job `withdrawal-receipt-sweep` (every minute) and from tests with their own clock; a conditional
 * UPDATE, so two runs at once, or a member answering at the same moment, close each withdrawal once. No money moves: the payout
 * already left the hold when it was marked paid.
 */
export async function sweepReceiptDeadlines(deps: Pick<WithdrawalsDeps, 'db' | 'now'>, now = deps.now()) {
  const closed = await deps.db
    .update(withdrawals)
    .set({ status: 'closed', closedAs: 'auto_received', closedAt: now, updatedAt: now })
    .where(and(eq(withdrawals.status, 'paid'), lte(withdrawals.receiptDeadline, now)))
    .returning({ id: withdrawals.id });
  return closed.length;
}

// ---------------------------------------------------------------------------------------------
// Operator

export function listMerchantWithdrawals(
  deps: WithdrawalsDeps,
  merchantId: number,
  query: AdminWithdrawalListQuery,
) {
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    query.status ? inArray(withdrawals.status, query.status) : undefined,
    query.memberId ? eq(withdrawals.memberId, query.memberId) : undefined,
    ...createdRange(query),
  );
  return pageOfWithdrawals(deps.db, where, query, adminView);
}

export type OperatorAction = 'approve' | 'reject' | 'paid' | 'force-receipt' | 'refund';

/** Where each operator action may start from and where it ends. */
const ACTIONS: Record<OperatorAction, { from: WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  // Until it is paid the money is still in the member's hold, so an approved payout that cannot be
  // made (a closed bank account) can still be rejected and returned.
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  paid: { from: ['approved'], to: 'paid' },
  'force-receipt': { from: ['paid', 'disputed'], to: 'closed' },
  refund: { from: ['disputed'], to: 'closed' },
};

interface Moved {
  row: WithdrawalRow;
  posted: PostedTransfer | null;
}

/**
 * The ledger side of an operator action, in the action's transaction. The payout leaves the hold
 * when the operator marks it paid (not at approval): until then the money is still the member's,
 * so a rejection after approval returns it from the same place.
 */
async function moveMoney(
  tx: Database,
  action: OperatorAction,
  row: WithdrawalRow,
  now: Date,
): Promise<PostedTransfer | null> {
  const owner = { merchantId: row.merchantId, memberId: row.memberId };
  const transfer = async (kind: string, key: string, from: number, to: number, amount: number) =>
    postTransfer(tx, {
      at: now,
      merchantId: row.merchantId,
      idempotencyKey: `withdrawal:${row.id}:${key}`,
      kind,
      reference: row.orderNo,
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });
  if (action === 'reject')
    return transfer(
      KIND_REJECTED,
      'reject',
      await memberAccount(tx, owner, 'withdrawal_hold', now),
      await memberAccount(tx, owner, 'cash', now),
      row.amount,
    );
  if (action === 'paid')
    return transfer(
      KIND_PAID,
      'paid',
      await memberAccount(tx, owner, 'withdrawal_hold', now),
      await merchantAccount(tx, row.merchantId, 'payout_clearing', now),
      row.amount,
    );
  if (action === 'refund')
    return transfer(
      KIND_REFUND,
      'refund',
      await merchantAccount(tx, row.merchantId, 'payout_clearing', now),
      await memberAccount(tx, owner, 'cash', now),
      row.refundedAmount ?? unexpectedRefund(),
    );
  return null;
}

function unexpectedRefund(): never {
  throw new Error('a refunded withdrawal has no refunded amount');
}

/**
 * Applies an operator action, audited, in one transaction with its ledger transfer. The status
 * changes by a conditional UPDATE from the statuses the action may start from, so of two clicks
 * or two operators exactly one changes it and moves money; the other, asking for the state that
 * now holds, gets the withdrawal as it is; any other state is a conflict.
 */
export async function reviewWithdrawal(
  deps: WithdrawalsDeps,
  input: {
    actor: AuditActor & { operatorId: number };
    withdrawalId: number;
    action: OperatorAction;
    note?: string;
    amount?: number;
  },
): Promise<Outcome<AdminWithdrawal>> {
  const { actor, action } = input;
  const [current] = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, input.withdrawalId), eq(withdrawals.merchantId, actor.merchantId)));
  if (!current) return fail('NOT_FOUND', 'No such withdrawal');
  if (action === 'refund' && input.amount !== undefined && input.amount > (current.disputedAmount ?? 0))
    return fail('VALIDATION_ERROR', 'Invalid input', [
      {
        field: 'body.amount',
        message: 'The refund cannot exceed the disputed amount',
        key: 'withdrawal_refund_range',
        params: { max: current.disputedAmount ?? 0 },
      },
    ]);
  const policy = action === 'paid' ? await findWithdrawalPolicy(deps.db, actor.merchantId) : null;
  if (action === 'paid' && !policy) return fail('FEATURE_DISABLED', 'Withdrawals are not available');
  const now = deps.now();
  const rule = ACTIONS[action];
  const note = input.note ?? null;
  const set = {
    approve: { status: 'approved' as const, approvedAt: now },
    reject: { status: 'rejected' as const, closedAt: now },
    paid: {
      status: 'paid' as const,
      paidAt: now,
      receiptDeadline: new Date(now.getTime() + (policy?.receiptConfirmMinutes ?? 0) * 60_000),
    },
    'force-receipt': { status: 'closed' as const, closedAs: 'forced_received' as const, closedAt: now },
    refund: {
      status: 'closed' as const,
      closedAs: 'refunded' as const,
      closedAt: now,
      refundedAmount: sql`coalesce(${input.amount ?? null}::bigint, ${withdrawals.disputedAmount})`,
    },
  }[action];

  const moved = await withAudit<Moved & { changed: boolean }>(deps, actor, async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ ...set, updatedAt: now, reviewedBy: actor.operatorId, ...(note ? { reviewNote: note } : {}) })
      .where(
        and(
          eq(withdrawals.id, current.id),
          inArray(withdrawals.status, rule.from),
          // The refund is bounded by the dispute in the same statement, not only by the read above.
          action === 'refund' && input.amount !== undefined
            ? gte(withdrawals.disputedAmount, input.amount)
            : undefined,
        ),
      )
      .returning();
    if (!row) {
      const [latest] = await tx.select().from(withdrawals).where(eq(withdrawals.id, current.id));
      return { value: { row: latest ?? current, posted: null, changed: false }, change: null };
    }
    const posted = await moveMoney(tx, action, row, now);
    // The inbox's notice commits with the decision; its key makes a replay write none.
    if (action === 'approve' || action === 'reject')
      await writeSystemMessage(tx, {
        merchantId: row.merchantId,
        memberId: row.memberId,
        template: action === 'approve' ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED',
        reference: row.orderNo,
        params: { amount: row.amount, orderNo: row.orderNo },
        at: now,
      });
    return {
      value: { row, posted, changed: true },
      change: {
        action: `withdrawal.${action}`,
        objectType: 'withdrawal',
        objectId: row.id,
        before: { status: current.status },
        after: { status: row.status, amount: row.amount, refundedAmount: row.refundedAmount, note },
      },
    };
  });
  if (!moved.changed) {
    const repeated =
      moved.row.status === rule.to &&
      (action !== 'force-receipt' || moved.row.closedAs === 'forced_received') &&
      (action !== 'refund' || moved.row.closedAs === 'refunded');
    if (!repeated) return fail('CONFLICT', `This withdrawal is already ${moved.row.status}`);
  } else {
    // Told only after the commit, so nobody hears of a move a rollback took back.
    if (moved.posted) deps.walletEvents.publishPosted(moved.row.merchantId, moved.posted);
    if (action === 'approve' || action === 'reject')
      deps.walletEvents.publish({
        type: 'notice',
        merchantId: moved.row.merchantId,
        memberId: moved.row.memberId,
        notice: action === 'approve' ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED',
        amount: moved.row.amount,
        reference: moved.row.orderNo,
      });
    if (action === 'approve' || action === 'reject') announceSystemMessage(deps.walletEvents, moved.row);
  }
  return { ok: true, value: adminView(moved.row, await proofsOf(deps.db, [moved.row.id])) };
}
