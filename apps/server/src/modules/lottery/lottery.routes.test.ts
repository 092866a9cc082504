import { randomUUID } from 'node:crypto';
import { IN_HOUSE_VENDOR } from '@platform/contract/in-house';
import type { LotteryDraw, LotteryGame, LotterySlip } from '@platform/contract/lottery';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { RECORD_PATHS } from '@platform/contract/wallet-constants';
import { hashServerSeed } from '@platform/games/fairness/fairness';
import { drawRng } from '@platform/games/lottery/draws';
import { FIVE_D } from '@platform/games/lottery/lottery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { newMemberSession, type TestMember } from '../wallet/wallet-test-helpers.ts';
import { runLotteryPass } from './lottery.job.ts';
import { lotteryDraws, lotteryGames, lotterySlips } from './lottery.tables.ts';
import { installDefaultLotteries } from './lottery-draws.service.ts';
import { everyDigitAt, lotteryTestKit } from './lottery-test-kit.ts';

/**
 * The one clock, moved by the tests. While `ticking`, every reading is a millisecond after the one
 * before, so a burst of bets spans the close the way bets arriving over real time do.
 */
let current = Date.parse('2026-03-02T09:00:30.000Z');
let ticking = false;
const now = () => {
  if (ticking) current += 1;
  return new Date(current);
};
const advanceTo = (instant: string | number) => {
  current = typeof instant === 'number' ? instant : Date.parse(instant);
};

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now });
  await installDefaultLotteries(t.database.db, t.merchantId, now());
  admin = await operatorToken(t, 'lotteryadmin', 'admin');
});
afterAll(async () => {
  await t?.close();
});

const { pass, call, lobby, openDraw, bet, placed, funded, cash } = lotteryTestKit(() => t, now);

