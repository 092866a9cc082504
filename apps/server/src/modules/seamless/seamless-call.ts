import type { VendorTransactionAnswer } from '@platform/contract/vendor-api';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betRecords } from '../bets/bets.tables.ts';
import {
  type LedgerExecutor,
  merchantAccount,
  type PostedTransfer,
  postMove,
} from '../ledger/ledger.service.ts';
import { type VendorTransactionKind, type VendorWinType, vendorTransactions } from './seamless.tables.ts';
import { type Outcome, Refused, refuse, type SeamlessDeps, type WalletRefusal } from './seamless-outcome.ts';
import { cashBalance, type Player, type RoundRow } from './seamless-player.ts';

/*
 * How a wallet call writes: the transaction id claimed, the move posted under a key made from it,
 * the answer stored for replays, and the round's end announced once.
 */
/**
 * A transaction id seen before: the same call again gets the first answer; the same id with other
 * details is a vendor bug that must not move money, answered TRANSACTION_CONFLICT.
 */
export async function replayOf(
  db: LedgerExecutor,
  vendorCode: string,
  transactionId: string,
  kind: VendorTransactionKind,
  fingerprint: string,
): Promise<Outcome<VendorTransactionAnswer> | null> {
  const [row] = await db
    .select({
      kind: vendorTransactions.kind,
      fingerprint: vendorTransactions.fingerprint,
      answer: vendorTransactions.answer,
    })
    .from(vendorTransactions)
    .where(
      and(eq(vendorTransactions.vendorCode, vendorCode), eq(vendorTransactions.transactionId, transactionId)),
    );
  if (!row) return null;
  if (row.kind !== kind || row.fingerprint !== fingerprint)
    return refuse('TRANSACTION_CONFLICT', 'This transaction id was used for another call');
  return { ok: true, value: row.answer as unknown as VendorTransactionAnswer };
}

/** Serializes the calls about one vendor transaction id (a bet and its rollback may race). */
export function lockTransactionId(tx: LedgerExecutor, vendorCode: string, transactionId: string) {
  return tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${vendorCode}:${transactionId}`}, 0))`,
  );
}

/** One money-moving vendor call (bet, win, rollback): who it is for, under which ids, and when. */
export interface VendorCall {
  vendorCode: string;
  input: { transactionId: string; roundId: string };
  player: Player;
  now: Date;
}

/**
 * Claims a vendor transaction id inside the caller's transaction: the unique row is what makes a
 * replay answer its first answer. When the id is already taken (a concurrent replay committed
 * first, or a second rollback of the same bet) the transaction is abandoned with CONFLICT and the
 * caller answers from the stored row.
 */
export async function claimTransaction(
  tx: LedgerExecutor,
  call: VendorCall,
  claim: {
    kind: VendorTransactionKind;
    amount: number;
    fingerprint: string;
    refTransactionId?: string;
    winType?: VendorWinType;
    jackpotContribution?: number;
    freeRoundGrantId?: number | null;
  },
): Promise<number> {
  const [claimed] = await tx
    .insert(vendorTransactions)
    .values({
      vendorCode: call.vendorCode,
      transactionId: call.input.transactionId,
      merchantId: call.player.merchantId,
      memberId: call.player.memberId,
      roundId: call.input.roundId,
      createdAt: call.now,
      ...claim,
      answer: {},
    })
    .onConflictDoNothing()
    .returning({ id: vendorTransactions.id });
  if (!claimed) throw new Refused(refuse('CONFLICT', 'replay'));
  return claimed.id;
}

function balanceAfter(posted: PostedTransfer, accountId: number): number {
  return posted.entries.find((entry) => entry.accountId === accountId)?.balanceAfter ?? 0;
}

/**
 * The answer to a claimed transaction, stored on its row in the same database transaction, so a
 * replay reads back exactly what the first call was told. Without a posting (a zero win, the
 * rollback of a bet never seen) the balance is read as it stands.
 */
async function answerClaimed(
  tx: LedgerExecutor & Pick<Database, 'update'>,
  claimed: number,
  at: { transactionId: string; player: Player; cash: number; posting: PostedTransfer | null },
): Promise<VendorTransactionAnswer> {
  const { posting, cash, player } = at;
  const value: VendorTransactionAnswer = {
    transactionId: at.transactionId,
    platformTransactionId: posting ? String(posting.transferId) : null,
    balance: posting ? balanceAfter(posting, cash) : await cashBalance(tx, player.memberId),
    currency: player.currency,
  };
  await tx
    .update(vendorTransactions)
    .set({ answer: value, ledgerTransferId: posting?.transferId ?? null })
    .where(eq(vendorTransactions.id, claimed));
  return value;
}

