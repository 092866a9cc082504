import type {
  VendorAuthenticate,
  VendorBalance,
  VendorBalanceAnswer,
  VendorBet,
  VendorEndRound,
  VendorPlayer,
  VendorTransactionAnswer,
  VendorTransactionQuery,
  VendorTransactionStatus,
  VendorWin,
} from '@platform/contract/vendor-api';
import { and, eq, sql } from 'drizzle-orm';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import { listMerchantVendors } from '../games/vendors.service.ts';
import { LedgerError, memberAccount, type PostedTransfer } from '../ledger/ledger.service.ts';
import { exclusionInForce, exclusionRefusal } from '../responsible/exclusions.service.ts';
import { refuseBet } from '../responsible/responsible-gates.ts';
import { vendorTransactions } from './seamless.tables.ts';
import {
  answerRefused,
  claimTransaction,
  findRound,
  houseAccount,
  lockTransactionId,
  postAndAnswer,
  rolledBack,
  roundEnded,
  type VendorCall,
} from './seamless-call.ts';
import { playableFreeRounds, playFreeRound } from './seamless-free-rounds.ts';
import { fingerprintOf, type Outcome, Refused, refuse, type SeamlessDeps } from './seamless-outcome.ts';
import {
  answerSeen,
  blockedRefusal,
  cashBalance,
  findPlayer,
  findSession,
  type RoundRow,
  readCall,
} from './seamless-player.ts';

async function vendorUnderMaintenance(deps: SeamlessDeps, merchantId: number, vendorCode: string) {
  const vendors = await listMerchantVendors(deps.db, {
    merchantId,
    now: deps.now(),
    cache: deps.vendorCache,
  });
  return vendors.find((vendor) => vendor.code === vendorCode)?.underMaintenance ?? false;
}

/** authenticate: the launch token, while alive, names the player the vendor plays for. */
export async function authenticatePlayer(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorAuthenticate,
): Promise<Outcome<VendorPlayer>> {
  const session = await findSession(deps.db, input.token);
  if (!session || session.vendorCode !== vendorCode)
    return refuse('VENDOR_TOKEN_INVALID', 'Unknown launch token');
  if (session.expiresAt <= deps.now()) return refuse('VENDOR_TOKEN_EXPIRED', 'The launch token has expired');
  const player = await findPlayer(deps.db, String(session.memberId));
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (player.blocked) return blockedRefusal();
  const exclusion = await exclusionInForce(deps.db, player.memberId, deps.now());
  if (exclusion) {
    const { code, value } = exclusionRefusal(exclusion);
    return refuse(code, 'The player is excluded from play', value);
  }
  const [game] = await deps.db
    .select({ gameCode: games.gameCode })
    .from(games)
    .where(eq(games.nodeId, session.nodeId));
  const freeRounds = await playableFreeRounds(deps.db, {
    memberId: player.memberId,
    vendorCode,
    nodeId: session.nodeId,
    now: deps.now(),
  });
  return {
    ok: true,
    value: {
      playerId: String(player.memberId),
      nickname: player.nickname,
      currency: player.currency,
      currencyExponent: player.currencyExponent,
      balance: await cashBalance(deps.db, player.memberId),
      language: session.language,
      gameCode: game?.gameCode ?? '',
      freeRounds,
    },
  };
}

/**
 * balance: the player's main wallet. Without a token it answers any player of the calling vendor's
 * merchants (a studio's reconciliation); a token, when sent, must be this player's, from this
 * vendor, and alive: a balance for a game session that ended is refused like a bet.
 */
