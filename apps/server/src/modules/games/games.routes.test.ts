import type { GameFeedInput } from '@platform/contract/games';
import { GameFeedSchema } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { importGameFeed } from './catalog-import.service.ts';
import { games, merchantHiddenGames } from './games.tables.ts';
import { merchantVendors } from './vendors.tables.ts';

let t: TestApp;

const PG_SLOTS = 30;
const pgFeed: GameFeedInput = {
  vendor: 'PG',
  games: [
    {
      gameId: 'cafe',
      names: { EN: 'Café Royale', CN: '皇家咖啡', MY: 'Café Royale' },
      gameType: 'RNG',
      gameClassify: 'JP',
      isHot: true,
      sortOrder: 1,
      iconUrl: 'DEMO_GAMES/PG/cafe-royale.png',
    },
    {
      gameId: 'dragon',
      names: { EN: 'Golden Dragon', CN: '黄金龙' },
      gameType: 'RNG',
      isHot: true,
      isNew: true,
      supportPlay: 0,
      sortOrder: 2,
    },
    {
      gameId: 'ano',
      names: { EN: 'Año Nuevo', CN: '新年' },
      gameType: 'RNG',
      gameClassify: 'BG',
      sortOrder: 3,
    },
    { gameId: 'tiger', names: { EN: 'Lucky Tiger 100%' }, gameType: 'RNG', gameClassify: 'TG', sortOrder: 4 },
    ...Array.from({ length: PG_SLOTS }, (_, i) => ({
      gameId: `slot-${i}`,
      names: { EN: `Plain Slot ${i}` },
      gameType: 'RNG' as const,
      sortOrder: 10 + i,
    })),
  ],
};
const PG_RNG_TOTAL = PG_SLOTS + 4;
const jdbFeed: GameFeedInput = {
  vendor: 'JDB',
  games: [
    { gameId: '7001', names: { EN: 'Ocean King', CN: '海洋之王' }, gameType: 'FISH', gameClassify: 'JP' },
    { gameId: '7002', names: { EN: 'Jade Koi' }, gameType: 'RNG', gameClassify: 'VP', isHot: true },
  ],
};
const evoFeed: GameFeedInput = {
  vendor: 'EVO',
  games: [{ gameId: 'lobby', names: { EN: 'Evolution Lobby' }, gameType: 'LIVE', isGame: 'VASSALAGE' }],
};

async function importFeed(feed: GameFeedInput) {
  const outcome = await t.database.db.transaction((tx) =>
    importGameFeed(tx, GameFeedSchema.parse(feed), new Date()),
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

async function get(path: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ url: `${path}?${search}` });
}

async function value(path: string, query: Record<string, string | number> = {}) {
  const response = await get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

async function gameNames(query: Record<string, string | number>) {
  const list = await value(API_PATHS.gameList, { pageSize: 200, ...query });
  return list.games.map((game: { gameName: string }) => game.gameName) as string[];
}

type ErrorAnswer = { success: boolean; fields?: { field: string }[] };

function expectFieldError(response: { statusCode: number; json(): ErrorAnswer }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.fields?.map((f) => f.field)).toContain(field);
}

async function setOffered(vendor: string, enabled: boolean) {
  await t.database.db
    .update(merchantVendors)
    .set({ enabled })
    .where(and(eq(merchantVendors.merchantId, t.merchantId), eq(merchantVendors.vendorCode, vendor)));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const feed of [pgFeed, jdbFeed, evoFeed]) await importFeed(feed);
});
afterAll(() => t.close());

describe('game menus', () => {
  it('lists HOME, the categories with a vendor in spec order, PROMO and FAV last', async () => {
    const { list } = await value(API_PATHS.gameMenus);
    expect(list.map((entry: { gameCategory: string }) => entry.gameCategory)).toEqual([
      'HOME',
      'LIVE',
      'RNG',
      'FISH',
      'PROMO',
      'FAV',
    ]);
    const rng = list.find((entry: { gameCategory: string }) => entry.gameCategory === 'RNG');
    expect(rng.vendors.map((vendor: { vassalage: string }) => vendor.vassalage)).toEqual(['PG', 'JDB']);
    expect(rng.vendors[0]).toMatchObject({
      displayName: 'PG Soft',
      gameType: 'RNG',
      lagerIcon: '/images/SUBMENU_IMG/STYLE4/RNG-PG.png',
      iconUrl: '/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/PG-DEFAULT.png',
    });
    // BG is offered only with TY among the languages (spec §1); FISH has only All (spec §2).
    expect(rng.gameClassify).toEqual(['JP', 'TG', 'VP']);
    expect(
      list.find((entry: { gameCategory: string }) => entry.gameCategory === 'FISH').gameClassify,
    ).toEqual([]);
  });

  it('drops a category whose only vendor the merchant stops offering; FAV stays', async () => {
    await setOffered('EVO', false);
    try {
      const { list } = await value(API_PATHS.gameMenus);
      expect(list.map((entry: { gameCategory: string }) => entry.gameCategory)).toEqual([
        'HOME',
        'RNG',
        'FISH',
        'PROMO',
        'FAV',
      ]);
    } finally {
      await setOffered('EVO', true);
    }
  });
});

