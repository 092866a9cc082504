// Ledger postings per second: bet debits and win credits, each its own transfer (one posting), as a
// ratio to `pgbench -b tpcb-like` transactions per second on the same PostgreSQL with the same
// client count, all run here. Also: every posting through one house account, postings through HTTP
// (the built server, GCS_walletTransfer), and the embedded PGlite against native PostgreSQL.
// Usage: npm run bench:ledger -- [--duration N] [--clients N] [--warmup N]
// The server is BENCH_DATABASE_URL, else the local one on 127.0.0.1:5432; scratch databases are
// created for the run and dropped at the end.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import {
  merchantAccount,
  postTransfer,
  reconcile,
} from '../apps/server/src/modules/ledger/ledger.service.ts';
import { merchants } from '../apps/server/src/modules/merchants/merchants.tables.ts';
import { vendorIntegrations } from '../apps/server/src/modules/seamless/seamless.tables.ts';
import {
  registerSandboxTransferWallet,
  SANDBOX_TRANSFER_WALLET_BASE,
  SandboxTransferWallets,
} from '../apps/server/src/sandbox-vendor/sandbox-transfer-wallet.ts';
import { seedDemoMerchant } from '../apps/server/src/seed/demo-merchant.ts';
import { createFundedMember, createScratchDatabase } from '../apps/server/src/test/money-fixtures.ts';
import {
  fail,
  freePort,
  HOST,
  makeTempDir,
  SERVER_MAIN,
  serverEnv,
  sleep,
  spawnNode,
  startDatabaseBench,
  table,
  verdict,
} from './lib.mjs';

const SQL_TARGET = 0.8;
const CONTENDED_TARGET = 0.6;
const HTTP_TARGET = 0.4;
const PGLITE_TARGET = 0.35;
/** A posting that takes longer than this counts as a hang (the PGlite target is zero of them). */
const HANG_MS = 10_000;
const { opts, serverUrl } = startDatabaseBench('bench:ledger', (o) => o.duration * 5 + o.warmup * 4 + 240);

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

interface Rate {
  postings: number;
  seconds: number;
  hangs: number;
}

const perSecond = (rates: Rate[]) =>
  rates.reduce((sum, rate) => sum + rate.postings, 0) / rates.reduce((sum, rate) => sum + rate.seconds, 0);

