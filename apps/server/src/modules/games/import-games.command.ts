/**
 * `npm run games:import -- <feed.json>`: imports vendor game feeds into the database the server
 * uses (DATABASE_URL, else the embedded database in DATA_DIR, which must not be open in a running
 * server). The file holds one feed `{ vendor, games }` or an array of them; each feed is validated
 * whole before anything is written, and imported in its own transaction.
 */
import { readFileSync } from 'node:fs';
import { GameFeedSchema } from '@platform/contract/games';
import { z } from 'zod';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { importGameFeed } from './catalog-import.service.ts';

const FeedListSchema = z.array(GameFeedSchema).min(1);

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run games:import -- <feed.json>');
    return 64; // EX_USAGE
  }
  const content: unknown = JSON.parse(readFileSync(file, 'utf8'));
  // Parsed by the schema of its shape, so the errors name the feed's own fields.
  const parsed = Array.isArray(content)
    ? FeedListSchema.safeParse(content)
    : GameFeedSchema.safeParse(content);
  if (!parsed.success) {
    console.error(`${file} is not a game feed:\n${z.prettifyError(parsed.error)}`);
    return 65; // EX_DATAERR
  }
  const feeds = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    let failed = false;
    for (const feed of feeds) {
      const outcome = await database.db.transaction((tx) => importGameFeed(tx, feed, new Date()));
      if (outcome.ok) {
        const { vendor, created, updated, unchanged, disabled } = outcome.result;
        console.log(
          `${vendor}: ${created} created, ${updated} updated, ${unchanged} unchanged, ${disabled} disabled`,
        );
      } else {
        failed = true;
        console.error(`${feed.vendor}: ${outcome.message}`);
      }
    }
    return failed ? 65 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
