/**
 * `npm run secrets:rotate`: re-seals the secrets kept in the database (TOTP, vendor API secrets)
 * under the current SECRETS_MASTER_KEY, and seals plain values left from before encryption.
 * Runs against the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR,
 * which must not be open in a running server). See docs/operations.md, "Rotating the secrets key".
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { loadSecretBox } from './master-keys.ts';
import { rotateSealedSecrets } from './rotate-secrets.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const box = await loadSecretBox(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    const counts = await rotateSealedSecrets(database.db, box);
    for (const { column, resealed, current, skipped } of counts)
      console.log(
        `${column}: ${resealed} re-sealed, ${current} already current, ${skipped} changed meanwhile`,
      );
    const changed = counts.reduce((sum, count) => sum + count.skipped, 0);
    if (changed) console.log(`${changed} values changed while this ran: run it again to check them.`);
    else console.log(`Every secret is sealed under master key "${box.currentKeyId}".`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
