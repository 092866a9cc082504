import type { VendorRefund, VendorRollback, VendorTransactionAnswer } from '@platform/contract/vendor-api';
import { and, eq, ne, sql } from 'drizzle-orm';
import { betRecords } from '../bets/bets.tables.ts';
import { memberAccount, type PostedTransfer } from '../ledger/ledger.service.ts';
import { vendorTransactions } from './seamless.tables.ts';
import {
  answerRefused,
  type ClaimTx,
  claimTransaction,
  houseAccount,
  lockTransactionId,
  postAndAnswer,
  replayOf,
  rolledBack,
  roundEnded,
  type VendorCall,
} from './seamless-call.ts';
import { returnFreeRound } from './seamless-free-rounds.ts';
import {
  fingerprintOf,
  type Outcome,
  Refused,
  refuse,
  type SeamlessDeps,
  type WalletRefusal,
} from './seamless-outcome.ts';
import { findPlayer, type RoundRow } from './seamless-player.ts';

/*
 * Giving stakes back: a whole bet (rollback), and part of one (refund).
 */

/**
 * rollback: gives a bet's stake back. A bet never seen succeeds with nothing moved, and is
 * remembered, so that bet arriving late is refused (BET_ROLLED_BACK) instead of taking money.
 */
export function rollbackBet(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorRollback,
): Promise<Outcome<VendorTransactionAnswer>> {
  return giveBack(deps, vendorCode, input, {
    kind: 'rollback',
    fingerprint: fingerprintOf(['rollback', input.refTransactionId, input.roundId, input.playerId]),
    async amountOf(tx, call) {
      const bet = await betToGiveBack(tx, call, input.refTransactionId);
      if (!bet) return { amount: 0, freeRoundGrantId: null };
      // What partial refunds gave back already stays given; the rollback returns the rest.
      const amount = bet.amount - (await refundedOf(tx, vendorCode, input.refTransactionId));
      return { amount, freeRoundGrantId: bet.freeRoundGrantId };
    },
    unclaimed: refuse('TRANSACTION_CONFLICT', 'This bet was already rolled back by another transaction'),
  });
}

/**
 * refund: gives back part of a bet's stake, in its round, as long as the refunds of that bet stay
 * within its stake and no rollback took it back. Unlike a rollback, a refund names an amount, so
 * it needs the bet: one never received is BET_NOT_FOUND (404), and nothing is remembered.
 */
export function refundPart(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorRefund,
): Promise<Outcome<VendorTransactionAnswer>> {
  const { refTransactionId, roundId, playerId, amount, currency } = input;
  return giveBack(deps, vendorCode, input, {
    kind: 'refund',
    fingerprint: fingerprintOf(['refund', refTransactionId, roundId, playerId, amount, currency]),
    async amountOf(tx, call) {
      const bet = await betToGiveBack(tx, call, refTransactionId);
      if (!bet) throw new Refused(refuse('BET_NOT_FOUND', 'No bet was taken under this transaction id'));
      if (await rolledBack(tx, vendorCode, refTransactionId))
        throw new Refused(refuse('BET_ROLLED_BACK', 'This bet was rolled back'));
      const refundable = bet.amount - (await refundedOf(tx, vendorCode, refTransactionId));
      if (amount > refundable)
        throw new Refused(
          refuse('REFUND_EXCEEDS_STAKE', 'The refunds of a bet cannot exceed its stake', { refundable }),
        );
      return { amount, freeRoundGrantId: null };
    },
  });
}

/** How a rollback or a refund decides what goes back; everything else they do alike (giveBack). */
interface GiveBack {
  kind: 'rollback' | 'refund';
  fingerprint: string;
  /**
   * Checks the bet named and answers the minor units that go back (0: nothing moves) and, for a
   * bet on free rounds, its grant (the round goes back to it), inside the call's transaction and
   * under the bet's lock; a refusal is thrown as Refused.
   */
  amountOf(tx: ClaimTx, call: VendorCall): Promise<{ amount: number; freeRoundGrantId: number | null }>;
  /** What a lost race for the transaction id answers when the winner stored nothing under it. */
  unclaimed?: WalletRefusal;
}

/**
 * A rollback or refund: the replay answered from its row; otherwise, in one transaction under the
 * lock of the bet named (the bet's own call takes it too, so a bet, its rollback and its refunds
 * happen in turn), the amount decided, the transaction id claimed, the round's stake lowered and
 * the money moved from the house back to the player.
 */
