import { IN_HOUSE_VENDOR } from '@platform/contract/in-house';
import { API_PATHS } from '@platform/contract/paths';
import { RECORD_PATHS } from '@platform/contract/records';
import { hashServerSeed } from '@platform/games/fairness/fairness';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findMemberByAccount } from '../modules/accounts/members.service.ts';
import { inHouseRounds } from '../modules/in-house/in-house.tables.ts';
import { memberBalances, reconcile } from '../modules/ledger/ledger.service.ts';
import { ledgerTransfers } from '../modules/ledger/ledger.tables.ts';
import { memberToken } from '../test/member-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedInHouseCatalog } from './demo-in-house.ts';
import { DEMO_BALANCE, DEMO_ROUNDS, demoBalanceKey, demoServerSeed, seedDemoWallet } from './demo-wallet.ts';

let t: TestApp;
let demoId: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.ctx.system.now();
  await seedInHouseCatalog(t.database.db, t.merchantId, now);
  // A restart seeds again.
  await seedDemoWallet(t.database.db, t.merchantId, now);
  await seedDemoWallet(t.database.db, t.merchantId, t.ctx.system.now());
  demoId = (await findMemberByAccount(t.database.db, t.merchantId, 'demo01'))!.id;
  token = await memberToken(t, demoId);
});
afterAll(() => t.close());

const demoRounds = () =>
  t.database.db
    .select()
    .from(inHouseRounds)
    .where(eq(inHouseRounds.memberId, demoId))
    .orderBy(asc(inHouseRounds.id));

async function get(url: string) {
  const response = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

function lastDay(extra: Record<string, string> = {}): string {
  const now = t.ctx.system.now().getTime();
  const start = new Date(now - 86_400_000).toISOString();
  const end = new Date(now + 60_000).toISOString();
  return new URLSearchParams({ start, end, ...extra }).toString();
}

it('gives the demo player one demo balance from the house and the rounds it played, however often it runs', async () => {
  const rounds = await demoRounds();
  expect(rounds.map((round) => [round.game, round.status, round.trial])).toEqual(
    DEMO_ROUNDS.map((round) => [round.game, 'settled', false]),
  );
  const net = rounds.reduce((sum, round) => sum + (round.totalReturn ?? 0) - round.stake, 0);
  expect((await memberBalances(t.database.db, demoId)).cash).toBe(DEMO_BALANCE + net);

  const bonuses = await t.database.db
    .select({ key: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, t.merchantId), eq(ledgerTransfers.kind, 'bonus')));
  expect(bonuses).toEqual([{ key: demoBalanceKey(demoId) }]);
  const stakes = await t.database.db
    .select({ reference: ledgerTransfers.reference })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, t.merchantId), eq(ledgerTransfers.kind, 'bet')));
  expect(stakes.map((stake) => stake.reference).sort()).toEqual(
    rounds.map((round) => `${IN_HOUSE_VENDOR}:${round.id}`).sort(),
  );
  expect(await reconcile(t.database.db, t.merchantId)).toMatchObject({
    unbalancedTransfers: 0,
    mismatchedAccounts: 0,
  });
});

it("lists the rounds, with their games, in the demo player's betting record, and the demo balance in its account record", async () => {
  const rounds = await demoRounds();
  const bets = await get(`${RECORD_PATHS.bets}?${lastDay({ size: '10' })}`);
  expect(bets.total).toBe(DEMO_ROUNDS.length);
  const listed = [...bets.list].sort((a, b) => a.reference.localeCompare(b.reference));
  expect(
    listed.map((bet: { reference: string; stake: number; payout: number; status: string }) => [
      bet.reference,
      bet.stake,
      bet.payout,
      bet.status,
    ]),
  ).toEqual(
    rounds
      .map((round) => [`${IN_HOUSE_VENDOR}:${round.id}`, round.stake, round.totalReturn ?? 0, 'settled'])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
  expect(bets.list.every((bet: { gameName: string | null }) => bet.gameName !== null)).toBe(true);

  const gifts = await get(`${RECORD_PATHS.transactions}?${lastDay({ kind: 'bonus' })}`);
  expect(gifts.list.map((entry: { amount: number }) => entry.amount)).toEqual([DEMO_BALANCE]);
});

it('plays the rounds on a demo seed pair it then reveals, so the player can verify them and plays on a new seed', async () => {
  const fairness = await get(API_PATHS.inHouseFairness);
  const seed = demoServerSeed(demoId);
  expect(fairness.previous).toMatchObject({ serverSeed: seed, lastNonce: DEMO_ROUNDS.length - 1 });
  expect(fairness.serverSeedHash).not.toBe(hashServerSeed(seed));
  expect(fairness.nonce).toBe(0);
});
