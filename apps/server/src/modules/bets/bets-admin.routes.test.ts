import type { AdminBetList } from '@platform/contract/bets-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { betRecords } from './bets.tables.ts';

let t: TestApp;
let finance: string;
let alice: number;
let bob: number;
const HOUR = 3_600_000;
// Rounds as the wallet writes them (stake and payout beside the ledger); the list only reads them.
const start = Date.now() - 48 * HOUR;
const rounds = Array.from({ length: 30 }, (_, i) => ({
  i,
  vendorCode: i % 3 === 0 ? 'EG2' : 'PG',
  status: (i % 5 === 0 ? 'open' : i % 7 === 0 ? 'cancelled' : 'settled') as 'open' | 'settled' | 'cancelled',
  placedAt: new Date(start + i * HOUR),
}));

beforeAll(async () => {
  t = await createTestApp();
  finance = await operatorToken(t, 'bets-finance', 'finance');
  alice = (await createFundedMember(t.database.db, { merchantId: t.merchantId, account: 'betalice' }))
    .memberId;
  bob = (await createFundedMember(t.database.db, { merchantId: t.merchantId, account: 'betbob' })).memberId;
  await t.database.db.insert(betRecords).values(
    rounds.map((round) => ({
      merchantId: t.merchantId,
      memberId: round.i % 2 === 0 ? alice : bob,
      vendorCode: round.vendorCode,
      roundId: `R${round.i}`,
      gameCode: `game-${round.i % 4}`,
      status: round.status,
      stake: 100 + round.i,
      payout: round.status === 'settled' ? 2 * round.i : 0,
      placedAt: round.placedAt,
      settledAt: round.status === 'settled' ? new Date(round.placedAt.getTime() + 1000) : null,
    })),
  );
  const other = await addSecondMerchant(t, {
    code: 'OTHERBETS',
    brandName: 'Other',
    licenseNumber: 'X-1',
    domain: 'other-bets.test',
  });
  const stranger = await createFundedMember(t.database.db, { merchantId: other.id, account: 'betstranger' });
  await t.database.db.insert(betRecords).values({
    merchantId: other.id,
    memberId: stranger.memberId,
    vendorCode: 'PG',
    roundId: 'R-OTHER',
    gameCode: 'game-0',
    stake: 5,
    placedAt: new Date(start + 100 * HOUR),
  });
});
afterAll(() => t.close());

const list = (query: string, token = finance, path: string = ADMIN_PATHS.bets) =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
const countOf = async (query: string) => (await list(query, finance, ADMIN_PATHS.betCount)).json().value;
const roundIds = (body: AdminBetList) => body.list.map((bet) => bet.roundId);

describe('the operator bet list', () => {
  it('lists the merchant’s rounds newest first with the player’s account, never another merchant’s', async () => {
    const response = await list('pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json().value as AdminBetList;
    expect(roundIds(body)).toEqual(rounds.map((round) => `R${round.i}`).reverse());
    expect(body.hasMore).toBe(false);
    expect(await countOf('')).toEqual({ total: 30, totalCapped: false });
    expect(body.list[0]).toMatchObject({
      roundId: 'R29',
      memberAccount: 'betbob',
      stake: 129,
      vendorCode: 'PG',
    });
  });

  it('narrows by player, vendor, status and time, each as the rounds say', async () => {
    const expectIds = async (query: string, keep: (round: (typeof rounds)[number]) => boolean) => {
      const body = (await list(`pageSize=100&${query}`)).json().value as AdminBetList;
      const expected = rounds
        .filter(keep)
        .map((round) => `R${round.i}`)
        .reverse();
      expect(roundIds(body), query).toEqual(expected);
      // The count of a filter is the number of rounds its pages list.
      expect(await countOf(query), query).toEqual({ total: expected.length, totalCapped: false });
    };
    await expectIds(`memberId=${alice}`, (round) => round.i % 2 === 0);
    await expectIds('vendorCode=EG2', (round) => round.vendorCode === 'EG2');
    await expectIds('status=open', (round) => round.status === 'open');
    const from = new Date(start + 10 * HOUR).toISOString();
    const to = new Date(start + 20 * HOUR).toISOString();
    await expectIds(
      `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&vendorCode=PG`,
      (round) => round.i >= 10 && round.i < 20 && round.vendorCode === 'PG',
    );
  });

  it('pages without gaps or repeats', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(
        async (pageNo) => (await list(`pageSize=8&pageNo=${pageNo}`)).json().value as AdminBetList,
      ),
    );
    expect(pages.flatMap(roundIds)).toEqual(rounds.map((round) => `R${round.i}`).reverse());
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, true, false]);
  });

  it('refuses a role that may not read players, and bad filters, in the envelope', async () => {
    const content = await operatorToken(t, 'bets-content', 'content');
    for (const path of [ADMIN_PATHS.bets, ADMIN_PATHS.betCount]) {
      const refused = await list('', content, path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    for (const query of [
      'pageSize=1000',
      'status=won',
      'vendorCode=pg%00',
      'memberId=abc',
      'from=yesterday',
      'x=1',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    // The count takes the filter alone: paging has no meaning there.
    expect((await list('pageNo=2', finance, ADMIN_PATHS.betCount)).statusCode).toBe(400);
  });
});