export async function readPlayerBalance(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorBalance,
): Promise<Outcome<VendorBalanceAnswer>> {
  const player = await findPlayer(deps.db, input.playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (input.token !== undefined) {
    const session = await findSession(deps.db, input.token);
    if (!session || session.vendorCode !== vendorCode || session.memberId !== player.memberId)
      return refuse('VENDOR_TOKEN_INVALID', 'Unknown launch token');
    if (session.expiresAt <= deps.now())
      return refuse('VENDOR_TOKEN_EXPIRED', 'The launch token has expired');
  }
  return {
    ok: true,
    value: {
      balance: await cashBalance(deps.db, player.memberId),
      currency: player.currency,
      currencyExponent: player.currencyExponent,
    },
  };
}

/**
 * bet: takes the stake from the member's main wallet and opens (or adds to) the round, in one
 * transaction with the vendor transaction that makes it idempotent. Needs a live launch token.
 */
export async function placeBet(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorBet,
): Promise<Outcome<VendorTransactionAnswer>> {
  // A jackpot share is part of what must match on a replay; a bet without one keeps the
  // fingerprint it had before contributions were recorded.
  const jackpotContribution = input.jackpotContribution ?? 0;
  const fingerprint = fingerprintOf([
    'bet',
    input.roundId,
    input.playerId,
    input.amount,
    input.currency,
    ...(jackpotContribution > 0 ? [jackpotContribution] : []),
    ...(input.freeRoundsId ? [`free:${input.freeRoundsId}`] : []),
  ]);
  // A free round stakes the house's money: nothing is taken from the wallet or the round's stake.
  const staked = input.freeRoundsId ? 0 : input.amount;
  // One reading of the clock: the token check, the bet record and its ledger postings agree.
  const now = deps.now();
  const call = await readCall(deps.db, vendorCode, input);
  if (call.seen) return answerSeen(call.seen, 'bet', fingerprint);
  const { player, session } = call;
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (player.blocked) return blockedRefusal();
  if (input.currency !== player.currency)
    return refuse('CURRENCY_MISMATCH', `The player's wallet is in ${player.currency}`);
  if (!session || session.vendorCode !== vendorCode || session.memberId !== player.memberId)
    return refuse('VENDOR_TOKEN_INVALID', 'Unknown launch token');
  if (session.expiresAt <= now) return refuse('VENDOR_TOKEN_EXPIRED', 'The launch token has expired');
  // The token plays the game it was launched for, and only a game the catalog offers.
  const nodeId = call.gameNodeId;
  if (nodeId === null) return refuse('GAME_NOT_FOUND', 'The vendor has no such game, or it is switched off');
  if (session.nodeId !== nodeId)
    return refuse('VENDOR_GAME_MISMATCH', 'The launch token was issued for another game');
  if (await vendorUnderMaintenance(deps, player.merchantId, vendorCode))
    return refuse('GAME_MAINTENANCE', 'Game maintenance');
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const [cash, house] = await Promise.all([
    call.cash ?? memberAccount(deps.db, owner, 'cash', now),
    houseAccount(deps.db, player.merchantId, now),
  ]);

  const vendorCall: VendorCall = { vendorCode, input, player, now };
  let posted: PostedTransfer | null;
  let answer: VendorTransactionAnswer;
  try {
    ({ posted, answer } = await deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, vendorCode, input.transactionId);
      if (await rolledBack(tx, vendorCode, input.transactionId))
        throw new Refused(refuse('BET_ROLLED_BACK', 'This bet was rolled back before it arrived'));
      const freeRoundGrantId = input.freeRoundsId
        ? await playFreeRound(tx, {
            grantId: Number(input.freeRoundsId),
            memberId: player.memberId,
            vendorCode,
            nodeId,
            betAmount: input.amount,
            now,
          })
        : null;
      // The player's exclusion and wager and loss limits, in the bet's own transaction; a free round
      // stakes the house's money and passes no limit, but not an exclusion.
      const gate = await refuseBet(tx, { memberId: player.memberId, stake: staked, now });
      if (gate) throw new Refused(refuse(gate.code, 'The player may not bet now', gate.value));
      const claimed = await claimTransaction(tx, vendorCall, {
        kind: 'bet',
        amount: staked,
        fingerprint,
        jackpotContribution: Math.min(jackpotContribution, staked),
        freeRoundGrantId,
      });
      const [round] = await tx
        .insert(betRecords)
        .values({
          merchantId: player.merchantId,
          memberId: player.memberId,
          vendorCode,
          roundId: input.roundId,
          nodeId,
          gameCode: input.gameCode,
          stake: staked,
          placedAt: now,
        })
        .onConflictDoUpdate({
          target: [betRecords.vendorCode, betRecords.roundId],
          set: { stake: sql`${betRecords.stake} + excluded.stake` },
          setWhere: sql`${betRecords.memberId} = excluded.member_id and ${betRecords.status} = 'open'`,
        })
        .returning({ id: betRecords.id });
      if (!round) throw new Refused(refuse('ROUND_CLOSED', 'The round is closed'));
      const move = staked > 0 ? { kind: 'bet', from: cash, to: house, amount: staked } : null;
      return postAndAnswer(tx, claimed, vendorCall, cash, move);
    }));
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      const balance = await cashBalance(deps.db, player.memberId);
      return refuse('INSUFFICIENT_FUNDS', 'Insufficient balance', { balance, currency: player.currency });
    }
    if (error instanceof Refused)
      return answerRefused(deps.db, error, vendorCall, { kind: 'bet', fingerprint });
    throw error;
  }
  if (posted) deps.walletEvents.publishPosted(player.merchantId, posted);
  // Turnover counts what the player staked: a free round adds a round, not turnover.
  await deps.betEvents.publish('betPlaced', {
    merchantId: player.merchantId,
    memberId: player.memberId,
    vendorCode,
    nodeId,
    roundId: input.roundId,
    amount: staked,
    placedAt: now,
  });
  return { ok: true, value: answer };
}

