import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  LedgerError,
  type LedgerExecutor,
  memberAccount,
  memberVendorAccount,
  merchantAccount,
  type PostedTransfer,
  postTransfer,
} from '../ledger/ledger.service.ts';
import { ledgerAccounts } from '../ledger/ledger.tables.ts';
import { type GateRefusal, refuseVendorTransferIn } from '../responsible/responsible-gates.ts';
import type { TransferVendorWallet } from './transfer-vendor-client.ts';
import { vendorWalletTransfers } from './vendor-transfers.tables.ts';
import type { WalletEvents } from './wallet-events.ts';

export interface VendorTransferDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
  /** The vendor's wallet API, or null when none is configured. */
  vendorWallet: (vendorCode: string) => Promise<TransferVendorWallet | null>;
}

export interface VendorTransferRequest {
  merchantId: number;
  memberId: number;
  currency: string;
  vendorCode: string;
  direction: 'in' | 'out';
  amount: number;
  /** Unique per member: the member's request id. */
  transferKey: string;
}

export type VendorTransferOutcome =
  | {
      ok: true;
      status: 'done' | 'pending';
      transferId: number;
      mainBalance: number;
      vendorBalance: number;
      replayed: boolean;
    }
  | {
      ok: false;
      code: 'INSUFFICIENT_FUNDS' | 'IDEMPOTENCY_CONFLICT' | 'VENDOR_TRANSFER_REFUSED' | 'NO_WALLET_API';
    }
  /** A move in that a responsible-gambling limit or exclusion refuses: nothing was written. */
  | GateRefusal;

type TransferRow = typeof vendorWalletTransfers.$inferSelect;

async function accountBalance(db: LedgerExecutor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0;
}

async function accountsOf(
  db: LedgerExecutor,
  row: Pick<TransferRow, 'merchantId' | 'memberId' | 'vendorCode'>,
  at: Date,
) {
  const owner = { merchantId: row.merchantId, memberId: row.memberId };
  const [main, vendor] = await Promise.all([
    memberAccount(db, owner, 'cash', at),
    memberVendorAccount(db, owner, row.vendorCode, at),
  ]);
  return { main, vendor };
}

/** Our side of the move: main wallet to the vendor wallet account, or back. */
function postMove(
  db: LedgerExecutor,
  row: TransferRow,
  accounts: { main: number; vendor: number },
  at: Date,
) {
  const [from, to] =
    row.direction === 'in' ? [accounts.main, accounts.vendor] : [accounts.vendor, accounts.main];
  return postTransfer(db, {
    at,
    merchantId: row.merchantId,
    idempotencyKey: row.transferKey,
    kind: row.direction === 'in' ? 'transfer_to_vendor' : 'transfer_from_vendor',
    reference: row.vendorCode,
    legs: [
      { accountId: from, amount: -row.amount },
      { accountId: to, amount: row.amount },
    ],
  });
}

/** Gives back a move into the vendor that the vendor never applied. */
function postReversal(
  db: LedgerExecutor,
  row: TransferRow,
  accounts: { main: number; vendor: number },
  at: Date,
) {
  return postTransfer(db, {
    at,
    merchantId: row.merchantId,
    idempotencyKey: `${row.transferKey}:reversal`,
    kind: 'transfer_reversal',
    reference: row.vendorCode,
    legs: [
      { accountId: accounts.vendor, amount: -row.amount },
      { accountId: accounts.main, amount: row.amount },
    ],
  });
}

/**
 * The member's wallet at a transfer vendor changes with play we do not see round by round: before
 * money comes back, our account of it is brought to the vendor's balance, the difference being
 * the house's result against the member at that vendor (`vendor_result`).
 */
async function alignVendorAccount(
  tx: LedgerExecutor,
  row: TransferRow,
  vendorAccount: number,
  vendorBalanceBefore: number,
  at: Date,
): Promise<PostedTransfer | null> {
  const ours = await accountBalance(tx, vendorAccount);
  const difference = vendorBalanceBefore - ours;
  if (difference === 0) return null;
  const house = await merchantAccount(tx, row.merchantId, 'house', at);
  return postTransfer(tx, {
    at,
    merchantId: row.merchantId,
    idempotencyKey: `${row.transferKey}:align`,
    kind: 'vendor_result',
    reference: row.vendorCode,
    legs: [
      { accountId: house, amount: -difference },
      { accountId: vendorAccount, amount: difference },
    ],
  });
}

