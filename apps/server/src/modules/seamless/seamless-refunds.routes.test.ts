import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { betRecords } from '../bets/bets.tables.ts';
import { reconcile } from '../ledger/ledger.service.ts';
import {
  balanceOf,
  bet,
  CURRENCY,
  call,
  id,
  player,
  useStudio,
  VENDOR,
  win,
} from './seamless-test-studio.ts';

// Partial refunds and jackpot transaction types of the vendor wallet API (docs/vendor-api.md).

const studio = useStudio();

const refund = (
  p: { playerId: string },
  refTransactionId: string,
  roundId: string,
  amount: number,
  transactionId = id('rf'),
) =>
  call(VENDOR_API_PATHS.refund, {
    transactionId,
    refTransactionId,
    roundId,
    playerId: p.playerId,
    amount,
    currency: CURRENCY,
  });

const rollback = (p: { playerId: string }, refTransactionId: string, roundId: string) =>
  call(VENDOR_API_PATHS.rollback, {
    transactionId: id('rb'),
    refTransactionId,
    roundId,
    playerId: p.playerId,
  });

const lookUp = async (transactionId: string) =>
  (await call(VENDOR_API_PATHS.transaction, { transactionId })).json().value;

async function roundOf(roundId: string) {
  const [round] = await studio.t.database.db
    .select()
    .from(betRecords)
    .where(and(eq(betRecords.vendorCode, VENDOR), eq(betRecords.roundId, roundId)));
  return round;
}

describe('partial refunds of a bet', () => {
  it('gives back parts of a stake, once each, never more than the stake, and cancels the emptied round', async () => {
    const p = await player();
    const roundId = id('round');
    const betId = id('bet');
    await bet(p, 1_000, roundId, betId);
    const firstId = id('rf');
    const first = await refund(p, betId, roundId, 300, firstId);
    expect([first.statusCode, first.json().value.balance]).toEqual([200, 9_300]);
    expect((await refund(p, betId, roundId, 300, firstId)).json()).toEqual(first.json());

    const over = await refund(p, betId, roundId, 800);
    expect([over.statusCode, over.json().code, over.json().value]).toEqual([
      409,
      'REFUND_EXCEEDS_STAKE',
      { refundable: 700 },
    ]);
    expect(await balanceOf(p.playerId)).toBe(9_300);
    expect(await roundOf(roundId)).toMatchObject({ status: 'open', stake: 700 });

    await refund(p, betId, roundId, 700);
    expect(await balanceOf(p.playerId)).toBe(10_000);
    expect(await roundOf(roundId)).toMatchObject({ status: 'cancelled', stake: 0, payout: 0 });
    // Nothing is left to roll back: the rollback succeeds and moves nothing.
    const rolled = await rollback(p, betId, roundId);
    expect([rolled.statusCode, rolled.json().value.platformTransactionId]).toEqual([200, null]);
    expect(await balanceOf(p.playerId)).toBe(10_000);
    expect(await lookUp(firstId)).toMatchObject({ kind: 'refund', amount: 300, refTransactionId: betId });
  });

  it('lets a rollback return only what the refunds left, and refuses refunds after it', async () => {
    const p = await player();
    const roundId = id('round');
    const betId = id('bet');
    await bet(p, 1_000, roundId, betId);
    await refund(p, betId, roundId, 250);
    const rolled = await rollback(p, betId, roundId);
    expect(rolled.json().value.balance).toBe(10_000);
    const late = await refund(p, betId, roundId, 1);
    expect([late.statusCode, late.json().code]).toEqual([409, 'BET_ROLLED_BACK']);
    expect(await balanceOf(p.playerId)).toBe(10_000);
  });

  it('refuses a bet never taken, a win, another round and a settled round, moving nothing', async () => {
    const p = await player();
    const roundId = id('round');
    const lateBet = id('bet');
    const unknown = await refund(p, lateBet, roundId, 100);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'BET_NOT_FOUND']);
    // Unlike a rollback, a refused refund is not remembered: the bet is taken when it comes.
    expect((await bet(p, 500, roundId, lateBet)).statusCode).toBe(200);
    const winId = id('win');
    await win(p, 0, roundId, winId, false);
    const ofWin = await refund(p, winId, roundId, 100);
    expect([ofWin.statusCode, ofWin.json().code]).toEqual([409, 'TRANSACTION_CONFLICT']);
    const otherRound = await refund(p, lateBet, id('round'), 100);
    expect(otherRound.json().code).toBe('TRANSACTION_CONFLICT');
    const settled = await refund(p, lateBet, roundId, 100);
    expect([settled.statusCode, settled.json().code]).toEqual([409, 'ROUND_CLOSED']);
    const wrongCurrency = await call(VENDOR_API_PATHS.refund, {
      transactionId: id('rf'),
      refTransactionId: lateBet,
      roundId,
      playerId: p.playerId,
      amount: 100,
      currency: 'USD',
    });
    expect(wrongCurrency.json().code).toBe('CURRENCY_MISMATCH');
    for (const amount of [0, -5, 1.5, '100'])
      expect((await refund(p, lateBet, roundId, amount as number)).json().code).toBe('VALIDATION_ERROR');
    expect(await balanceOf(p.playerId)).toBe(9_500);
  });

  it('sums refunds sent at the same moment against the stake: the ones that fit are paid, once', async () => {
    const p = await player();
    const roundId = id('round');
    const betId = id('bet');
    await bet(p, 1_000, roundId, betId);
    const sent = await Promise.all(Array.from({ length: 8 }, () => refund(p, betId, roundId, 300)));
    const paid = sent.filter((response) => response.statusCode === 200);
    const refused = sent.filter((response) => response.statusCode !== 200);
    expect(paid).toHaveLength(3);
    expect(refused.map((response) => response.json().code)).toEqual(Array(5).fill('REFUND_EXCEEDS_STAKE'));
    expect(await balanceOf(p.playerId)).toBe(9_000 + 3 * 300);
    expect(await roundOf(roundId)).toMatchObject({ stake: 100 });
    expect(await reconcile(studio.t.database.db, studio.t.merchantId)).toEqual({
      unbalancedTransfers: 0,
      mismatchedAccounts: 0,
      difference: 0,
      negativeBalances: 0,
    });
  });
});

