import { randomBytes } from 'node:crypto';
import type { GameFeedInput } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretContext } from '../crypto/secret-contexts.ts';
import { memberDailyTurnover } from '../modules/bets/turnover.tables.ts';
import { games } from '../modules/games/games.tables.ts';
import { merchants } from '../modules/merchants/merchants.tables.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import { signVendorRequest } from '../modules/seamless/vendor-signature.ts';
import { credit, newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { importTestFeeds } from '../test/game-feeds.ts';
import { operatorToken } from '../test/operator-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { jobRuns } from './jobs.tables.ts';
import { duePeriods, nextPeriod, parseSchedule } from './schedule.ts';

// ONE CLOCK: the bets, the period they fall in and the runner all read the app's clock, which the
// test sets around the merchant's next local midnight (computed from the real date).
const SECRET = 'turnover-test-secret-0123456789';
const VENDOR = 'PG';
const HOUR = 3_600_000;
let t: TestApp;
let clock: Date;
let zone: string;
let midnight: Date;
let slotNode: number;

const feed: GameFeedInput = {
  vendor: VENDOR,
  games: [{ gameId: 'fortune', names: { EN: 'Fortune Ox' }, gameType: 'RNG', isHot: true }],
};

function vendorCall(path: string, body: unknown) {
  const raw = JSON.stringify(body);
  const timestamp = String(clock.getTime());
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      [VENDOR_HEADERS.vendor]: VENDOR,
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signVendorRequest(SECRET, { vendorCode: VENDOR, timestamp, rawBody: raw }),
    },
    payload: raw,
    remoteAddress: '127.0.0.1',
  });
}

async function player() {
  const member = await newMemberSession(t);
  await credit(t, member.memberId, 100_000);
  const launched = await t.app.inject({
    method: 'POST',
    url: API_PATHS.launchGame,
    headers: { authorization: `Bearer ${member.token}` },
    payload: { nodeId: slotNode, language: 'EN' },
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const gameToken = new URL(launched.json().value.url).searchParams.get('token') ?? '';
  return { memberId: member.memberId, playerId: String(member.memberId), gameToken };
}

async function betAndWin(p: Awaited<ReturnType<typeof player>>, stake: number, payout: number) {
  const roundId = `r-${randomBytes(6).toString('hex')}`;
  const common = { roundId, playerId: p.playerId, gameCode: 'fortune', currency: 'MMK' };
  const bet = await vendorCall(VENDOR_API_PATHS.bet, {
    ...common,
    transactionId: `b-${roundId}`,
    token: p.gameToken,
    amount: stake,
  });
  expect(bet.statusCode, bet.body).toBe(200);
  const win = await vendorCall(VENDOR_API_PATHS.win, {
    ...common,
    transactionId: `w-${roundId}`,
    amount: payout,
    endRound: true,
  });
  expect(win.statusCode, win.body).toBe(200);
}

async function turnoverOf(memberId: number) {
  const rows = await t.database.db
    .select({
      day: memberDailyTurnover.day,
      bets: memberDailyTurnover.bets,
      stake: memberDailyTurnover.stake,
      payout: memberDailyTurnover.payout,
    })
    .from(memberDailyTurnover)
    .where(eq(memberDailyTurnover.memberId, memberId));
  return rows.sort((a, b) => a.day.localeCompare(b.day));
}

beforeAll(async () => {
  const daily = parseSchedule('0 0 * * *');
  zone = 'Asia/Yangon';
  const [last] = duePeriods(daily, zone, new Date(), 1);
  midnight = nextPeriod(daily, zone, last!)!.end;
  clock = new Date(midnight.getTime() - HOUR);
  t = await createTestApp({ now: () => clock });
  const [merchant] = await t.database.db.select({ timeZone: merchants.timeZone }).from(merchants);
  expect(merchant?.timeZone).toBe(zone);
  await importTestFeeds(t, [feed], clock);
  const [node] = await t.database.db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(eq(games.gameId, 'fortune'));
  slotNode = node!.nodeId;
  await t.database.db.insert(vendorIntegrations).values({
    vendorCode: VENDOR,
    launchUrl: 'http://127.0.0.1:3999/play',
    apiSecret: t.ctx.secrets.seal(SECRET, secretContext.vendorApiSecret(VENDOR)),
    allowedIps: ['127.0.0.1/32', '::1/128'],
  });
});
afterAll(async () => {
  await t?.close();
});

describe("member daily turnover at the merchant's midnight", () => {
  it('puts a bet one second before local midnight and one a second after into different days, once each', async () => {
    const p = await player();
    clock = new Date(midnight.getTime() - 1000);
    await betAndWin(p, 1_000, 1_500);
    clock = new Date(midnight.getTime() + 1000);
    await betAndWin(p, 2_000, 0);

    // The day before midnight is due at midnight: it is computed, the new day not yet.
    await t.ctx.jobs.tick();
    const dayBefore = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
      new Date(midnight.getTime() - 1000),
    );
    const dayAfter = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
      new Date(midnight.getTime() + 1000),
    );
    expect(dayBefore).not.toBe(dayAfter);
    expect(await turnoverOf(p.memberId)).toEqual([{ day: dayBefore, bets: 1, stake: 1_000, payout: 1_500 }]);

    // A day later the second day is due too.
    clock = new Date(midnight.getTime() + 24 * HOUR + 1000);
    await t.ctx.jobs.tick();
    const both = [
      { day: dayBefore, bets: 1, stake: 1_000, payout: 1_500 },
      { day: dayAfter, bets: 1, stake: 2_000, payout: 0 },
    ];
    expect(await turnoverOf(p.memberId)).toEqual(both);

    // An operator re-runs the first day: the same totals, nothing counted twice.
    const admin = await operatorToken(t, 'turnoveradmin', 'admin');
    const rerun = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.jobRerun,
      headers: { authorization: `Bearer ${admin}` },
      payload: { job: 'member-daily-turnover', period: dayBefore },
    });
    expect(rerun.statusCode, rerun.body).toBe(200);
    await t.ctx.jobs.tick();
    const [run] = await t.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'member-daily-turnover'), eq(jobRuns.periodKey, dayBefore)));
    expect(run).toMatchObject({ status: 'done', reruns: 1, merchantId: t.merchantId });
    expect(await turnoverOf(p.memberId)).toEqual(both);
  });
});