/**
 * win: pays into the main wallet and, with endRound, settles the round. Accepted after the launch
 * token expired (DESIGN §6: a win is never refused for that); refused for a round never opened.
 */
export async function creditWin(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorWin,
): Promise<Outcome<VendorTransactionAnswer>> {
  // A regular win keeps the fingerprint it had before win types existed.
  const fingerprint = fingerprintOf([
    'win',
    input.roundId,
    input.playerId,
    input.amount,
    input.currency,
    ...(input.type === 'regular' ? [] : [input.type]),
  ]);
  const call = await readCall(deps.db, vendorCode, input);
  if (call.seen) return answerSeen(call.seen, 'win', fingerprint);
  const { player, round: known } = call;
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (input.currency !== player.currency)
    return refuse('CURRENCY_MISMATCH', `The player's wallet is in ${player.currency}`);
  if (!known) return refuse('ROUND_NOT_FOUND', 'No bet was placed in this round');
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const now = deps.now();
  const [cash, house] = await Promise.all([
    call.cash ?? memberAccount(deps.db, owner, 'cash', now),
    houseAccount(deps.db, player.merchantId, now),
  ]);

  const vendorCall: VendorCall = { vendorCode, input, player, now };
  let outcome: { posted: PostedTransfer | null; answer: VendorTransactionAnswer; round: RoundRow };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const claimed = await claimTransaction(tx, vendorCall, {
        kind: 'win',
        amount: input.amount,
        fingerprint,
        winType: input.type,
      });
      const [round] = await tx
        .update(betRecords)
        .set({
          payout: sql`${betRecords.payout} + ${input.amount}`,
          ...(input.endRound ? { status: 'settled' as const, settledAt: now } : {}),
        })
        .where(and(eq(betRecords.id, known.id), eq(betRecords.status, 'open')))
        .returning();
      if (!round) throw new Refused(refuse('ROUND_CLOSED', 'The round is closed'));
      const move = input.amount > 0 ? { kind: 'win', from: house, to: cash, amount: input.amount } : null;
      return { ...(await postAndAnswer(tx, claimed, vendorCall, cash, move)), round };
    });
  } catch (error) {
    if (error instanceof Refused)
      return answerRefused(deps.db, error, vendorCall, { kind: 'win', fingerprint });
    throw error;
  }
  if (outcome.posted) deps.walletEvents.publishPosted(player.merchantId, outcome.posted);
  await roundEnded(deps, outcome.round, now);
  return { ok: true, value: outcome.answer };
}

/** end round: settles an open round; ending it again answers the same. */
export async function endRound(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorEndRound,
): Promise<Outcome<{ roundId: string; status: 'settled' | 'cancelled'; balance: number; currency: string }>> {
  const player = await findPlayer(deps.db, input.playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  const known = await findRound(deps.db, vendorCode, input.roundId, player.memberId);
  if (!known) return refuse('ROUND_NOT_FOUND', 'No bet was placed in this round');
  const now = deps.now();
  const [settled] = await deps.db
    .update(betRecords)
    .set({ status: 'settled', settledAt: now })
    .where(and(eq(betRecords.id, known.id), eq(betRecords.status, 'open')))
    .returning();
  if (settled) await roundEnded(deps, settled, now);
  const status = settled ? 'settled' : known.status === 'cancelled' ? 'cancelled' : 'settled';
  return {
    ok: true,
    value: {
      roundId: input.roundId,
      status,
      balance: await cashBalance(deps.db, player.memberId),
      currency: player.currency,
    },
  };
}

/**
 * transaction: what became of one of the vendor's transaction ids, for a studio that got no answer
 * (a timeout) and wants to know before retrying or rolling back. Only calls that were accepted
 * leave a row; a refused one moved nothing and is TRANSACTION_NOT_FOUND, like one never received.
 */
export async function readTransaction(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorTransactionQuery,
): Promise<Outcome<VendorTransactionStatus>> {
  const [row] = await deps.db
    .select()
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, vendorCode),
        eq(vendorTransactions.transactionId, input.transactionId),
      ),
    );
  if (!row) return refuse('TRANSACTION_NOT_FOUND', 'No such transaction of this vendor');
  return {
    ok: true,
    value: {
      transactionId: row.transactionId,
      kind: row.kind,
      roundId: row.roundId,
      playerId: String(row.memberId),
      amount: row.amount,
      refTransactionId: row.refTransactionId,
      winType: row.winType,
      jackpotContribution: row.jackpotContribution,
      freeRoundsId: row.freeRoundGrantId === null ? null : String(row.freeRoundGrantId),
      createdAt: row.createdAt.toISOString(),
      answer: row.answer as unknown as VendorTransactionAnswer,
    },
  };
}
