import { GameFeedSchema } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { importGameFeed } from './catalog-import.service.ts';
import { games } from './games.tables.ts';

let t: TestApp;
let admin: string;
let nodeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t, 'gamesadmin', 'admin');
  const feed = GameFeedSchema.parse({
    vendor: 'JDB',
    games: [
      { gameId: 'koi', names: { EN: 'Jade Koi' }, gameType: 'RNG' },
      { gameId: 'ocean', names: { EN: 'Ocean King' }, gameType: 'FISH' },
    ],
  });
  const outcome = await t.database.db.transaction((tx) => importGameFeed(tx, feed, new Date()));
  if (!outcome.ok) throw new Error(outcome.message);
  const [koi] = await t.database.db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(eq(games.gameId, 'koi'));
  nodeId = koi?.nodeId ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function rngGameNames() {
  const response = await t.app.inject({ url: `${API_PATHS.gameList}?gameType=RNG&pageSize=50` });
  return response.json().value.games.map((game: { gameName: string }) => game.gameName);
}

async function menuVendors(category: string) {
  const response = await t.app.inject({ url: API_PATHS.gameMenus });
  const entry = response.json().value.list.find((e: { gameCategory: string }) => e.gameCategory === category);
  return (entry?.vendors ?? []).map((vendor: { vassalage: string }) => vendor.vassalage);
}

describe('the operator’s vendors and games', () => {
  it('lists every vendor with whether this site offers it', async () => {
    const response = await asAdmin('GET', ADMIN_PATHS.gameVendors);
    expect(response.statusCode).toBe(200);
    const jdb = response
      .json()
      .value.list.find((vendor: { vassalage: string }) => vendor.vassalage === 'JDB');
    expect(jdb).toMatchObject({
      enabled: true,
      walletMode: 'seamless',
      gameTypes: expect.arrayContaining(['RNG', 'FISH']),
    });
  });

  it('withdraws a vendor from the site and offers it again, audited', async () => {
    expect(await menuVendors('FISH')).toContain('JDB');
    const off = await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/JDB`, { enabled: false });
    expect(off.json().value.enabled).toBe(false);
    expect(await menuVendors('FISH')).not.toContain('JDB');
    expect(await rngGameNames()).not.toContain('Jade Koi');
    await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/JDB`, { enabled: true, sortOrder: 0 });
    expect(await menuVendors('FISH')).toContain('JDB');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'games.vendor.update'), eq(auditLog.objectId, 'JDB')));
    expect(audits).toHaveLength(2);
  });

  it('schedules maintenance: the vendor shows it and its games cannot start', async () => {
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const set = await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/JDB`, {
      maintenance: { startsAt, endsAt },
    });
    expect(set.statusCode).toBe(200);
    const lanes = (await t.app.inject({ url: API_PATHS.gameVendors })).json().value.data.lanes;
    const jdb = lanes
      .flatMap((lane: { vendors: object[] }) => lane.vendors)
      .find((v: { vassalage: string }) => v.vassalage === 'JDB');
    expect(jdb.maintenance).toBe(true);
    const cleared = await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/JDB`, { maintenance: null });
    expect(cleared.json().value).toMatchObject({ maintenanceStartsAt: null, maintenanceEndsAt: null });
  });

  it('hides one game and shows it again', async () => {
    expect((await asAdmin('PUT', `${ADMIN_PATHS.hiddenGames}/${nodeId}`)).statusCode).toBe(200);
    expect(await rngGameNames()).not.toContain('Jade Koi');
    expect((await asAdmin('DELETE', `${ADMIN_PATHS.hiddenGames}/${nodeId}`)).statusCode).toBe(200);
    expect(await rngGameNames()).toContain('Jade Koi');
  });

  it('searches the catalogue by name in any case, vendor, category and hidden flag, a page at a time', async () => {
    const search = async (query: string, token = admin) => {
      const response = await asAdmin('GET', `${ADMIN_PATHS.games}?${query}`, undefined, token);
      return { status: response.statusCode, value: response.json().value };
    };
    const byName = await search('vassalage=JDB&name=%20jade%20');
    expect(byName.value).toMatchObject({ total: 1, totalPages: 1 });
    expect(byName.value.list[0]).toMatchObject({
      nodeId,
      names: { EN: 'Jade Koi' },
      vassalage: 'JDB',
      gameType: 'RNG',
      enabled: true,
      hidden: false,
    });
    const fish = await search('vassalage=JDB&gameType=FISH');
    expect(fish.value.list.map((game: { gameId: string }) => game.gameId)).toEqual(['ocean']);
    const paged = await search('vassalage=JDB&pageSize=1&pageNo=2');
    expect(paged.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.value.list).toHaveLength(1);

    await asAdmin('PUT', `${ADMIN_PATHS.hiddenGames}/${nodeId}`);
    const flags = await search('vassalage=JDB');
    expect(
      flags.value.list.map((game: { gameId: string; hidden: boolean }) => [game.gameId, game.hidden]),
    ).toEqual([
      ['koi', true],
      ['ocean', false],
    ]);
    const hidden = await search('vassalage=JDB&hidden=true');
    expect(hidden.value.list.map((game: { nodeId: number }) => game.nodeId)).toEqual([nodeId]);
    const shown = await search('vassalage=JDB&hidden=false');
    expect(shown.value.list.map((game: { gameId: string }) => game.gameId)).toEqual(['ocean']);
    await asAdmin('DELETE', `${ADMIN_PATHS.hiddenGames}/${nodeId}`);

    expect((await search('hidden=maybe')).status).toBe(400);
    expect((await search('pageSize=1000')).status).toBe(400);
    const finance = await operatorToken(t, 'catalogfinance', 'finance');
    expect((await search('vassalage=JDB', finance)).status).toBe(403);
  });

  it('refuses unknown vendors and games, bad windows, empty changes and other roles, changing nothing', async () => {
    expect((await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/NOPE`, { enabled: false })).statusCode).toBe(
      404,
    );
    expect((await asAdmin('PUT', `${ADMIN_PATHS.hiddenGames}/999999`)).statusCode).toBe(404);
    expect((await asAdmin('PUT', `${ADMIN_PATHS.hiddenGames}/-1`)).statusCode).toBe(400);
    const backwards = await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/JDB`, {
      maintenance: { startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
    });
    expect(backwards.statusCode).toBe(400);
    expect((await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/JDB`, {})).statusCode).toBe(400);
    const finance = await operatorToken(t, 'gamesfinance', 'finance');
    expect(
      (await asAdmin('PATCH', `${ADMIN_PATHS.gameVendors}/JDB`, { enabled: false }, finance)).statusCode,
    ).toBe(403);
    expect(await menuVendors('FISH')).toContain('JDB');
  });
});