describe('game list', () => {
  it('pages one vendor and category in sort order; a page above the total answers the last', async () => {
    const first = await value(API_PATHS.gameList, { gameType: 'RNG', vassalage: 'PG', pageNo: 1 });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 28, total: PG_RNG_TOTAL, totalPages: 2 });
    expect(first.games).toHaveLength(28);
    expect(first.games[0]).toMatchObject({
      gameId: 'cafe',
      gameCode: 'cafe',
      gameName: 'Café Royale',
      vassalage: 'PG',
      gameType: 'RNG',
      gameClassify: 'JP',
      accountTypeName: 'PG Soft',
      isHot: true,
      supportPlay: 1,
      isGame: 'GAME',
      iconUrl: '/images/DEMO_GAMES/PG/cafe-royale.png',
    });
    const second = await value(API_PATHS.gameList, { gameType: 'RNG', vassalage: 'PG', pageNo: 2 });
    expect(second.games).toHaveLength(PG_RNG_TOTAL - 28);
    const beyond = await value(API_PATHS.gameList, { gameType: 'RNG', vassalage: 'PG', pageNo: 99 });
    expect(beyond.pageNo).toBe(2);
    expect(beyond.games).toEqual(second.games);
  });

  it('filters by category, vendor and slot sub-type', async () => {
    expect(await gameNames({ gameType: 'FISH' })).toEqual(['Ocean King']);
    expect(await gameNames({ gameType: 'RNG', gameClassify: 'JP' })).toEqual(['Café Royale']);
    expect(await gameNames({ gameType: 'RNG', vassalage: 'JDB' })).toEqual(['Jade Koi']);
    expect(await gameNames({ gameType: 'PVP' })).toEqual([]);
  });

  it('keeps only new games for the lobby’s NEW filter', async () => {
    expect(await gameNames({ gameType: 'RNG', isNew: 'true' })).toEqual(['Golden Dragon']);
    expect((await get(API_PATHS.gameList, { isNew: 'yes' })).statusCode).toBe(400);
  });

  it('answers names in the asked language, else the merchant default, else any', async () => {
    const cn = await value(API_PATHS.gameList, { gameClassify: 'JP', gameType: 'RNG', language: 'CN' });
    expect(cn.games[0].gameName).toBe('皇家咖啡');
    // Lucky Tiger has only an English name; the default language MY falls back to it.
    expect(await gameNames({ gameClassify: 'TG', language: 'MY' })).toEqual(['Lucky Tiger 100%']);
  });

  it('searches names trimmed, in any case, accent and configured language', async () => {
    for (const gameName of ['  café  ', 'CAFE', 'cafÉ roy', '皇家', 'ROYALE']) {
      expect(await gameNames({ gameName }), gameName).toEqual(['Café Royale']);
    }
    expect(await gameNames({ gameName: 'ano nuevo' })).toEqual(['Año Nuevo']);
    expect(await gameNames({ gameName: '黄金龙', language: 'EN' })).toEqual(['Golden Dragon']);
    // LIKE's wildcards in a term are plain characters.
    expect(await gameNames({ gameName: '100%' })).toEqual(['Lucky Tiger 100%']);
    expect(await gameNames({ gameName: '%' })).toEqual(['Lucky Tiger 100%']);
    expect(await gameNames({ gameName: '_' })).toEqual([]);
    expect(await gameNames({ gameName: 'no such game' })).toEqual([]);
    const blank = await value(API_PATHS.gameList, { gameName: '   ' });
    expect(blank.total).toBe(PG_RNG_TOTAL + 3);
  });

  it('leaves out games the merchant hides', async () => {
    const [dragon] = await t.database.db.select().from(games).where(eq(games.gameId, 'dragon'));
    await t.database.db
      .insert(merchantHiddenGames)
      .values({ merchantId: t.merchantId, nodeId: dragon!.nodeId });
    try {
      expect(await gameNames({ gameName: 'dragon' })).toEqual([]);
    } finally {
      await t.database.db.delete(merchantHiddenGames);
    }
    expect(await gameNames({ gameName: 'dragon' })).toEqual(['Golden Dragon']);
  });

  it('refuses bad input with the field, never a 5xx', async () => {
    expectFieldError(await get(API_PATHS.gameList, { vassalage: 'NOPE' }), 'query.vassalage');
    expectFieldError(await get(API_PATHS.gameList, { vassalage: 'pg; drop' }), 'query.vassalage');
    expectFieldError(await get(API_PATHS.gameList, { pageSize: -1 }), 'query.pageSize');
    expectFieldError(await get(API_PATHS.gameList, { pageSize: 0 }), 'query.pageSize');
    expectFieldError(await get(API_PATHS.gameList, { pageNo: 0 }), 'query.pageNo');
    expectFieldError(await get(API_PATHS.gameList, { pageNo: 'x' }), 'query.pageNo');
    expectFieldError(await get(API_PATHS.gameList, { gameType: 'CASINO' }), 'query.gameType');
    expectFieldError(await get(API_PATHS.gameList, { gameClassify: 'XX' }), 'query.gameClassify');
    expectFieldError(await get(API_PATHS.gameList, { gameName: 'a'.repeat(10 * 1024) }), 'query.gameName');
    expect((await get(API_PATHS.gameList, { sortBy: 'name' })).statusCode).toBe(400);
    // A vendor the merchant does not offer is as unknown as one that does not exist.
    await setOffered('JDB', false);
    try {
      expectFieldError(await get(API_PATHS.gameList, { vassalage: 'JDB' }), 'query.vassalage');
    } finally {
      await setOffered('JDB', true);
    }
  });

  it('accepts the spec client parameters', async () => {
    const list = await value(API_PATHS.gameList, {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: 'DEMO',
      gameType: 'FISH',
      pageNo: 1,
      pageSize: 12,
      language: 'EN',
    });
    expect(list.games).toHaveLength(1);
  });
});