/**
 * The house account of each merchant, per database: read once, since every bet and win names it
 * and merchant accounts are never deleted or renumbered. Opened outside any transaction, so an id
 * kept here always exists.
 */
const houseAccounts = new WeakMap<Database, Map<number, number>>();

export async function houseAccount(db: Database, merchantId: number, at: Date): Promise<number> {
  let known = houseAccounts.get(db);
  if (!known) {
    known = new Map();
    houseAccounts.set(db, known);
  }
  const cached = known.get(merchantId);
  if (cached !== undefined) return cached;
  const id = await merchantAccount(db, merchantId, 'house', at);
  known.set(merchantId, id);
  return id;
}

const roundReference = (vendorCode: string, roundId: string) => `${vendorCode}:${roundId}`;
const ledgerKey = (vendorCode: string, transactionId: string) => `seamless:${vendorCode}:${transactionId}`;

export type ClaimTx = LedgerExecutor & Pick<Database, 'update'>;
export type CallMove = { kind: string; from: number; to: number; amount: number };

/**
 * Posts the call's move (none for a zero win or the rollback of a bet never seen) under a key made
 * from its transaction id, then stores the answer on the claimed row, in the caller's transaction.
 */
export async function postAndAnswer(
  tx: ClaimTx,
  claimed: number,
  call: VendorCall,
  cash: number,
  move: CallMove,
): Promise<{ posted: PostedTransfer; answer: VendorTransactionAnswer }>;
export async function postAndAnswer(
  tx: ClaimTx,
  claimed: number,
  call: VendorCall,
  cash: number,
  move: CallMove | null,
): Promise<{ posted: PostedTransfer | null; answer: VendorTransactionAnswer }>;
export async function postAndAnswer(
  tx: ClaimTx,
  claimed: number,
  call: VendorCall,
  cash: number,
  move: CallMove | null,
): Promise<{ posted: PostedTransfer | null; answer: VendorTransactionAnswer }> {
  const posting = move
    ? await postMove(tx, {
        at: call.now,
        merchantId: call.player.merchantId,
        idempotencyKey: ledgerKey(call.vendorCode, call.input.transactionId),
        reference: roundReference(call.vendorCode, call.input.roundId),
        ...move,
      })
    : null;
  const answer = await answerClaimed(tx, claimed, {
    transactionId: call.input.transactionId,
    player: call.player,
    cash,
    posting,
  });
  return { posted: posting, answer };
}

/**
 * A refusal thrown inside a call's transaction, answered: a lost race for the transaction id
 * (CONFLICT) answers what the winner stored, or `unclaimed` when nothing was stored under it.
 */
export async function answerRefused(
  db: LedgerExecutor,
  refused: Refused,
  call: VendorCall,
  replay: { kind: VendorTransactionKind; fingerprint: string },
  unclaimed: WalletRefusal = refused.refusal,
): Promise<Outcome<VendorTransactionAnswer>> {
  if (refused.refusal.code !== 'CONFLICT') return refused.refusal;
  const again = await replayOf(
    db,
    call.vendorCode,
    call.input.transactionId,
    replay.kind,
    replay.fingerprint,
  );
  return again ?? unclaimed;
}

export async function findRound(db: LedgerExecutor, vendorCode: string, roundId: string, memberId: number) {
  const [round] = await db
    .select()
    .from(betRecords)
    .where(and(eq(betRecords.vendorCode, vendorCode), eq(betRecords.roundId, roundId)));
  return round && round.memberId === memberId ? round : null;
}

export function roundEnded(deps: SeamlessDeps, round: RoundRow, endedAt: Date) {
  if (round.status === 'open') return Promise.resolve();
  return deps.betEvents.publish('roundEnded', {
    merchantId: round.merchantId,
    memberId: round.memberId,
    vendorCode: round.vendorCode,
    nodeId: round.nodeId,
    roundId: round.roundId,
    status: round.status,
    stake: round.stake,
    payout: round.payout,
    endedAt,
  });
}

/** Whether a rollback of this bet was taken: the bet arriving then, or a refund of it, is refused. */
export async function rolledBack(
  tx: LedgerExecutor,
  vendorCode: string,
  refTransactionId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendorTransactions.id })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, vendorCode),
        eq(vendorTransactions.refTransactionId, refTransactionId),
        eq(vendorTransactions.kind, 'rollback'),
      ),
    );
  return row !== undefined;
}
