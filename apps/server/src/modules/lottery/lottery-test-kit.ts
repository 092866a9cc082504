import { randomUUID } from 'node:crypto';
import type { LotteryDraw, LotteryGame, LotterySlip } from '@platform/contract/lottery';
import { API_PATHS } from '@platform/contract/paths';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { credit, newMemberSession, type TestMember } from '../wallet/wallet-test-helpers.ts';
import { runLotteryPass } from './lottery.job.ts';

export type LotteryBet = { market: string; selection: string; stake: number };

/**
 * What the lottery tests do to a test app (read when called: the app is made in `beforeAll`): run
 * the job's pass on the tests' clock, call the API as a member or operator, fund members, read cash.
 */
export function lotteryTestKit(app: () => TestApp, now: () => Date) {
  const pass = () => runLotteryPass({ db: app().database.db, now, walletEvents: app().ctx.walletEvents });

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app().app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function lobby(member: TestMember): Promise<LotteryGame[]> {
    const response = await call(member.token, 'GET', API_PATHS.lotteryGames);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.list;
  }

  /** The draw taking bets now, after a pass of the job has opened it. */
  async function openDraw(member: TestMember, gameCode: string): Promise<LotteryDraw> {
    await pass();
    const game = (await lobby(member)).find((g) => g.gameCode === gameCode);
    expect(game?.next, `${gameCode} has an open draw`).toBeTruthy();
    return game!.next!;
  }

  const bet = (member: TestMember, drawId: string, bets: LotteryBet[], slipKey = randomUUID()) =>
    call(member.token, 'POST', API_PATHS.lotterySlips, { drawId, slipKey, bets });

  async function placed(member: TestMember, drawId: string, bets: LotteryBet[]): Promise<LotterySlip> {
    const response = await bet(member, drawId, bets);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  }

  async function funded(amount = 1_000_000): Promise<TestMember> {
    const member = await newMemberSession(app());
    await credit(app(), member.memberId, amount);
    return member;
  }

  const cash = async (member: TestMember) =>
    (await memberBalances(app().database.db, member.memberId)).cash ?? 0;

  return { pass, call, lobby, openDraw, bet, placed, funded, cash };
}

/** Ten bets of `stake`, one on each digit at a position: exactly one of them wins each draw. */
export const everyDigitAt = (position: number, stake: number): LotteryBet[] =>
  Array.from({ length: 10 }, (_, digit) => ({
    market: 'POSITION',
    selection: `${position}:${digit}`,
    stake,
  }));
