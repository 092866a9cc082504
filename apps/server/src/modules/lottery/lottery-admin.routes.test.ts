import type { LotterySlip } from '@platform/contract/lottery';
import type {
  AdminLottery,
  AdminLotteryDrawPage,
  UpdateLotterySettings,
} from '@platform/contract/lottery-admin';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import type { TestMember } from '../wallet/wallet-test-helpers.ts';
import { installDefaultLotteries } from './lottery-draws.service.ts';
import { everyDigitAt, lotteryTestKit } from './lottery-test-kit.ts';

/** The one clock, moved by the tests. */
let current = Date.parse('2026-03-02T09:00:30.000Z');
const now = () => new Date(current);
const advanceTo = (instant: string) => {
  current = Date.parse(instant);
};

let t: TestApp;
let admin: string;
let finance: string;
let content: string;

beforeAll(async () => {
  t = await createTestApp({ now });
  await installDefaultLotteries(t.database.db, t.merchantId, now());
  admin = await operatorToken(t, 'lotteryadmin', 'admin');
  finance = await operatorToken(t, 'lotteryfinance', 'finance');
  content = await operatorToken(t, 'lotterycontent', 'content');
});
afterAll(async () => {
  await t?.close();
});

const kit = lotteryTestKit(() => t, now);
const { pass, call, lobby, openDraw, funded, cash } = kit;

async function lotteries(token = admin): Promise<AdminLottery[]> {
  const response = await call(token, 'GET', ADMIN_PATHS.lotteries);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list;
}

const lottery = async (gameCode: string) => (await lotteries()).find((l) => l.gameCode === gameCode)!;

/** The settings a PUT sends to keep a lottery as it is: its switch, limits, close and the markets it prices. */
function settingsOf(view: AdminLottery): UpdateLotterySettings {
  return {
    enabled: view.enabled,
    minStake: view.minStake,
    maxStake: view.maxStake,
    maxExposure: view.maxExposure,
    closeBeforeSeconds: view.closeBeforeSeconds,
    odds: Object.fromEntries(view.markets.filter((m) => m.custom).map((m) => [m.code, m.odds])),
  };
}

const put = (gameCode: string, body: unknown, token = admin) =>
  call(token, 'PUT', `${ADMIN_PATHS.lotteries}/${gameCode}`, body);

const audits = () =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.settings.update'));

/** Ten bets of 1,000 on position 1: one of them wins each draw. */
const placed = (member: TestMember, drawId: string) => kit.placed(member, drawId, everyDigitAt(1, 1_000));

describe('reading the lotteries', () => {
  it('lists every lottery with its schedule, limits, cap and each market’s odds, marked default', async () => {
    const list = await lotteries();
    expect(list.map((l) => l.gameCode)).toEqual([
      'FAST1',
      'FAST3',
      'FAST5',
      'VN_NORTH',
      'VN_SOUTH',
      'FOUR_D',
    ]);
    const fast1 = list[0]!;
    expect(fast1).toMatchObject({
      family: 'FIVE_D',
      schedule: 'every 1m',
      closeBeforeSeconds: 5,
      enabled: true,
      minStake: 100,
      maxStake: 1_000_000,
      maxExposure: 50_000_000,
    });
    expect(fast1.markets.find((m) => m.code === 'DRAGON_TIGER')).toEqual({
      code: 'DRAGON_TIGER',
      odds: { DRAGON: 2_150, TIGER: 2_150, TIE: 9_700 },
      defaultOdds: { DRAGON: 2_150, TIGER: 2_150, TIE: 9_700 },
      custom: false,
    });
  });

  it('lets a finance operator read but not change, and refuses a role with neither permission', async () => {
    expect((await lotteries(finance)).length).toBe(6);
    const forbidden = await call(content, 'GET', ADMIN_PATHS.lotteries);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await call(content, 'GET', `${ADMIN_PATHS.lotteries}/FAST1/draws`)).statusCode).toBe(403);
    expect((await call(null, 'GET', ADMIN_PATHS.lotteries)).statusCode).toBe(401);

    const before = await lottery('FAST1');
    const refused = await put('FAST1', { ...settingsOf(before), enabled: false }, finance);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(await lottery('FAST1')).toEqual(before);
    expect(await audits()).toHaveLength(0);
  });
});

