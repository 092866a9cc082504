import type { VendorRollback, VendorTransactionAnswer } from '@platform/contract/vendor-api';
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
  roundEnded,
  type VendorCall,
} from './seamless-call.ts';
import { fingerprintOf, type Outcome, Refused, refuse, type SeamlessDeps } from './seamless-outcome.ts';
import { findPlayer, type RoundRow } from './seamless-player.ts';

/*
 * Giving stakes back: a whole bet (rollback), and part of one (refund).
 */

/**
 * rollback: gives a bet's stake back. A bet never seen succeeds with nothing moved, and is
 * remembered, so that bet arriving late is refused (BET_ROLLED_BACK) instead of taking money.
 */
export async function rollbackBet(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorRollback,
): Promise<Outcome<VendorTransactionAnswer>> {
  const fingerprint = fingerprintOf(['rollback', input.refTransactionId, input.roundId, input.playerId]);
  const replay = await replayOf(deps.db, vendorCode, input.transactionId, 'rollback', fingerprint);
  if (replay) return replay;
  const player = await findPlayer(deps.db, input.playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const now = deps.now();
  const [cash, house] = await Promise.all([
    memberAccount(deps.db, owner, 'cash', now),
    houseAccount(deps.db, player.merchantId, now),
  ]);

  const vendorCall: VendorCall = { vendorCode, input, player, now };
  let outcome: {
    posted: PostedTransfer | null;
    answer: VendorTransactionAnswer;
    round: { row: RoundRow; ended: boolean } | null;
  };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, vendorCode, input.refTransactionId);
      const [bet] = await tx
        .select()
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.vendorCode, vendorCode),
            eq(vendorTransactions.transactionId, input.refTransactionId),
          ),
        );
      if (bet && (bet.kind !== 'bet' || bet.memberId !== player.memberId || bet.roundId !== input.roundId))
        throw new Refused(
          refuse('TRANSACTION_CONFLICT', 'The transaction rolled back is not a bet of this round'),
        );
      const claimed = await claimTransaction(tx, vendorCall, {
        kind: 'rollback',
        amount: bet?.amount ?? 0,
        fingerprint,
        refTransactionId: input.refTransactionId,
      });
      const round = bet ? await refundInRound(tx, vendorCode, input.roundId, bet.amount, now) : null;
      const move = bet ? { kind: 'bet_refund', from: house, to: cash, amount: bet.amount } : null;
      return { ...(await postAndAnswer(tx, claimed, vendorCall, cash, move)), round };
    });
  } catch (error) {
    if (error instanceof Refused)
      return answerRefused(
        deps.db,
        error,
        vendorCall,
        { kind: 'rollback', fingerprint },
        refuse('TRANSACTION_CONFLICT', 'This bet was already rolled back by another transaction'),
      );
    throw error;
  }
  if (outcome.posted) deps.walletEvents.publishPosted(player.merchantId, outcome.posted);
  if (outcome.round?.ended) await roundEnded(deps, outcome.round.row, now);
  return { ok: true, value: outcome.answer };
}

/**
 * Takes a rolled-back bet's stake off its round, in the rollback's transaction. A bet no win has
 * settled is refunded even after its round ended (a studio timing out on a bet ends the round
 * without it); once a win (of any amount, a zero win recording a loss) settled the round, its
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