describe('jackpot contributions and jackpot wins', () => {
  it('records a bet’s jackpot share and a jackpot win as its own type, apart from regular wins', async () => {
    const p = await player();
    const roundId = id('round');
    const betId = id('bet');
    const placed = await call(VENDOR_API_PATHS.bet, {
      transactionId: betId,
      roundId,
      playerId: p.playerId,
      token: p.gameToken,
      gameCode: 'fortune',
      amount: 500,
      currency: CURRENCY,
      jackpotContribution: 20,
    });
    expect(placed.json().value.balance).toBe(9_500);
    expect(await lookUp(betId)).toMatchObject({ kind: 'bet', jackpotContribution: 20, winType: null });

    const regularId = id('win');
    await win(p, 100, roundId, regularId, false);
    const jackpotId = id('jp');
    const jackpotWin = {
      transactionId: jackpotId,
      roundId,
      playerId: p.playerId,
      gameCode: 'fortune',
      amount: 50_000,
      currency: CURRENCY,
      endRound: true,
      type: 'jackpot',
    };
    const paid = await call(VENDOR_API_PATHS.win, jackpotWin);
    expect(paid.json().value.balance).toBe(9_500 + 100 + 50_000);
    expect(await lookUp(regularId)).toMatchObject({ kind: 'win', winType: 'regular', amount: 100 });
    expect(await lookUp(jackpotId)).toMatchObject({ kind: 'win', winType: 'jackpot', amount: 50_000 });
    // The type is part of the call: the same id sent as a regular win is another call.
    const { type: _, ...asRegular } = jackpotWin;
    const conflict = await call(VENDOR_API_PATHS.win, asRegular);
    expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'TRANSACTION_CONFLICT']);
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled', stake: 500, payout: 50_100 });
  });

  it('refuses a jackpot share over the bet and an unknown win type, moving nothing', async () => {
    const p = await player();
    const roundId = id('round');
    const over = await call(VENDOR_API_PATHS.bet, {
      transactionId: id('bet'),
      roundId,
      playerId: p.playerId,
      token: p.gameToken,
      gameCode: 'fortune',
      amount: 100,
      currency: CURRENCY,
      jackpotContribution: 101,
    });
    expect([over.statusCode, over.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    await bet(p, 100, roundId);
    const odd = await call(VENDOR_API_PATHS.win, {
      transactionId: id('win'),
      roundId,
      playerId: p.playerId,
      gameCode: 'fortune',
      amount: 100,
      currency: CURRENCY,
      type: 'bonus',
    });
    expect([odd.statusCode, odd.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await balanceOf(p.playerId)).toBe(9_900);
  });
});
