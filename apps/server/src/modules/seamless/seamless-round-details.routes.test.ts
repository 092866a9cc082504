import type { AdminBetRound } from '@platform/contract/bets-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { bet, CURRENCY, call, id, player, useStudio, VENDOR } from './seamless-test-studio.ts';

// Round details for the operator (issue 24): a round of real wallet calls, as support sees it.

const studio = useStudio();

async function roundRowId(roundId: string) {
  const [row] = await studio.t.database.db
    .select({ id: betRecords.id })
    .from(betRecords)
    .where(and(eq(betRecords.vendorCode, VENDOR), eq(betRecords.roundId, roundId)));
  return row!.id;
}

const details = (rowId: number | string, token: string) =>
  studio.t.app.inject({
    method: 'GET',
    url: `${ADMIN_PATHS.bets}/${rowId}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('round details for the operator', () => {
  it('lists every wallet call of the round in order, with jackpot shares and wins apart', async () => {
    const support = await operatorToken(studio.t, 'round-support', 'support');
    const p = await player();
    const roundId = id('round');
    const firstBet = id('bet');
    await call(VENDOR_API_PATHS.bet, {
      transactionId: firstBet,
      roundId,
      playerId: p.playerId,
      token: p.gameToken,
      gameCode: 'fortune',
      amount: 400,
      currency: CURRENCY,
      jackpotContribution: 8,
    });
    const secondBet = id('bet');
    await bet(p, 200, roundId, secondBet);
    const refundId = id('rf');
    await call(VENDOR_API_PATHS.refund, {
      transactionId: refundId,
      refTransactionId: secondBet,
      roundId,
      playerId: p.playerId,
      amount: 50,
      currency: CURRENCY,
    });
    const jackpotId = id('jp');
    await call(VENDOR_API_PATHS.win, {
      transactionId: jackpotId,
      roundId,
      playerId: p.playerId,
      gameCode: 'fortune',
      amount: 9_000,
      currency: CURRENCY,
      endRound: true,
      type: 'jackpot',
    });

    const response = await details(await roundRowId(roundId), support);
    expect(response.statusCode, response.body).toBe(200);
    const round = response.json().value as AdminBetRound;
    expect(round.round).toMatchObject({ roundId, status: 'settled', stake: 550, payout: 9_000 });
    expect(round.transactions.map((tx) => [tx.transactionId, tx.kind, tx.winType, tx.amount])).toEqual([
      [firstBet, 'bet', null, 400],
      [secondBet, 'bet', null, 200],
      [refundId, 'refund', null, 50],
      [jackpotId, 'win', 'jackpot', 9_000],
    ]);
    expect(round.transactions[2]!.refTransactionId).toBe(secondBet);
    expect(round.transactions.every((tx) => tx.ledgerTransferId !== null)).toBe(true);
    expect([round.jackpotContributed, round.jackpotWon]).toEqual([8, 9_000]);
  });

  it('answers 404 for a round that is not there, 400 for a bad id and 403 without members.read', async () => {
    const support = await operatorToken(studio.t, 'round-support-2', 'support');
    const writer = await operatorToken(studio.t, 'round-content', 'content');
    const missing = await details(2_000_000_000, support);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'ROUND_NOT_FOUND']);
    for (const bad of ['abc', '0', '1.5', '%00'])
      expect((await details(bad, support)).json().code).toBe('VALIDATION_ERROR');
    const p = await player();
    const roundId = id('round');
    await bet(p, 100, roundId);
    const refused = await details(await roundRowId(roundId), writer);
    expect(refused.statusCode).toBe(403);
  });
});
