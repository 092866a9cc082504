import { RECORD_PATHS } from '@platform/contract/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordsHelpers } from './records-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let helpers: ReturnType<typeof recordsHelpers>;
beforeAll(() => {
  helpers = recordsHelpers(t);
});
const loggedInMember = () => helpers.loggedInMember();
const move = (...args: Parameters<typeof helpers.move>) => helpers.move(...args);
const get = (...args: Parameters<typeof helpers.get>) => helpers.get(...args);

const week = () => ({
  start: new Date(Date.now() - 7 * 86_400_000).toISOString(),
  end: new Date(Date.now() + 60_000).toISOString(),
});

describe('member records', () => {
  it('lists every wallet movement newest first, with its kind, signed amount, balance after and reference', async () => {
    const me = await loggedInMember();
    await move('deposit', 'D-100', me.cash, 50_000);
    await move('bet', 'R-1', me.cash, -2_000);
    await move('win', 'R-1', me.cash, 5_000);
    await move('bet', 'R-2', me.cash, -1_000);

    const page = (await get(RECORD_PATHS.transactions, me.token, { ...week(), size: 10 })).json().value;
    expect(page.total).toBe(4);
    expect(
      page.list.map((r: { kind: string; amount: number; balanceAfter: number; reference: string }) => [
        r.kind,
        r.amount,
        r.balanceAfter,
        r.reference,
      ]),
    ).toEqual([
      ['bet', -1_000, 52_000, 'R-2'],
      ['win', 5_000, 53_000, 'R-1'],
      ['bet', -2_000, 48_000, 'R-1'],
      ['deposit', 50_000, 50_000, 'D-100'],
    ]);

    const bets = (await get(RECORD_PATHS.transactions, me.token, { ...week(), kind: 'bet', size: 10 })).json()
      .value;
    expect(bets.total).toBe(2);
    const second = (await get(RECORD_PATHS.transactions, me.token, { ...week(), size: 10, page: 2 })).json()
      .value;
    expect(second.list).toEqual([]);

    // Someone else's wallet is never in my record.
    const other = await loggedInMember();
    expect((await get(RECORD_PATHS.transactions, other.token, week())).json().value.total).toBe(0);
  });

  it('groups bets into rounds with stake, payout and result, and sums profit and loss over the range', async () => {
    const me = await loggedInMember();
    await move('deposit', 'D-200', me.cash, 10_000);
    await move('bet', 'G-1', me.cash, -3_000);
    await move('win', 'G-1', me.cash, 4_500);
    await move('bet', 'G-2', me.cash, -2_000);
    await move('withdrawal_request', 'W-1', me.cash, -3_000);
    await move('withdrawal_refund', 'W-1', me.cash, 1_000);

    const rounds = (await get(RECORD_PATHS.bets, me.token, week())).json().value;
    expect(rounds.total).toBe(2);
    expect(
      rounds.list.map((r: { reference: string; stake: number; payout: number; result: number }) => [
        r.reference,
        r.stake,
        r.payout,
        r.result,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['G-1', 3_000, 4_500, 1_500],
        ['G-2', 2_000, 0, -2_000],
      ]),
    );

    const profit = (await get(RECORD_PATHS.profit, me.token, week())).json().value;
    // A refunded part of a withdrawal did not leave the wallet.
    expect(profit).toEqual({
      stake: 5_000,
      payout: 4_500,
      profit: -500,
      deposits: 10_000,
      withdrawals: 2_000,
      bonuses: 0,
    });

    // A range that ended before the money moved has nothing in it.
    const before = {
      start: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      end: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    };
    expect((await get(RECORD_PATHS.profit, me.token, before)).json().value.profit).toBe(0);
  });

  it('refuses bad ranges and pages with 400, and visitors with 401', async () => {
    const me = await loggedInMember();
    const now = Date.now();
    for (const query of [
      { start: new Date(now).toISOString(), end: new Date(now - 1000).toISOString() },
      { start: new Date(now - 100 * 86_400_000).toISOString(), end: new Date(now).toISOString() },
      { start: 'yesterday', end: new Date(now).toISOString() },
      { ...week(), size: 7 },
      { ...week(), page: 0 },
      { ...week(), kind: 'theft' },
      { ...week(), extra: 1 },
    ]) {
      const answer = await get(RECORD_PATHS.transactions, me.token, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await t.app.inject({ url: `${RECORD_PATHS.profit}?start=x&end=y` })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      url: `${RECORD_PATHS.profit}?${new URLSearchParams(week())}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