async function otherPending(db: LedgerExecutor, row: TransferRow): Promise<boolean> {
  const [found] = await db
    .select({ id: vendorWalletTransfers.id })
    .from(vendorWalletTransfers)
    .where(
      and(
        eq(vendorWalletTransfers.memberId, row.memberId),
        eq(vendorWalletTransfers.vendorCode, row.vendorCode),
        eq(vendorWalletTransfers.status, 'pending'),
        ne(vendorWalletTransfers.id, row.id),
      ),
    )
    .limit(1);
  return Boolean(found);
}

async function setStatus(
  db: LedgerExecutor & Pick<Database, 'update'>,
  row: TransferRow,
  status: 'done' | 'reversed',
  now: Date,
) {
  await db
    .update(vendorWalletTransfers)
    .set({ status, updatedAt: now })
    .where(and(eq(vendorWalletTransfers.id, row.id), eq(vendorWalletTransfers.status, 'pending')));
}

/**
 * Money the vendor has paid out of its wallet comes into the main wallet, with our account of the
 * vendor wallet first aligned to what the vendor reported (unless another move is still open).
 */
async function completeWithdrawal(
  deps: VendorTransferDeps,
  row: TransferRow,
  vendorBalanceAfter: number | null,
): Promise<boolean> {
  const now = deps.now();
  const accounts = await accountsOf(deps.db, row, now);
  let posted: (PostedTransfer | null)[];
  try {
    posted = await deps.db.transaction(async (tx) => {
      const aligned =
        vendorBalanceAfter !== null && !(await otherPending(tx, row))
          ? await alignVendorAccount(tx, row, accounts.vendor, vendorBalanceAfter + row.amount, now)
          : null;
      const moved = await postMove(tx, row, accounts, now);
      await setStatus(tx, row, 'done', now);
      return [aligned, moved];
    });
  } catch (error) {
    // Our account of the vendor wallet could not be aligned (another move is open): it stays
    // pending and the next reconciliation completes it.
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') return false;
    throw error;
  }
  for (const transfer of posted) if (transfer) deps.walletEvents.publishPosted(row.merchantId, transfer);
  return true;
}

async function answerFor(
  db: LedgerExecutor,
  row: TransferRow,
  replayed: boolean,
  at: Date,
): Promise<VendorTransferOutcome> {
  const accounts = await accountsOf(db, row, at);
  const [mainBalance, vendorBalance] = await Promise.all([
    accountBalance(db, accounts.main),
    accountBalance(db, accounts.vendor),
  ]);
  if (row.status === 'reversed')
    return { ok: false, code: row.direction === 'in' ? 'VENDOR_TRANSFER_REFUSED' : 'INSUFFICIENT_FUNDS' };
  return { ok: true, status: row.status, transferId: row.id, mainBalance, vendorBalance, replayed };
}

/**
 * Spec §7 GCS_walletTransfer with a transfer-mode vendor. A move in: our ledger first (so the money
 * cannot be spent twice), then the vendor; a refusal gives it back. A move out: the vendor first
 * (only it knows what is left after play), then our ledger. A move whose vendor answer is unknown
 * stays `pending` until reconciliation asks the vendor by the same id.
 */
