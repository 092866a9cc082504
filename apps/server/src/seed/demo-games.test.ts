import { API_PATHS } from '@platform/contract/paths';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../modules/games/games.tables.ts';
import { containsPattern, searchKeyOf } from '../modules/games/search-key.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { demoGameFeeds, seedDemoGames } from './demo-games.ts';

describe('demo game catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoGames(t.database.db, t.ctx.system.now());
  });
  afterAll(() => t.close());

  const gameCount = async () => (await t.database.db.select({ n: count() }).from(games))[0]!.n;

  it('holds about 10,000 games, the same on every run, and is seeded only into an empty catalog', async () => {
    const feeds = demoGameFeeds();
    expect(feeds).toEqual(demoGameFeeds());
    const total = feeds.reduce((sum, feed) => sum + feed.games.length, 0);
    expect(total).toBeGreaterThan(9_500);
    expect(await gameCount()).toBe(total);
    await seedDemoGames(t.database.db, t.ctx.system.now());
    expect(await gameCount()).toBe(total);
  });

  it('fills every category the demo configures, with slot sub-types', async () => {
    const response = await t.app.inject({ url: API_PATHS.gameMenus });
    const { list } = response.json().value;
    expect(list.map((entry: { gameCategory: string }) => entry.gameCategory)).toEqual([
      'HOME',
      'SPORTS',
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'PROMO',
      'FAV',
    ]);
    expect(list.find((entry: { gameCategory: string }) => entry.gameCategory === 'RNG').gameClassify).toEqual(
      ['JP', 'TG', 'AC', 'SC', 'VP'],
    );
  });

  it('finds games by name in any language, and every icon is drawn by the image host', async () => {
    const response = await t.app.inject({
      url: `${API_PATHS.gameList}?gameName=${encodeURIComponent('黄金龙')}`,
    });
    const list = response.json().value;
    expect(list.games.map((game: { gameName: string }) => game.gameName)).toContain('Golden Dragon');
    const icon = await t.app.inject({ url: list.games[0].iconUrl });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['x-image-fallback']).toBeUndefined();
  });

  it('can answer a name search from the trigram index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select node_id from games where search_text like ${containsPattern(searchKeyOf('Dragon'))}`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain('games_search_trgm');
  });
});
