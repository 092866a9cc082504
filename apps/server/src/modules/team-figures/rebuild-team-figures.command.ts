/**
 * `npm run teams:rebuild -- [merchant code]`: folds the team figures again from the ledger and the
 * members table, for one merchant or all, into the database the server uses (DATABASE_URL, else the
 * embedded database in DATA_DIR, which must not be open in a running server). For figures an
 * outside write made wrong (rows inserted with past times, a restore); a running server's pages read
 * the ledger whole while a merchant is being rebuilt, and its fold job goes on from the new cursor.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { SETTLE_GRACE_MS } from '../agents/settlement-jobs.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { rebuildTeamFigures } from './team-fold.ts';

async function main(code: string | undefined): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    const chosen = await database.db
      .select({ id: merchants.id, code: merchants.code })
      .from(merchants)
      .where(code ? eq(merchants.code, code) : undefined);
    if (chosen.length === 0) {
      console.error(code ? `no merchant with code ${code}` : 'no merchant to rebuild');
      return 65; // EX_DATAERR
    }
    for (const merchant of chosen) {
      const started = Date.now();
      // Up to the same grace as the job, so the job's next run goes on where this stops.
      const until = new Date(Date.now() - SETTLE_GRACE_MS);
      const steps = await rebuildTeamFigures(database.db, { merchantId: merchant.id, until });
      console.log(
        `${merchant.code}: folded in ${steps} steps, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    return 0;
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
