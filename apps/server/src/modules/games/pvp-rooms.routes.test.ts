import { randomBytes } from 'node:crypto';
import type { PvpRoom } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTestFeeds } from '../../test/game-feeds.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertMember } from '../accounts/members.service.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from './games.tables.ts';
import { gameVendors } from './vendors.tables.ts';

let t: TestApp;
const clock = new Date('2026-03-02T12:00:00Z');
const node: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await importTestFeeds(
    t,
    [
      {
        vendor: 'KY',
        games: [
          { gameId: 'holdem', names: { EN: "Texas Hold'em", CN: '德州扑克' }, gameType: 'PVP', sortOrder: 1 },
          { gameId: 'niuniu', names: { EN: 'Niu Niu' }, gameType: 'PVP', sortOrder: 2 },
          { gameId: 'mahjong', names: { EN: 'Mahjong' }, gameType: 'PVP', isHot: true, sortOrder: 3 },
        ],
      },
      { vendor: 'BGS', games: [{ gameId: 'rummy', names: { EN: 'Rummy' }, gameType: 'PVP' }] },
      { vendor: 'PG', games: [{ gameId: 'slot', names: { EN: 'Fortune Ox' }, gameType: 'RNG' }] },
    ],
    clock,
  );
  for (const row of await t.database.db.select({ nodeId: games.nodeId, gameId: games.gameId }).from(games))
    node[row.gameId] = row.nodeId;
});
afterAll(async () => {
  await t?.close();
});

async function member(account: string): Promise<number> {
  const inserted = await insertMember(t.database.db, {
    merchantId: t.merchantId,
    account,
    nickname: account,
    type: 0,
    passwordHash: null,
    registerIp: '127.0.0.1',
    registerMethod: 'WEB',
    registerType: 'USERNAME',
    createdAt: clock,
  });
  if (!inserted.ok) throw new Error(inserted.code);
  return inserted.member.id;
}

async function round(memberId: number, gameId: string, minutesAgo: number) {
  await t.database.db.insert(betRecords).values({
    merchantId: t.merchantId,
    memberId,
    vendorCode: gameId === 'rummy' ? 'BGS' : 'KY',
    roundId: `round-${randomBytes(4).toString('hex')}`,
    nodeId: node[gameId] ?? null,
    gameCode: gameId,
    stake: 100,
    placedAt: new Date(clock.getTime() - minutesAgo * 60_000),
  });
}

const rooms = async (query = '') => {
  const res = await t.app.inject({ url: `${API_PATHS.pvpRooms}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().value as { list: PvpRoom[]; activeMinutes: number };
};

describe('pvp rooms', () => {
  it('lists the PVP tables only, busiest by players of the last 15 minutes, then hot, then in order', async () => {
    const [ann, ben, cat] = [await member('roomann'), await member('roomben'), await member('roomcat')];
    await round(ann, 'niuniu', 2);
    await round(ann, 'niuniu', 1);
    await round(ben, 'niuniu', 5);
    await round(cat, 'rummy', 3);
    await round(cat, 'holdem', 40); // long gone: not seated any more

    const { list, activeMinutes } = await rooms();
    expect(activeMinutes).toBe(15);
    expect(list.map((room) => [room.game.gameName, room.players, room.rounds])).toEqual([
      ['Niu Niu', 2, 3],
      ['Rummy', 1, 1],
      ['Mahjong', 0, 0],
      ["Texas Hold'em", 0, 0],
    ]);
    expect(list[0]?.game).toMatchObject({ vassalage: 'KY', gameType: 'PVP', accountTypeName: 'Kaiyuan' });
    expect(list.every((room) => !room.maintenance)).toBe(true);
  });

  it('narrows to one vendor, answers in the asked language, and refuses a vendor the site does not offer', async () => {
    const ky = await rooms('?vassalage=KY&language=CN&limitNum=2');
    expect(ky.list.map((room) => room.game.vassalage)).toEqual(['KY', 'KY']);
    expect((await rooms('?vassalage=KY&language=CN')).list.map((room) => room.game.gameName)).toContain(
      '德州扑克',
    );
    const unknown = await t.app.inject({ url: `${API_PATHS.pvpRooms}?vassalage=NOPE` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const bad = await t.app.inject({ url: `${API_PATHS.pvpRooms}?limitNum=0&extra=1` });
    expect(bad.statusCode).toBe(400);
  });

  it('marks the tables of a vendor in maintenance', async () => {
    await t.database.db
      .update(gameVendors)
      .set({ maintenanceStartsAt: new Date(clock.getTime() - 60_000), maintenanceEndsAt: null })
      .where(eq(gameVendors.code, 'BGS'));
    t.ctx.caches.forget('game-vendors', t.merchantId);
    const rummy = (await rooms('?vassalage=BGS')).list[0];
    expect(rummy?.maintenance).toBe(true);
  });
});
