import { type GameFeedInput, GameFeedSchema } from '@platform/contract/games';
import { importGameFeed } from '../modules/games/catalog-import.service.ts';
import type { TestApp } from './test-app.ts';

/** Imports vendor feeds into the test app's catalog as the import job does; a refused feed fails the test. */
export async function importTestFeeds(
  t: TestApp,
  feeds: GameFeedInput[],
  at: Date = new Date(),
): Promise<void> {
  for (const feed of feeds) {
    const outcome = await t.database.db.transaction((tx) =>
      importGameFeed(tx, GameFeedSchema.parse(feed), at),
    );
    if (!outcome.ok) throw new Error(outcome.message);
  }
}