describe('changing a lottery', () => {
  it('prices new bets at the new odds while a slip placed before keeps and is paid at its own', async () => {
    const early = await funded();
    const late = await funded();
    const draw = await openDraw(early, 'FAST3');
    const before = await placed(early, draw.drawId);
    expect(before.bets[0]).toMatchObject({ odds: { POSITION: 9_700 }, potentialWin: 9_700 });

    const fast3 = await lottery('FAST3');
    const changed = await put('FAST3', {
      ...settingsOf(fast3),
      odds: { POSITION: { POSITION: 9_500 } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const position = (changed.json().value as AdminLottery).markets.find((m) => m.code === 'POSITION');
    expect(position).toMatchObject({
      odds: { POSITION: 9_500 },
      defaultOdds: { POSITION: 9_700 },
      custom: true,
    });
    // The players' lobby quotes the new odds at once.
    const quoted = (await lobby(late)).find((g) => g.gameCode === 'FAST3')!;
    expect(quoted.markets.find((m) => m.code === 'POSITION')?.odds).toEqual({ POSITION: 9_500 });

    const after = await placed(late, draw.drawId);
    expect(after.bets[0]).toMatchObject({ odds: { POSITION: 9_500 }, potentialWin: 9_500 });
    const mine = (await call(early.token, 'GET', API_PATHS.lotterySlips)).json().value.list as LotterySlip[];
    expect(mine[0]?.bets[0]?.odds).toEqual({ POSITION: 9_700 });

    // One digit of ten wins in each slip: each is paid at the odds it was taken at.
    advanceTo(draw.drawsAt);
    await pass();
    expect(await cash(early)).toBe(1_000_000 - 10_000 + 9_700);
    expect(await cash(late)).toBe(1_000_000 - 10_000 + 9_500);

    const [row] = await audits();
    expect(row).toMatchObject({ objectType: 'lottery_game', objectId: 'FAST3' });
    expect(row?.before).toMatchObject({ odds: {}, maxExposure: 50_000_000 });
    expect(row?.after).toMatchObject({ odds: { POSITION: { POSITION: 9_500 } }, maxExposure: 50_000_000 });

    // The draw list shows the draw with both slips, their stakes and returns, and its worst number.
    const page = await call(admin, 'GET', `${ADMIN_PATHS.lotteries}/FAST3/draws?pageSize=5`);
    expect(page.statusCode, page.body).toBe(200);
    const draws = page.json().value as AdminLotteryDrawPage;
    const made = draws.list.find((d) => d.drawId === draw.drawId);
    expect(made).toMatchObject({
      status: 'settled',
      slipCount: 2,
      totalStaked: 20_000,
      totalPaid: 9_700 + 9_500,
      largestLiability: 9_700 + 9_500,
    });
    expect(draws.list.map((d) => d.drawsAt)).toEqual([...draws.list.map((d) => d.drawsAt)].sort().reverse());
    expect(draws.total).toBeGreaterThanOrEqual(2);
  });

  it('pages a lottery’s draws newest first', async () => {
    const first = (await call(finance, 'GET', `${ADMIN_PATHS.lotteries}/FAST1/draws?pageSize=1`)).json()
      .value as AdminLotteryDrawPage;
    const second = (
      await call(finance, 'GET', `${ADMIN_PATHS.lotteries}/FAST1/draws?pageSize=1&pageNo=2`)
    ).json().value as AdminLotteryDrawPage;
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.totalPages).toBe(first.total);
    expect(first.totalCapped).toBe(false);
    expect(first.list[0]!.drawsAt > second.list[0]!.drawsAt).toBe(true);
    expect((await call(admin, 'GET', `${ADMIN_PATHS.lotteries}/NOPE/draws`)).json().code).toBe(
      'GAME_NOT_FOUND',
    );
  });

  it('switches a lottery off for players, refusing bets even on its open draw, and back on', async () => {
    const member = await funded();
    const draw = await openDraw(member, 'FAST5');
    const fast5 = await lottery('FAST5');
    expect((await put('FAST5', { ...settingsOf(fast5), enabled: false })).statusCode).toBe(200);
    expect((await lobby(member)).map((g) => g.gameCode)).not.toContain('FAST5');
    const refused = await kit.bet(member, draw.drawId, everyDigitAt(1, 1_000));
    expect(refused.json().code).toBe('GAME_NOT_FOUND');
    expect(await cash(member)).toBe(1_000_000);
    expect((await put('FAST5', settingsOf(fast5))).statusCode).toBe(200);
    expect((await lobby(member)).map((g) => g.gameCode)).toContain('FAST5');
  });
});

describe('refusing bad settings', () => {
  it('names the fields at fault and changes nothing', async () => {
    const before = await lottery('FAST1');
    const audited = (await audits()).length;
    const valid = settingsOf(before);
    const cases: { body: unknown; field: string }[] = [
      {
        body: { ...valid, odds: { DRAGON_TIGER: { DRAGON: 2_000, TIGER: 2_000 } } },
        field: 'body.odds.DRAGON_TIGER.TIE',
      },
      {
        body: { ...valid, odds: { POSITION: { POSITION: 9_500, EXTRA: 2_000 } } },
        field: 'body.odds.POSITION.EXTRA',
      },
      { body: { ...valid, odds: { LO: { LO: 3_600 } } }, field: 'body.odds.LO' },
      { body: { ...valid, odds: { POSITION: { POSITION: 1_000 } } }, field: 'body.odds.POSITION.POSITION' },
      {
        body: { ...valid, odds: { POSITION: { POSITION: 10_000_001 } } },
        field: 'body.odds.POSITION.POSITION',
      },
      { body: { ...valid, odds: { POSITION: { POSITION: 9_500.5 } } }, field: 'body.odds.POSITION.POSITION' },
      { body: { ...valid, minStake: 5_000, maxStake: 1_000 }, field: 'body.maxStake' },
      { body: { ...valid, maxExposure: 0 }, field: 'body.maxExposure' },
      { body: { ...valid, closeBeforeSeconds: -1 }, field: 'body.closeBeforeSeconds' },
      { body: { ...valid, enabled: undefined }, field: 'body.enabled' },
    ];
    for (const { body, field } of cases) {
      const response = await put('FAST1', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const envelope = response.json();
      expect(envelope.code).toBe('VALIDATION_ERROR');
      expect(envelope.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await put('NOPE', valid)).json().code).toBe('GAME_NOT_FOUND');
    expect(await lottery('FAST1')).toEqual(before);
    expect(await audits()).toHaveLength(audited);
  });
});