export async function moveVendorFunds(
  deps: VendorTransferDeps,
  request: VendorTransferRequest,
): Promise<VendorTransferOutcome> {
  const wallet = await deps.vendorWallet(request.vendorCode);
  if (!wallet) return { ok: false, code: 'NO_WALLET_API' };
  const now = deps.now();
  const [existing] = await deps.db
    .select()
    .from(vendorWalletTransfers)
    .where(eq(vendorWalletTransfers.transferKey, request.transferKey));
  if (existing) {
    const same =
      existing.memberId === request.memberId &&
      existing.vendorCode === request.vendorCode &&
      existing.direction === request.direction &&
      existing.amount === request.amount;
    return same ? answerFor(deps.db, existing, true, now) : { ok: false, code: 'IDEMPOTENCY_CONFLICT' };
  }

  const row = await deps.db.transaction(async (tx) => {
    if (request.direction === 'in') {
      const refusal = await refuseVendorTransferIn(tx, {
        memberId: request.memberId,
        amount: request.amount,
        now,
      });
      if (refusal) return { refusal };
    }
    const [created] = await tx
      .insert(vendorWalletTransfers)
      .values({
        merchantId: request.merchantId,
        memberId: request.memberId,
        vendorCode: request.vendorCode,
        transferKey: request.transferKey,
        direction: request.direction,
        amount: request.amount,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created && request.direction === 'in') {
      const posted = await postMove(tx, created, await accountsOf(tx, created, now), now);
      return { created, posted };
    }
    return { created: created ?? null, posted: null };
  });
  if (row.refusal) return row.refusal;
  if (!row.created) {
    // The same request raced this one and won: answer as it did.
    const [first] = await deps.db
      .select()
      .from(vendorWalletTransfers)
      .where(eq(vendorWalletTransfers.transferKey, request.transferKey));
    return first ? answerFor(deps.db, first, true, now) : { ok: false, code: 'IDEMPOTENCY_CONFLICT' };
  }
  if (row.posted) deps.walletEvents.publishPosted(request.merchantId, row.posted);
  const created = row.created;
  const move = {
    transferId: created.transferKey,
    playerId: String(request.memberId),
    amount: request.amount,
    currency: request.currency,
  };

  if (request.direction === 'in') {
    const answer = await wallet.deposit(move);
    if (answer.ok) await setStatus(deps.db, created, 'done', deps.now());
    else if (answer.kind === 'refused') {
      await refundRefusedDeposit(deps, created);
      return { ok: false, code: 'VENDOR_TRANSFER_REFUSED' };
    }
    return answerFor(deps.db, { ...created, status: answer.ok ? 'done' : 'pending' }, false, now);
  }

  const answer = await wallet.withdraw(move);
  if (answer.ok) {
    const completed = await completeWithdrawal(deps, created, answer.value.balance);
    return answerFor(deps.db, { ...created, status: completed ? 'done' : 'pending' }, false, now);
  }
  if (answer.kind === 'refused') {
    await setStatus(deps.db, created, 'reversed', deps.now());
    return {
      ok: false,
      code: answer.code === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'VENDOR_TRANSFER_REFUSED',
    };
  }
  return answerFor(deps.db, created, false, now);
}

async function refundRefusedDeposit(deps: VendorTransferDeps, row: TransferRow) {
  const now = deps.now();
  const accounts = await accountsOf(deps.db, row, now);
  const posted = await deps.db.transaction(async (tx) => {
    const reversal = await postReversal(tx, row, accounts, now);
    await setStatus(tx, row, 'reversed', now);
    return reversal;
  });
  deps.walletEvents.publishPosted(row.merchantId, posted);
}

/**
 * Reconciliation of moves left `pending` (a timeout, a crash between our ledger and the vendor's
 * answer): the vendor is asked by the same id whether it applied the move, and our side follows.
 * Safe to run any number of times and on any node: every step is idempotent by the transfer key.
 */
export async function settlePendingVendorTransfers(
  deps: VendorTransferDeps,
  options: { olderThanMs: number; limit: number },
): Promise<{ done: number; reversed: number; stillPending: number }> {
  const cutoff = new Date(deps.now().getTime() - options.olderThanMs);
  const pending = await deps.db
    .select()
    .from(vendorWalletTransfers)
    .where(and(eq(vendorWalletTransfers.status, 'pending'), lt(vendorWalletTransfers.createdAt, cutoff)))
    .orderBy(asc(vendorWalletTransfers.createdAt))
    .limit(options.limit);
  const tally = { done: 0, reversed: 0, stillPending: 0 };
  for (const row of pending) {
    const wallet = await deps.vendorWallet(row.vendorCode);
    const answer = wallet ? await wallet.status(row.transferKey) : null;
    if (!answer?.ok) {
      tally.stillPending++;
      continue;
    }
    if (answer.value.status === 'done') {
      if (row.direction === 'in') await setStatus(deps.db, row, 'done', deps.now());
      else {
        // What the vendor holds now is what is left after this withdrawal (and any play since).
        const now = await wallet?.balance(String(row.memberId));
        if (!(await completeWithdrawal(deps, row, now?.ok ? now.value.balance : null))) {
          tally.stillPending++;
          continue;
        }
      }
      tally.done++;
    } else {
      if (row.direction === 'in') await refundRefusedDeposit(deps, row);
      else await setStatus(deps.db, row, 'reversed', deps.now());
      tally.reversed++;
    }
  }
  return tally;
}

/** How many moves wait for reconciliation (for /metrics and the operator). */
export async function countPendingVendorTransfers(db: LedgerExecutor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorWalletTransfers)
    .where(eq(vendorWalletTransfers.status, 'pending'));
  return Number(row?.n ?? 0);
}