async function readDraw(member: TestMember, drawId: string): Promise<LotteryDraw> {
  const response = await call(member.token, 'GET', `${API_PATHS.lotteryDraws}/${drawId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

describe('draws', () => {
  it('opens the running and the next draw with their seeds committed, and closes betting before the draw', async () => {
    await pass();
    const member = await funded();
    const fast1 = (await lobby(member)).find((g) => g.gameCode === 'FAST1')!;
    const next = fast1.next!;
    expect(next.status).toBe('open');
    expect(next.serverSeed).toBeNull();
    expect(next.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // A one-minute lottery: the draw at the next whole minute, betting closed five seconds before.
    expect(Date.parse(next.drawsAt) % 60_000).toBe(0);
    expect(Date.parse(next.drawsAt) - now().getTime()).toBeLessThanOrEqual(60_000);
    expect(Date.parse(next.drawsAt) - Date.parse(next.closesAt)).toBe(5_000);
    expect(fast1.markets.find((m) => m.code === 'POSITION')?.odds).toEqual({ POSITION: 9_700 });
  });

  it('pays the one winning digit of ten, reveals the seed and recomputes from it and the draw id', async () => {
    const member = await funded(100_000);
    const draw = await openDraw(member, 'FAST1');
    const slip = await placed(member, draw.drawId, everyDigitAt(1, 1_000));
    expect(slip.stake).toBe(10_000);
    expect(slip.bets[0]).toMatchObject({ potentialWin: 9_700, payout: null });
    expect(await cash(member)).toBe(90_000);

    advanceTo(draw.drawsAt);
    await pass();
    const made = await readDraw(member, draw.drawId);
    expect(made.status).toBe('settled');
    expect(hashServerSeed(made.serverSeed!)).toBe(draw.serverSeedHash);
    expect(made.result).toEqual(FIVE_D.draw(drawRng(made.serverSeed!, draw.drawId)));
    // Exactly one of the ten digits of position 1 came up: one win at 9.7.
    expect(await cash(member)).toBe(90_000 + 9_700);
    const [record] = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendorCode, IN_HOUSE_VENDOR), eq(betRecords.roundId, `lottery-${slip.id}`)));
    expect(record).toMatchObject({ status: 'settled', stake: 10_000, payout: 9_700, gameCode: 'FAST1' });
    const mine = (await call(member.token, 'GET', API_PATHS.lotterySlips)).json().value.list as LotterySlip[];
    expect(mine[0]).toMatchObject({ id: slip.id, status: 'settled', payout: 9_700 });
    // The betting record lists the slip as one round of the lottery, settled, with its return.
    const since = new Date(Date.parse(slip.placedAt) - 60_000).toISOString();
    const bets = await call(
      member.token,
      'GET',
      `${RECORD_PATHS.bets}?start=${since}&end=${new Date(now().getTime() + 60_000).toISOString()}`,
    );
    console.log(JSON.stringify(bets.json().value.list));
    expect(bets.json().value.list).toContainEqual(
      expect.objectContaining({ gameName: 'FAST1', stake: 10_000, payout: 9_700, status: 'settled' }),
    );
    const winning = (made.result as number[])[0];
    expect(mine[0]!.bets.find((b) => b.selection === `1:${winning}`)?.payout).toBe(9_700);
  });

  it('settles again without paying twice, even when a slip is found open again', async () => {
    const member = await funded(100_000);
    const draw = await openDraw(member, 'FAST1');
    const slip = await placed(member, draw.drawId, everyDigitAt(2, 500));
    advanceTo(draw.drawsAt);
    await pass();
    const after = await cash(member);
    expect(after).toBe(100_000 - 5_000 + 4_850);
    // A crash between the posting and the status: the slip and draw look unsettled again.
    await t.database.db
      .update(lotterySlips)
      .set({ status: 'open' })
      .where(eq(lotterySlips.id, Number(slip.id)));
    await t.database.db
      .update(lotteryDraws)
      .set({ status: 'drawn' })
      .where(eq(lotteryDraws.drawId, draw.drawId));
    await pass();
    await pass();
    expect(await cash(member)).toBe(after);
    const wins = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `lottery:${slip.id}:win`));
    expect(wins).toHaveLength(1);
  });

  it('draws a missed draw late with the seed it committed, never a new one', async () => {
    const member = await funded(100_000);
    const draw = await openDraw(member, 'FAST3');
    await placed(member, draw.drawId, everyDigitAt(5, 100));
    // The node that would have drawn it is down for ten minutes; another runs the next pass.
    advanceTo(Date.parse(draw.drawsAt) + 10 * 60_000);
    await runLotteryPass({ db: t.database.db, now, walletEvents: t.ctx.walletEvents });
    const made = await readDraw(member, draw.drawId);
    expect(made.status).toBe('settled');
    expect(hashServerSeed(made.serverSeed!)).toBe(draw.serverSeedHash);
    expect(made.result).toEqual(FIVE_D.draw(drawRng(made.serverSeed!, draw.drawId)));
    expect(await cash(member)).toBe(100_000 - 1_000 + 970);
    // Nothing is drawn twice: a later pass leaves the result as it was.
    await pass();
    expect((await readDraw(member, draw.drawId)).result).toEqual(made.result);
  });
});

describe('bets', () => {
  it('refuses bets the engine or the limits refuse, naming each, and moves nothing', async () => {
    const member = await funded(100_000);
    const draw = await openDraw(member, 'FAST1');
    const response = await bet(member, draw.drawId, [
      { market: 'NO_SUCH', selection: '1:1', stake: 1_000 },
      { market: 'POSITION', selection: '6:1', stake: 1_000 },
      { market: 'POSITION', selection: '1:1', stake: 99 },
    ]);
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(['body.bets.0.market', 'body.bets.1.selection', 'body.bets.2.stake']);
    expect(await cash(member)).toBe(100_000);
  });

  it('answers a slip key again with the first slip, and refuses it for other bets', async () => {
    const member = await funded(100_000);
    const draw = await openDraw(member, 'FAST5');
    const slipKey = randomUUID();
    const bets = [{ market: 'SUM_BIG_SMALL', selection: 'BIG', stake: 2_000 }];
    const first = await bet(member, draw.drawId, bets, slipKey);
    const again = await bet(member, draw.drawId, bets, slipKey);
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await cash(member)).toBe(98_000);
    const other = await bet(member, draw.drawId, [{ ...bets[0]!, stake: 3_000 }], slipKey);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await cash(member)).toBe(98_000);
  });

  it('refuses a stake the wallet cannot cover, an unknown draw and a caller not signed in', async () => {
    const member = await funded(500);
    const draw = await openDraw(member, 'FAST5');
    const poor = await bet(member, draw.drawId, [{ market: 'POSITION', selection: '1:1', stake: 1_000 }]);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 500 } });
    const unknown = await bet(member, 'FAST5-20000101T000000', [
      { market: 'POSITION', selection: '1:1', stake: 100 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('DRAW_NOT_FOUND');
    expect((await call(null, 'GET', API_PATHS.lotteryGames)).statusCode).toBe(401);
    expect(await cash(member)).toBe(500);
  });

  it('takes no bet after the close, however many arrive at the boundary', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => funded(100_000)));
    const draw = await openDraw(members[0]!, 'FAST1');
    const closesAt = Date.parse(draw.closesAt);
    // How many readings of the clock one bet takes, so that the burst starts half of it before the close.
    ticking = true;
    const before = current;
    await placed(members[0]!, draw.drawId, [{ market: 'POSITION', selection: '3:3', stake: 100 }]);
    const perBet = current - before;
    ticking = false;
    advanceTo(closesAt - 50 * perBet);
    ticking = true;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        bet(members[i % 10]!, draw.drawId, [{ market: 'POSITION', selection: '3:3', stake: 100 }]),
      ),
    ).finally(() => {
      ticking = false;
    });
    const accepted = answers.filter((a) => a.statusCode === 200).map((a) => a.json().value as LotterySlip);
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code);
    expect(new Set(refused)).toEqual(new Set(['BETTING_CLOSED']));
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const slip of accepted) expect(Date.parse(slip.placedAt)).toBeLessThan(closesAt);
    const stakes = (await Promise.all(members.map(cash))).reduce((sum, c) => sum + (100_000 - c), 0);
    expect(stakes).toBe((accepted.length + 1) * 100);
  });

  it('holds the exposure cap on one number under 200 concurrent bets', async () => {
    const cap = 97_000; // ten bets of 1,000 at 9.7
    await t.database.db
      .update(lotteryGames)
      .set({ maxExposure: cap })
      .where(and(eq(lotteryGames.merchantId, t.merchantId), eq(lotteryGames.gameCode, 'FAST5')));
    const members = await Promise.all(Array.from({ length: 20 }, () => funded(100_000)));
    const draw = await openDraw(members[0]!, 'FAST5');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        bet(members[i % 20]!, draw.drawId, [{ market: 'POSITION', selection: '4:7', stake: 1_000 }]),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    expect(accepted).toHaveLength(10);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['EXPOSURE_LIMIT']),
    );
    const exposure = await call(admin, 'GET', `${ADMIN_PATHS.lotteryDraws}/${draw.drawId}/exposure`);
    expect(exposure.json().value.list).toContainEqual({
      market: 'POSITION',
      selection: '4:7',
      liability: cap,
      remaining: 0,
    });
    // Another number of the same draw is still open.
    await placed(members[0]!, draw.drawId, [{ market: 'POSITION', selection: '4:8', stake: 1_000 }]);
    const taken = (await Promise.all(members.map(cash))).reduce((sum, c) => sum + (100_000 - c), 0);
    expect(taken).toBe(11_000);
  });
});

describe('Vietnamese lô', () => {
  it('covers all 100 endings and is paid once for each of the 27 numbers of the northern draw', async () => {
    const member = await funded(1_000_000);
    const draw = await openDraw(member, 'VN_NORTH');
    const endings = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    for (const half of [endings.slice(0, 50), endings.slice(50)])
      await placed(
        member,
        draw.drawId,
        half.map((selection) => ({ market: 'LO', selection, stake: 100 })),
      );
    expect(await cash(member)).toBe(1_000_000 - 10_000);
    advanceTo(draw.drawsAt);
    await pass();
    // Hours later: the member's session has lapsed; anyone signed in may read a draw.
    const viewer = await newMemberSession(t);
    const made = await readDraw(viewer, draw.drawId);
    // The spec's Vietnamese calls: the menu lists the Vietnamese lotteries only, the recent results this draw.
    const menu = (await call(viewer.token, 'GET', API_PATHS.vnGameMenu)).json().value.list as LotteryGame[];
    expect(menu.map((game) => game.gameCode)).toEqual(['VN_NORTH', 'VN_SOUTH']);
    const recent = (await call(viewer.token, 'GET', `${API_PATHS.vnRecent}?limit=5`)).json().value.list;
    expect(recent[0]).toMatchObject({ drawId: draw.drawId, status: 'settled' });
    expect((await call(viewer.token, 'GET', `${API_PATHS.vnRecent}?limit=0`)).statusCode).toBe(400);
    const numbers = Object.values(made.result as Record<string, string[]>).flat();
    expect(numbers).toHaveLength(27);
    // Each number drawn ends in exactly one of the 100 endings: 27 wins of 100 at 3.6.
    expect(await cash(member)).toBe(1_000_000 - 10_000 + 27 * 360);
  });
});

describe('cancelling a draw', () => {
  it('refunds every slip, closes betting, is audited, and cannot be done twice', async () => {
    const [a, b] = [await funded(50_000), await funded(50_000)];
    const draw = await openDraw(a, 'FAST3');
    await placed(a, draw.drawId, everyDigitAt(1, 1_000));
    await placed(b, draw.drawId, [{ market: 'DRAGON_TIGER', selection: 'TIE', stake: 5_000 }]);
    expect([await cash(a), await cash(b)]).toEqual([40_000, 45_000]);

    const operator = await operatorToken(t, 'lotterycancel', 'admin');
    const cancel = () => call(operator, 'POST', `${ADMIN_PATHS.lotteryDraws}/${draw.drawId}/cancel`);
    const response = await cancel();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ refunded: 2, amount: 15_000 });
    expect([await cash(a), await cash(b)]).toEqual([50_000, 50_000]);
    expect((await readDraw(a, draw.drawId)).status).toBe('cancelled');
    expect((await bet(a, draw.drawId, everyDigitAt(1, 100))).json().code).toBe('BETTING_CLOSED');
    expect((await cancel()).json().code).toBe('CONFLICT');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.draw.cancel'), eq(auditLog.objectId, draw.drawId)));
    expect(audits).toHaveLength(1);
    // A pass after the draw's time draws nothing and pays nothing for it.
    advanceTo(draw.drawsAt);
    await pass();
    expect([await cash(a), await cash(b)]).toEqual([50_000, 50_000]);
    expect((await readDraw(a, draw.drawId)).result).toBeNull();
  });
});
