import { randomBytes } from 'node:crypto';
import { FAVOURITES_PER_MEMBER_MAX, type GameFeedInput, GameFeedSchema } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretContext } from '../../crypto/secret-contexts.ts';
import { importTestFeeds } from '../../test/game-feeds.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { newMemberSession, type TestMember } from '../wallet/wallet-test-helpers.ts';
import { importGameFeed } from './catalog-import.service.ts';
import { games } from './games.tables.ts';
import { gameVendors } from './vendors.tables.ts';

let t: TestApp;
// Noon (UTC) of the real day: every launch, bet and favourite is stamped by the app's clock.
const today = new Date().toISOString().slice(0, 10);
let clock = new Date(`${today}T12:00:00Z`);
const node: Record<string, number> = {};

const pgFeed: GameFeedInput = {
  vendor: 'PG',
  games: [
    { gameId: 'ox', names: { EN: 'Fortune Ox', CN: '金牛' }, gameType: 'RNG', isHot: true, sortOrder: 1 },
    { gameId: 'mouse', names: { EN: 'Fortune Mouse' }, gameType: 'RNG', isHot: true, sortOrder: 2 },
    { gameId: 'tiger', names: { EN: 'Fortune Tiger' }, gameType: 'RNG', sortOrder: 3 },
  ],
};
const jdbFeed: GameFeedInput = {
  vendor: 'JDB',
  games: [{ gameId: 'ocean', names: { EN: 'Ocean King' }, gameType: 'FISH', isHot: true }],
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await importTestFeeds(t, [pgFeed, jdbFeed], clock);
  for (const row of await t.database.db.select({ nodeId: games.nodeId, gameId: games.gameId }).from(games))
    node[row.gameId] = row.nodeId;
});
afterAll(async () => {
  await t?.close();
});