/** Resolves to 'hang' when `work` takes longer than HANG_MS. */
async function orHang<T>(work: Promise<T>): Promise<T | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  try {
    return await Promise.race([work, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every client bets and wins in a loop for `seconds`: each round is two postings. Keys are unique
 * and unordered, as a game studio sends them, so inserts spread over the index.
 */
async function measurePostings(database: DatabaseHandle, workers: Worker[], seconds: number): Promise<Rate> {
  let postings = 0;
  let hangs = 0;
  const started = performance.now();
  // A deadline read in the loop, not a timer: PGlite answers without yielding to the event loop's
  // timers, so a timer that ends the run would never fire while the clients keep it busy.
  const deadline = started + seconds * 1000;
  const running = () => performance.now() < deadline;
  const post = (worker: Worker, kind: 'bet' | 'win', key: string, amount: number) =>
    orHang(
      postTransfer(database.db, {
        at: new Date(),
        merchantId: worker.merchantId,
        idempotencyKey: `${kind}-${key}`,
        kind,
        reference: key,
        legs: [
          { accountId: worker.cash, amount: kind === 'bet' ? -amount : amount },
          { accountId: worker.house, amount: kind === 'bet' ? amount : -amount },
        ],
      }),
    );
  await Promise.all(
    workers.map(async (worker) => {
      while (running() && hangs === 0) {
        const key = randomUUID();
        for (const [kind, amount] of [
          ['bet', 100],
          ['win', 90],
        ] as const) {
          if ((await post(worker, kind, key, amount)) === 'hang') hangs += 1;
          else if (running()) postings += 1;
        }
      }
    }),
  );
  return { postings, seconds: (performance.now() - started) / 1000, hangs };
}

/** One merchant per client, each with its own house: postings that share no row. */
async function uncontendedWorkers(database: DatabaseHandle, clients: number): Promise<Worker[]> {
  const demoId = await seedDemoMerchant(database.db, new Date());
  const [demo] = await database.db.select().from(merchants).where(eq(merchants.id, demoId));
  const { id: _, ...template } = demo!;
  const workers: Worker[] = [];
  for (let w = 0; w < clients; w++) {
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
    const house = await merchantAccount(database.db, merchantId, 'house', new Date());
    workers.push({ merchantId, cash, house });
  }
  return workers;
}

/** The same clients, every one of them betting against the first merchant's house. */
async function contendedWorkers(database: DatabaseHandle, workers: Worker[]): Promise<Worker[]> {
  const shared = workers[0]!;
  const contended = [shared];
  for (let w = 1; w < workers.length; w++) {
    const { cash } = await createFundedMember(database.db, {
      merchantId: shared.merchantId,
      account: `shared${w}`,
      cash: 1_000_000_000,
    });
    contended.push({ merchantId: shared.merchantId, cash, house: shared.house });
  }
  return contended;
}

/**
 * Native PostgreSQL: the two shapes measured in turns (A B A B), so neither always runs on the
 * warmer or the more bloated database.
 */
async function measureSql(url: string) {
  const database = await openDatabase({ url, poolMax: opts.clients });
  try {
    await runMigrations(database);
    const workers = await uncontendedWorkers(database, opts.clients);
    const shared = await contendedWorkers(database, workers);
    await measurePostings(database, workers, opts.warmup);
    const uncontended: Rate[] = [];
    const contended: Rate[] = [];
    for (let turn = 0; turn < 2; turn++) {
      uncontended.push(await measurePostings(database, workers, opts.duration / 2));
      contended.push(await measurePostings(database, shared, opts.duration / 2));
    }
    const check = await reconcile(database.db);
    if (check.difference !== 0 || check.unbalancedTransfers !== 0) fail('the ledger does not reconcile');
    return { uncontended: perSecond(uncontended), contended: perSecond(contended) };
  } finally {
    await database.close();
  }
}

/** The embedded database with the same clients, in this process. */
async function measurePglite() {
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    const workers = await uncontendedWorkers(database, opts.clients);
    await measurePostings(database, workers, opts.warmup);
    const rate = await measurePostings(database, workers, opts.duration);
    const check = await reconcile(database.db);
    if (check.difference !== 0 || check.unbalancedTransfers !== 0)
      fail('the PGlite ledger does not reconcile');
    return { perSecond: perSecond([rate]), hangs: rate.hangs };
  } finally {
    await database.close();
  }
}

const VENDOR_SECRET = 'bench-transfer-vendor-secret';

/**
 * Postings through the built server over HTTP: members move money between the main wallet and a
 * transfer-mode vendor wallet (GCS_walletTransfer), each request one posting, with session auth,
 * validation, the signed call to the vendor's own wallet and the answer's envelope on the way.
 */

async function measureHttp(url: string) {
  const database = await openDatabase({ url, poolMax: 2 });
  const members: Array<{ account: string; token: string }> = [];
  // PT's own wallet, which every transfer also moves money in over signed HTTP.
  const vendor = Fastify({ logger: false });
  registerSandboxTransferWallet(vendor, { secret: VENDOR_SECRET, wallets: new SandboxTransferWallets() });
  const vendorOrigin = await vendor.listen({ host: HOST, port: 0 });
  try {
    await runMigrations(database);
    const merchantId = await seedDemoMerchant(database.db, new Date());
    await database.db.insert(vendorIntegrations).values({
      vendorCode: 'PT',
      launchUrl: `${vendorOrigin}/play`,
      apiSecret: VENDOR_SECRET,
      walletApiUrl: `${vendorOrigin}${SANDBOX_TRANSFER_WALLET_BASE}`,
    });
    for (let c = 0; c < opts.clients; c++) {
      const account = `http${c}`;
      await createFundedMember(database.db, {
        merchantId,
        account,
        cash: 1_000_000_000,
        password: 'Secret123',
      });
      members.push({ account, token: '' });
    }
  } finally {
    await database.close();
  }
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const env = {
    ...serverEnv(port, makeTempDir('bench-ledger-')),
    DATABASE_URL: url,
    PAYLOAD_ENCRYPTION: 'optional',
  };
  const server = spawnNode([SERVER_MAIN], { env, label: 'server' }) as unknown as {
    child: { kill(s: string): void };
  };
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 300) fail('the server did not become ready');
      await sleep(50);
    }
    for (const member of members) {
      const login = await fetch(`${base}${API_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: member.account, password: 'Secret123' }),
      });
      member.token = ((await login.json()) as { value: { token: string } }).value.token;
    }
    const send = async (token: string, from: string, to: string) => {
      const response = await fetch(`${base}${API_PATHS.walletTransfer}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ from, to, amount: 100, requestId: randomUUID() }),
      });
      if (response.status !== 200) fail(`a transfer answered ${response.status}: ${await response.text()}`);
    };
    const run = async (seconds: number) => {
      let postings = 0;
      let going = true;
      const started = performance.now();
      const stop = setTimeout(() => {
        going = false;
      }, seconds * 1000);
      await Promise.all(
        members.map(async (member) => {
          while (going) {
            await send(member.token, 'MAIN', 'PT');
            await send(member.token, 'PT', 'MAIN');
            if (going) postings += 2;
          }
        }),
      );
      clearTimeout(stop);
      return postings / ((performance.now() - started) / 1000);
    };
    await run(opts.warmup);
    return await run(opts.duration);
  } finally {
    server.child.kill('SIGTERM');
    await vendor.close();
  }
}

