// Ledger postings per second on PostgreSQL (a bet debit plus a win credit, each its own transfer),
// as a ratio to `pgbench -b tpcb-like` on the same server with the same client count, both run here.
// Usage: npm run bench:ledger -- [--duration N] [--clients N] [--warmup N]
// The server is BENCH_DATABASE_URL, else the local one on 127.0.0.1:5432; a scratch database is
// created for the run and dropped at the end.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import {
  merchantAccount,
  postTransfer,
  reconcile,
} from '../apps/server/src/modules/ledger/ledger.service.ts';
import { merchants } from '../apps/server/src/modules/merchants/merchants.tables.ts';
import { seedDemoMerchant } from '../apps/server/src/seed/demo-merchant.ts';
import { createFundedMember, createScratchDatabase } from '../apps/server/src/test/money-fixtures.ts';
import { fail, intOptions, table, verdict, watchdog } from './lib.mjs';

const SQL_TARGET = 0.8;
const CONTENDED_TARGET = 0.6;
const opts = intOptions(process.argv.slice(2), { duration: 10, clients: 16, warmup: 2 }) as {
  duration: number;
  clients: number;
  warmup: number;
};
watchdog((opts.duration * 3 + opts.warmup * 2 + 120) * 1000, 'bench:ledger');

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** pgbench's tpcb-like transactions per second with the same clients on the same server. */
function pgbenchTps(scratch: { name: string; url: string }): number {
  const benchUrl = new URL(scratch.url);
  const dbName = scratch.name;
  const args = [
    '-h',
    benchUrl.hostname,
    '-p',
    benchUrl.port || '5432',
    '-U',
    benchUrl.username || 'postgres',
  ];
  execFileSync('pgbench', [...args, '-i', '-q', '-s', String(opts.clients), dbName], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    [
      ...args,
      '-b',
      'tpcb-like',
      '-n',
      '-c',
      String(opts.clients),
      '-j',
      '2',
      '-T',
      String(opts.duration),
      dbName,
    ],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) fail(`could not read pgbench's answer:\n${out}`);
  return Number(tps![1]);
}

interface Worker {
  merchantId: number;
  cash: number;
  /** Where bets go and wins come from: the worker's own merchant's house, or one shared house. */
  house: number;
}

/** Runs bet-plus-win postings from every client for `seconds` and answers postings per second. */
async function postingsPerSecond(database: DatabaseHandle, workers: Worker[], seconds: number) {
  let postings = 0;
  let run = true;
  const started = performance.now();
  const stop = setTimeout(() => {
    run = false;
  }, seconds * 1000);
  await Promise.all(
    workers.map(async (worker) => {
      while (run) {
        // Keys as a game studio sends them: unique and unordered, so inserts spread over the index.
        const key = randomUUID();
        const { merchantId } = worker;
        await postTransfer(database.db, {
          merchantId,
          idempotencyKey: `bet-${key}`,
          kind: 'bet',
          reference: key,
          legs: [
            { accountId: worker.cash, amount: -100 },
            { accountId: worker.house, amount: 100 },
          ],
        });
        await postTransfer(database.db, {
          merchantId,
          idempotencyKey: `win-${key}`,
          kind: 'win',
          reference: key,
          legs: [
            { accountId: worker.house, amount: -90 },
            { accountId: worker.cash, amount: 90 },
          ],
        });
        if (run) postings += 1;
      }
    }),
  );
  clearTimeout(stop);
  return postings / ((performance.now() - started) / 1000);
}

async function main() {
  const scratch = await createScratchDatabase(serverUrl, 'bench_ledger');
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase({ url: scratch.url, poolMax: opts.clients });
    await runMigrations(database);
    const demoId = await seedDemoMerchant(database.db);
    const [demo] = await database.db.select().from(merchants).where(eq(merchants.id, demoId));
    const { id: _, ...template } = demo!;
    // One merchant per client, each with its own house account: postings that share no row. The
    // contended run then sends every client's postings through the first merchant's house.
    const workers: Worker[] = [];
    for (let w = 0; w < opts.clients; w++) {
      const [merchant] = await database.db
        .insert(merchants)
        .values({ ...template, code: `bench${w}`, mainDomain: `bench${w}.example` })
        .returning({ id: merchants.id });
      const merchantId = merchant!.id;
      const { cash } = await createFundedMember(database.db, {
        merchantId,
        account: `bench${w}`,
        cash: 1_000_000_000,
      });
      const house = await merchantAccount(database.db, merchantId, 'house');
      workers.push({ merchantId, cash, house });
    }

    console.log(`bench:ledger on PostgreSQL, ${opts.clients} clients, ${opts.duration} s per run`);
    await postingsPerSecond(database, workers, opts.warmup);
    const uncontended = await postingsPerSecond(database, workers, opts.duration);
    // One house: every client's member moves to the first merchant, whose house takes every posting.
    const shared = workers[0]!;
    const contendedWorkers: Worker[] = [];
    for (const [w, worker] of workers.entries()) {
      if (w === 0) {
        contendedWorkers.push(worker);
        continue;
      }
      const { cash } = await createFundedMember(database.db, {
        merchantId: shared.merchantId,
        account: `shared${w}`,
        cash: 1_000_000_000,
      });
      contendedWorkers.push({ merchantId: shared.merchantId, cash, house: shared.house });
    }
    const contended = await postingsPerSecond(database, contendedWorkers, opts.duration);
    const check = await reconcile(database.db);
    await database.close();
    database = null;
    const tps = pgbenchTps(scratch);

    const ratio = uncontended / tps;
    const contendedRatio = contended / uncontended;
    console.log(
      table([
        ['run', 'per second', 'ratio', 'target', ''],
        ['pgbench tpcb-like (baseline)', tps.toFixed(0), '1.00', '', ''],
        [
          'ledger postings, a house per client',
          uncontended.toFixed(0),
          ratio.toFixed(2),
          `>= ${SQL_TARGET}`,
          verdict(ratio >= SQL_TARGET),
        ],
        [
          'ledger postings, one house account',
          contended.toFixed(0),
          contendedRatio.toFixed(2),
          `>= ${CONTENDED_TARGET} of the line above`,
          verdict(contendedRatio >= CONTENDED_TARGET),
        ],
      ]),
    );
    console.log(
      `reconciliation after the runs: ${check.unbalancedTransfers} unbalanced transfers, ${check.mismatchedAccounts} mismatched balances, difference ${check.difference}`,
    );
    if (check.difference !== 0 || check.unbalancedTransfers !== 0) fail('the ledger does not reconcile');
  } finally {
    if (database) await database.close();
    await scratch.drop();
  }
}

await main();