function as(member: TestMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

const favourite = (member: TestMember, gameId: string, extra: object = {}) =>
  as(member, 'POST', API_PATHS.favourites, {
    nodeId: node[gameId],
    vendor: gameId === 'ocean' ? 'JDB' : 'PG',
    gameType: gameId === 'ocean' ? 'FISH' : 'RNG',
    ...extra,
  });

const ids = async (member: TestMember) => (await as(member, 'GET', API_PATHS.favouriteIds)).json().value.list;

describe('favourites (spec §4)', () => {
  it('adds, lists newest first, and removes; the ids follow', async () => {
    const member = await newMemberSession(t);
    expect((await favourite(member, 'ox')).json().value).toEqual({ nodeId: node.ox, favourite: true });
    clock = new Date(clock.getTime() + 1_000);
    await favourite(member, 'ocean');
    const list = (await as(member, 'GET', `${API_PATHS.favourites}?pageSize=999`)).json().value;
    expect(list.content.map((game: { gameName: string }) => game.gameName)).toEqual([
      'Ocean King',
      'Fortune Ox',
    ]);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
    const fish = (await as(member, 'GET', `${API_PATHS.favourites}?gameType=FISH`)).json().value;
    expect(fish.total).toBe(1);
    expect(await ids(member)).toEqual([node.ocean, node.ox]);
    expect((await as(member, 'DELETE', `${API_PATHS.favourites}/${node.ox}`)).statusCode).toBe(200);
    expect(await ids(member)).toEqual([node.ocean]);
  });

  it('takes an add or a remove twice without error or duplicates', async () => {
    const member = await newMemberSession(t);
    await favourite(member, 'tiger');
    expect((await favourite(member, 'tiger')).statusCode).toBe(200);
    expect(await ids(member)).toEqual([node.tiger]);
    await as(member, 'DELETE', `${API_PATHS.favourites}/${node.tiger}`);
    expect((await as(member, 'DELETE', `${API_PATHS.favourites}/${node.tiger}`)).statusCode).toBe(200);
    expect(await ids(member)).toEqual([]);
  });

  it('keeps each member’s favourites their own and asks visitors to log in', async () => {
    const one = await newMemberSession(t);
    const other = await newMemberSession(t);
    await favourite(one, 'mouse');
    expect(await ids(other)).toEqual([]);
    await as(other, 'DELETE', `${API_PATHS.favourites}/${node.mouse}`);
    expect(await ids(one)).toEqual([node.mouse]);
    expect((await as(null, 'GET', API_PATHS.favouriteIds)).statusCode).toBe(401);
    expect(
      (await as(null, 'POST', API_PATHS.favourites, { nodeId: node.ox, vendor: 'PG', gameType: 'RNG' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses unknown games and a vendor or type that is not the game’s, storing nothing', async () => {
    const member = await newMemberSession(t);
    const unknown = await as(member, 'POST', API_PATHS.favourites, {
      nodeId: 999_999,
      vendor: 'PG',
      gameType: 'RNG',
    });
    expect(unknown.statusCode).toBe(404);
    const vendor = await favourite(member, 'ox', { vendor: 'JDB' });
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json().fields[0].field).toBe('body.vendor');
    const type = await favourite(member, 'ox', { gameType: 'LIVE' });
    expect(type.json().fields[0].field).toBe('body.gameType');
    expect((await favourite(member, 'ox', { nodeId: -3 })).statusCode).toBe(400);
    expect(await ids(member)).toEqual([]);
  });

  it('stops at the cap with FAVOURITE_LIMIT', async () => {
    const member = await newMemberSession(t);
    const extra = GameFeedSchema.parse({
      vendor: 'EG2',
      games: Array.from({ length: FAVOURITES_PER_MEMBER_MAX }, (_, i) => ({
        gameId: `cap-${i}`,
        names: { EN: `Cap ${i}` },
        gameType: 'RNG',
      })),
    });
    await t.database.db.transaction((tx) => importGameFeed(tx, extra, clock));
    await t.database.db.execute(
      `insert into favourite_games (member_id, merchant_id, node_id, created_at)
       select ${member.memberId}, ${t.merchantId}, node_id, '${clock.toISOString()}' from games where vendor_code = 'EG2'`,
    );
    const over = await favourite(member, 'ox');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('FAVOURITE_LIMIT');
    expect((await ids(member)).length).toBe(FAVOURITES_PER_MEMBER_MAX);
    // One already there may be added again.
    const [first] = await t.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(eq(games.gameId, 'cap-0'));
    expect(
      (
        await as(member, 'POST', API_PATHS.favourites, {
          nodeId: first?.nodeId,
          vendor: 'EG2',
          gameType: 'RNG',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers the last page for a page above the total and refuses bad page sizes', async () => {
    const member = await newMemberSession(t);
    await favourite(member, 'ox');
    await favourite(member, 'mouse');
    const beyond = (await as(member, 'GET', `${API_PATHS.favourites}?pageNo=9&pageSize=1`)).json().value;
    expect(beyond).toMatchObject({ pageNum: 2, totalPages: 2 });
    for (const size of [-1, 0, 1000, 'x'])
      expect(
        (await as(member, 'GET', `${API_PATHS.favourites}?pageSize=${size}`)).statusCode,
        String(size),
      ).toBe(400);
  });
});

describe('recent games', () => {
  it('puts a launched game and a played game first', async () => {
    const member = await newMemberSession(t);
    await t.database.db
      .insert((await import('../seamless/seamless.tables.ts')).vendorIntegrations)
      .values({
        vendorCode: 'PG',
        launchUrl: 'http://127.0.0.1:3999/play',
        apiSecret: t.ctx.secrets.seal('secret-secret-secret', secretContext.vendorApiSecret('PG')),
      })
      .onConflictDoNothing();
    expect((await as(member, 'POST', API_PATHS.launchGame, { nodeId: node.tiger })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 1_000);
    await t.ctx.betEvents.publish('betPlaced', {
      merchantId: t.merchantId,
      memberId: member.memberId,
      vendorCode: 'JDB',
      nodeId: node.ocean ?? null,
      roundId: 'r1',
      amount: 100,
      placedAt: clock,
    });
    const recent = (await as(member, 'GET', API_PATHS.recentGames)).json().value;
    expect(recent.list.map((game: { gameName: string }) => game.gameName)).toEqual([
      'Ocean King',
      'Fortune Tiger',
    ]);
    expect(recent).toMatchObject({ page: 1, totalPages: 1, total: 2 });
    const other = await newMemberSession(t);
    expect((await as(other, 'GET', API_PATHS.recentGames)).json().value.list).toEqual([]);
    expect((await as(null, 'GET', API_PATHS.recentGames)).statusCode).toBe(401);
  });
});

async function settledRound(account: string, gameId: string, stake: number, payout: number, daysAgo = 0) {
  const inserted = await insertMember(t.database.db, {
    merchantId: t.merchantId,
    account,
    nickname: account,
    type: 0,
    passwordHash: null,
    registerIp: '127.0.0.1',
    registerMethod: 'WEB',
    registerType: 'USERNAME',
    createdAt: t.ctx.system.now(),
  });
  if (!inserted.ok) throw new Error(inserted.code);
  const at = new Date(clock.getTime() - daysAgo * 86_400_000);
  await t.database.db.insert(betRecords).values({
    merchantId: t.merchantId,
    memberId: inserted.member.id,
    vendorCode: gameId === 'ocean' ? 'JDB' : 'PG',
    roundId: `round-${randomBytes(4).toString('hex')}`,
    nodeId: node[gameId] ?? null,
    gameCode: gameId,
    status: 'settled',
    stake,
    payout,
    placedAt: at,
    settledAt: at,
  });
}

describe('winner board, popular games and announcements', () => {
  it('lists the week’s biggest wins highest first, players masked, by category', async () => {
    await settledRound('winnerone', 'ox', 100, 5_100);
    await settledRound('winnertwo', 'ocean', 200, 90_200);
    await settledRound('loser', 'mouse', 500, 100);
    await settledRound('oldwinner', 'tiger', 100, 999_999, 8);
    const board = (await as(null, 'GET', `${API_PATHS.winnerBoard}?gameCategory=ALL&limitNum=20`)).json()
      .value.list;
    expect(
      board.map((entry: { player: string; winAmount: number; prize: number; gameName: string }) => [
        entry.player,
        entry.winAmount,
        entry.prize,
        entry.gameName,
      ]),
    ).toEqual([
      ['wi***o', 90_000, 90_200, 'Ocean King'],
      ['wi***e', 5_000, 5_100, 'Fortune Ox'],
    ]);
    const slots = (await as(null, 'GET', `${API_PATHS.winnerBoard}?gameCategory=RNG`)).json().value.list;
    expect(slots.map((entry: { gameName: string }) => entry.gameName)).toEqual(['Fortune Ox']);
    const one = (await as(null, 'GET', `${API_PATHS.winnerBoard}?limitNum=1`)).json().value.list;
    expect(one).toHaveLength(1);
    const cn = (await as(null, 'GET', `${API_PATHS.winnerBoard}?gameCategory=RNG&language=CN`)).json().value
      .list;
    expect(cn[0].gameName).toBe('金牛');
    expect((await as(null, 'GET', `${API_PATHS.winnerBoard}?limitNum=0`)).statusCode).toBe(400);
  });

  it('orders popular games by rounds played, topped up with hot games', async () => {
    await settledRound('popular1', 'tiger', 100, 0);
    await settledRound('popular2', 'tiger', 100, 0);
    await settledRound('popular3', 'tiger', 100, 0);
    const popular = (await as(null, 'GET', `${API_PATHS.popularGames}?gameType=RNG&limitNum=3`)).json().value
      .list;
    const names = popular.map((game: { gameName: string }) => game.gameName);
    expect(names[0]).toBe('Fortune Tiger');
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
  });

  it('announces a vendor’s maintenance in the viewer’s language', async () => {
    const startsAt = new Date(clock.getTime() - 60_000);
    const endsAt = new Date(clock.getTime() + 2 * 3_600_000);
    await t.database.db
      .update(gameVendors)
      .set({ maintenanceStartsAt: startsAt, maintenanceEndsAt: endsAt })
      .where(eq(gameVendors.code, 'JDB'));
    try {
      const en = (await as(null, 'GET', `${API_PATHS.gameAnnouncements}?language=EN`)).json().value.list;
      expect(en).toEqual([
        expect.objectContaining({
          vassalage: 'JDB',
          active: true,
          title: expect.stringContaining('maintenance'),
        }),
      ]);
      expect(en[0].content).toContain(`to ${today} 14:00 UTC`);
      const cn = (await as(null, 'GET', `${API_PATHS.gameAnnouncements}?language=CN&vassalage=JDB`)).json()
        .value.list;
      expect(cn[0].title).toContain('维护');
      const pg = (await as(null, 'GET', `${API_PATHS.gameAnnouncements}?vassalage=PG`)).json().value.list;
      expect(pg).toEqual([]);
    } finally {
      await t.database.db
        .update(gameVendors)
        .set({ maintenanceStartsAt: null, maintenanceEndsAt: null })
        .where(eq(gameVendors.code, 'JDB'));
    }
  });
});