describe('hot games, vendors and vendor game types', () => {
  it('lists hot games, narrowed by category or vendor', async () => {
    const { list } = await value(API_PATHS.hotGames, { platform: 'html5-desktop', language: 'EN' });
    expect(list.map((game: { gameName: string }) => game.gameName).sort()).toEqual([
      'Café Royale',
      'Golden Dragon',
      'Jade Koi',
    ]);
    const jdb = await value(API_PATHS.hotGames, { vassalage: 'JDB', isPlatform: 'true' });
    expect(jdb.list.map((game: { gameId: string }) => game.gameId)).toEqual(['7002']);
    expectFieldError(await get(API_PATHS.hotGames, { vassalage: 'XYZ' }), 'query.vassalage');
  });

  it('answers vendor lanes per category in value.data.lanes', async () => {
    const { data } = await value(API_PATHS.gameVendors, { platform: 'html5-desktop' });
    expect(
      data.lanes.map((lane: { gameType: string; vendors: { vassalage: string }[] }) => [
        lane.gameType,
        lane.vendors.map((vendor) => vendor.vassalage),
      ]),
    ).toEqual([
      ['LIVE', ['EVO']],
      ['RNG', ['PG', 'JDB']],
      ['FISH', ['JDB']],
    ]);
  });

  it("answers a vendor's categories, and 400 for an unknown vendor", async () => {
    const { list } = await value(API_PATHS.vendorGameType, { vassalage: 'JDB' });
    expect(list.map((entry: { gameType: string }) => entry.gameType)).toEqual(['RNG', 'FISH']);
    expectFieldError(await get(API_PATHS.vendorGameType, { vassalage: 'NOPE' }), 'query.vassalage');
    expectFieldError(await get(API_PATHS.vendorGameType), 'query.vassalage');
  });

  it('serves the generated icon of a demo game', async () => {
    const response = await t.app.inject({ url: '/images/DEMO_GAMES/PG/cafe-royale.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-image-fallback']).toBeUndefined();
    expect(response.body).toContain('>CR<');
  });
});