async function main() {
  console.log(`bench:ledger, ${opts.clients} clients, ${opts.duration} s per measurement`);
  const sqlScratch = await createScratchDatabase(serverUrl, 'bench_ledger');
  const httpScratch = await createScratchDatabase(serverUrl, 'bench_ledger_http');
  try {
    console.log('- PostgreSQL, a house per client and one house, in turns');
    const sqlRates = await measureSql(sqlScratch.url);
    console.log('- HTTP on the built server');
    const http = await measureHttp(httpScratch.url);
    console.log('- PGlite, in this process');
    const pglite = await measurePglite();
    console.log('- pgbench tpcb-like');
    const tps = pgbenchTps(sqlScratch);

    const ratio = sqlRates.uncontended / tps;
    const contendedRatio = sqlRates.contended / sqlRates.uncontended;
    const httpRatio = http / tps;
    const pgliteRatio = pglite.perSecond / sqlRates.uncontended;
    console.log(
      table([
        ['run (postings: a bet debit or a win credit)', 'per second', 'ratio', 'target', ''],
        ['pgbench tpcb-like (baseline)', tps.toFixed(0), '1.00', '', ''],
        [
          'SQL, a house per client',
          sqlRates.uncontended.toFixed(0),
          ratio.toFixed(2),
          `>= ${SQL_TARGET}`,
          verdict(ratio >= SQL_TARGET),
        ],
        [
          'SQL, one house account',
          sqlRates.contended.toFixed(0),
          contendedRatio.toFixed(2),
          `>= ${CONTENDED_TARGET} of the line above`,
          verdict(contendedRatio >= CONTENDED_TARGET),
        ],
        [
          'HTTP, GCS_walletTransfer',
          http.toFixed(0),
          httpRatio.toFixed(2),
          `>= ${HTTP_TARGET}`,
          verdict(httpRatio >= HTTP_TARGET),
        ],
        [
          `PGlite, ${pglite.hangs} hangs`,
          pglite.perSecond.toFixed(0),
          pgliteRatio.toFixed(2),
          `>= ${PGLITE_TARGET} of SQL, 0 hangs`,
          verdict(pgliteRatio >= PGLITE_TARGET && pglite.hangs === 0),
        ],
      ]),
    );
    console.log('every ledger reconciled after its runs: 0 unbalanced transfers, difference 0');
  } finally {
    await sqlScratch.drop();
    await httpScratch.drop();
  }
}

await main();