async function giveBack(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorRollback | VendorRefund,
  spec: GiveBack,
): Promise<Outcome<VendorTransactionAnswer>> {
  const replay = await replayOf(deps.db, vendorCode, input.transactionId, spec.kind, spec.fingerprint);
  if (replay) return replay;
  const player = await findPlayer(deps.db, input.playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if ('currency' in input && input.currency !== player.currency)
    return refuse('CURRENCY_MISMATCH', `The player's wallet is in ${player.currency}`);
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const now = deps.now();
  const [cash, house] = await Promise.all([
    memberAccount(deps.db, owner, 'cash', now),
    houseAccount(deps.db, player.merchantId, now),
  ]);

  const call: VendorCall = { vendorCode, input, player, now };
  let outcome: {
    posted: PostedTransfer | null;
    answer: VendorTransactionAnswer;
    round: { row: RoundRow; ended: boolean } | null;
  };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, vendorCode, input.refTransactionId);
      const { amount, freeRoundGrantId } = await spec.amountOf(tx, call);
      const claimed = await claimTransaction(tx, call, {
        kind: spec.kind,
        amount,
        fingerprint: spec.fingerprint,
        refTransactionId: input.refTransactionId,
      });
      // A free round staked nothing, yet its rollback still undoes a bet of the round.
      const undoes = amount > 0 || freeRoundGrantId !== null;
      const round = undoes ? await refundInRound(tx, vendorCode, input.roundId, amount, now) : null;
      if (freeRoundGrantId !== null) await returnFreeRound(tx, freeRoundGrantId);
      const move = amount > 0 ? { kind: 'bet_refund', from: house, to: cash, amount } : null;
      return { ...(await postAndAnswer(tx, claimed, call, cash, move)), round };
    });
  } catch (error) {
    if (error instanceof Refused)
      return answerRefused(
        deps.db,
        error,
        call,
        { kind: spec.kind, fingerprint: spec.fingerprint },
        spec.unclaimed,
      );
    throw error;
  }
  if (outcome.posted) deps.walletEvents.publishPosted(player.merchantId, outcome.posted);
  if (outcome.round?.ended) await roundEnded(deps, outcome.round.row, now);
  return { ok: true, value: outcome.answer };
}

/**
 * The bet a rollback or refund names, when it was taken; a transaction id of another kind, player
 * or round is a vendor mistake that must move nothing (TRANSACTION_CONFLICT).
 */
async function betToGiveBack(tx: ClaimTx, call: VendorCall, refTransactionId: string) {
  const [bet] = await tx
    .select({
      kind: vendorTransactions.kind,
      memberId: vendorTransactions.memberId,
      roundId: vendorTransactions.roundId,
      amount: vendorTransactions.amount,
      freeRoundGrantId: vendorTransactions.freeRoundGrantId,
    })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, call.vendorCode),
        eq(vendorTransactions.transactionId, refTransactionId),
      ),
    );
  if (
    bet &&
    (bet.kind !== 'bet' || bet.memberId !== call.player.memberId || bet.roundId !== call.input.roundId)
  )
    throw new Refused(refuse('TRANSACTION_CONFLICT', 'The transaction named is not a bet of this round'));
  return bet ?? null;
}

/** What the partial refunds of a bet gave back so far. */
async function refundedOf(tx: ClaimTx, vendorCode: string, refTransactionId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${vendorTransactions.amount}), 0)` })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, vendorCode),
        eq(vendorTransactions.refTransactionId, refTransactionId),
        eq(vendorTransactions.kind, 'refund'),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Takes a stake given back (a rollback's rest or a refund) off its round, in the call's
 * transaction. A bet no win has settled is refunded even after its round ended (a studio timing
 * out on a bet ends the round without it); once a win (of any amount, a zero win recording a loss) settled the round, its
 * bets stand: ROUND_CLOSED. A round left without stake or payout is cancelled; `ended` tells
 * whether this refund closed it, so its end is announced once.
 */
async function refundInRound(tx: ClaimTx, vendorCode: string, roundId: string, amount: number, now: Date) {
  const [settledByWin] = await tx
    .select({ id: vendorTransactions.id })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, vendorCode),
        eq(vendorTransactions.roundId, roundId),
        eq(vendorTransactions.kind, 'win'),
      ),
    )
    .limit(1);
  if (settledByWin) throw new Refused(refuse('ROUND_CLOSED', 'A win has settled this round'));
  const emptied = sql`${betRecords.stake} - ${amount} = 0 and ${betRecords.payout} = 0`;
  const [before] = await tx
    .select({ status: betRecords.status })
    .from(betRecords)
    .where(and(eq(betRecords.vendorCode, vendorCode), eq(betRecords.roundId, roundId)))
    .for('update');
  const [row] = await tx
    .update(betRecords)
    .set({
      stake: sql`${betRecords.stake} - ${amount}`,
      status: sql`case when ${emptied} then 'cancelled' else ${betRecords.status} end`,
      settledAt: sql`case when ${emptied} then ${now.toISOString()}::timestamptz else ${betRecords.settledAt} end`,
    })
    .where(
      and(
        eq(betRecords.vendorCode, vendorCode),
        eq(betRecords.roundId, roundId),
        ne(betRecords.status, 'cancelled'),
      ),
    )
    .returning();
  if (!row) throw new Refused(refuse('ROUND_CLOSED', 'The round is cancelled'));
  return { row, ended: before?.status !== row.status };
}