describe('catalog import', () => {
  const feed: GameFeedInput = {
    vendor: 'FC',
    games: [
      { gameId: 'a', names: { EN: 'Alpha Fish' }, gameType: 'FISH' },
      { gameId: 'b', names: { EN: 'Beta Slot' }, gameType: 'RNG' },
    ],
  };
  const fcGames = () =>
    t.database.db.select().from(games).where(eq(games.vendorCode, 'FC')).orderBy(games.gameId);

  it('is idempotent, updates in place and disables what a feed no longer lists', async () => {
    expect(await importFeed(feed)).toEqual({
      vendor: 'FC',
      created: 2,
      updated: 0,
      unchanged: 0,
      disabled: 0,
    });
    const before = await fcGames();
    expect(await importFeed(feed)).toEqual({
      vendor: 'FC',
      created: 0,
      updated: 0,
      unchanged: 2,
      disabled: 0,
    });
    expect(await fcGames()).toEqual(before);

    const renamed = {
      ...feed,
      games: [{ ...feed.games[0]!, names: { EN: 'Alpha Fishing' } }, feed.games[1]!],
    };
    expect(await importFeed(renamed)).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const [alpha] = await fcGames();
    expect(alpha).toMatchObject({ nodeId: before[0]!.nodeId, names: { EN: 'Alpha Fishing' } });
    expect(await gameNames({ gameName: 'alpha fishing' })).toEqual(['Alpha Fishing']);

    // Dropping the only FC fish game disables it; FC leaves the FISH lane.
    expect(await importFeed({ vendor: 'FC', games: [feed.games[1]!] })).toMatchObject({ disabled: 1 });
    expect((await fcGames()).map((game) => [game.gameId, game.enabled])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(await gameNames({ gameName: 'alpha' })).toEqual([]);
    const { list } = await value(API_PATHS.vendorGameType, { vassalage: 'FC' });
    expect(list.map((entry: { gameType: string }) => entry.gameType)).toEqual(['RNG']);

    // Listed again, it comes back under the same node id.
    expect(await importFeed(renamed)).toMatchObject({ created: 0, updated: 1, disabled: 0 });
    expect((await fcGames())[0]).toMatchObject({ nodeId: before[0]!.nodeId, enabled: true });
  });

  it('refuses a feed with a game listed twice, or a bad field, before writing', () => {
    const twice = GameFeedSchema.safeParse({ vendor: 'FC', games: [feed.games[0], feed.games[0]] });
    expect(twice.success).toBe(false);
    expect(GameFeedSchema.safeParse({ vendor: 'FC', games: [{ ...feed.games[0], names: {} }] }).success).toBe(
      false,
    );
    expect(
      GameFeedSchema.safeParse({ vendor: 'FC', games: [{ ...feed.games[0], iconUrl: '../../etc/passwd' }] })
        .success,
    ).toBe(false);
  });
});

describe('operator import API', () => {
  let admin: string;
  let content: string;
  const feed = { vendor: 'CQ9', games: [{ gameId: 'q1', names: { EN: 'Queen Slot' }, gameType: 'RNG' }] };
  const post = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.gamesImport,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    admin = await operatorToken(t, 'games-admin', 'admin');
    content = await operatorToken(t, 'games-content', 'content');
  });

  it('needs an operator with games.write', async () => {
    expect((await post(feed)).statusCode).toBe(401);
    expect((await post(feed, content)).statusCode).toBe(403);
    expect(await gameNames({ gameName: 'queen slot' })).toEqual([]);
  });

  it('imports, answers the counts and writes one audit row per change', async () => {
    const response = await post(feed, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      vendor: 'CQ9',
      created: 1,
      updated: 0,
      unchanged: 0,
      disabled: 0,
    });
    expect(await gameNames({ gameName: 'queen slot' })).toEqual(['Queen Slot']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'games.import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ objectType: 'game_vendor', objectId: 'CQ9' });
  });

  it('refuses an unknown vendor and a malformed feed with the field, changing nothing', async () => {
    expectFieldError(await post({ ...feed, vendor: 'NOPE' }, admin), 'body.vendor');
    expectFieldError(
      await post({ ...feed, games: [{ ...feed.games[0], gameType: 'CASINO' }] }, admin),
      'body.games.0.gameType',
    );
    expect((await post({ ...feed, extra: 1 }, admin)).statusCode).toBe(400);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'games.import'));
    expect(audits).toHaveLength(1);
  });
});

/** Two more apps, each migrating its own database: more than the default on a busy machine. */
const TWO_APPS_TIMEOUT_MS = 120_000;

describe('answers in production', () => {
  it(
    'are written by the schema serializer exactly as validated in development',
    async () => {
      // Both on the fixture feeds alone: the other tests have changed t's catalog.
      const shared = t;
      const validating = await createTestApp();
      const production = await createTestApp({ env: { VALIDATE_RESPONSES: 'false' } });
      try {
        for (const app of [validating, production]) {
          t = app;
          for (const feed of [pgFeed, jdbFeed, evoFeed]) await importFeed(feed);
        }
        const urls = [
          API_PATHS.gameMenus,
          `${API_PATHS.gameList}?gameType=RNG&vassalage=PG&language=CN`,
          `${API_PATHS.gameList}?gameName=cafe`,
          API_PATHS.hotGames,
          API_PATHS.gameVendors,
          `${API_PATHS.vendorGameType}?vassalage=JDB`,
        ];
        for (const url of urls) {
          const expected = await validating.app.inject({ url });
          const actual = await production.app.inject({ url });
          expect(actual.statusCode, url).toBe(200);
          expect(actual.json(), url).toEqual(expected.json());
        }
      } finally {
        t = shared;
        await validating.close();
        await production.close();
      }
    },
    TWO_APPS_TIMEOUT_MS,
  );
});
