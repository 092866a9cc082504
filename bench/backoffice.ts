// The back office's big lists, measured against a baseline run beside them (issue 17): with
// 100,000 players and 1,000,000 bet rounds in the database, the p95 of
//   - the player search (account, mobile and name prefixes, an IP, and the unfiltered first page),
//   - the bet list filtered by vendor, on page 1 and on page 500, and the filter's count (the
//     console asks for it once per filter, beside the first page, and keeps it while paging),
// each as a ratio to the p95 of a single-row lookup on the same server at the same concurrency
// (GET /wps/admin/me: the operator's own row behind the session). Target: every ratio <= 5.
// Usage: npm run bench:backoffice -- [--duration N] [--clients N] [--warmup N]
// The server is BENCH_DATABASE_URL, else the local one on 127.0.0.1:5432; the scratch database is
// created for the run and dropped at the end.
import { ADMIN_PATHS } from '@platform/contract/paths';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedOperator } from '../apps/server/src/modules/operators/operators.seed.ts';
import { seedDemoGames } from '../apps/server/src/seed/demo-games.ts';
import { seedDemoMerchant } from '../apps/server/src/seed/demo-merchant.ts';
import { createScratchDatabase } from '../apps/server/src/test/money-fixtures.ts';
import { cannon } from './cannon.ts';
import {
  fail,
  numbers,
  sleep,
  type spawnNode,
  startBenchServer,
  startDatabaseBench,
  table,
  verdict,
} from './lib.mjs';

const TARGET = 5;
const PLAYERS = 100_000;
const BETS = 1_000_000;
const VENDORS = ['PG', 'EG2', 'JDB', 'PT', 'CQ9'];
const OPERATOR = { username: 'benchadmin', password: 'bench operator password' };
const { opts, serverUrl } = startDatabaseBench(
  'bench:backoffice',
  (o) => o.duration * 10 + o.warmup * 8 + 600,
);

/** 100,000 players and a million rounds, written by SQL: the lists read them, they need no ledger. */
async function seedVolume(db: Awaited<ReturnType<typeof openDatabase>>['db'], merchantId: number) {
  await db.execute(sql`
    insert into members (merchant_id, account, nickname, type, referral_code, register_ip, register_type,
      country_dialing_code, mobile_num, fullname, last_login_ip, created_at)
    select ${merchantId}, 'pl' || lpad(i::text, 6, '0'), 'Player ' || i, 0, 'R' || lpad(i::text, 7, '0'),
      '10.' || (i / 65536) || '.' || (i / 256 % 256) || '.' || (i % 256), 'USERNAME', '95',
      '9' || lpad((i * 7919 % 1000000000)::text, 9, '0'), 'Name ' || i,
      '10.' || (i / 65536) || '.' || (i / 256 % 256) || '.' || (i % 256),
      now() - make_interval(secs => i * 60)
    from generate_series(1, ${PLAYERS}) as i`);
  await db.execute(sql`
    insert into bet_records (merchant_id, member_id, vendor_code, round_id, game_code, status, stake, payout,
      placed_at, settled_at)
    select ${merchantId}, m.first + (i::bigint * 7919) % ${PLAYERS}, v.code, 'BR' || i, 'game-' || (i % 50),
      case when i % 20 = 0 then 'open' else 'settled' end, 100 + i % 5000,
      case when i % 20 = 0 then 0 else (i * 37) % 9000 end,
      now() - make_interval(secs => i * 7), case when i % 20 = 0 then null else now() - make_interval(secs => i * 7 - 5) end
    from generate_series(1, ${BETS}) as i
    -- The players were written by one statement, so their ids run without gaps from the first.
    cross join (select min(id) as first from members where account like 'pl%') m
    cross join lateral (select (array[${sql.join(
      VENDORS.map((code) => sql`${code}`),
      sql`, `,
    )}])[1 + i % ${VENDORS.length}] as code) v`);
}

/** Signs the operator in as production asks: the authenticator set up, then a login with a code. */
async function operatorToken(base: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { success: boolean; value: Record<string, string> };
    if (!answer.success) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer.value;
  };
  const first = (await post(ADMIN_PATHS.login, OPERATOR)).token as string;
  const { secret } = await post(ADMIN_PATHS.totpSetup, {}, first);
  await post(ADMIN_PATHS.totpConfirm, { code: await generate({ secret: secret! }) }, first);
  // The next code step, so the login's code is not the one just used.
  await sleep(31_000);
  return (await post(ADMIN_PATHS.login, { ...OPERATOR, totpCode: await generate({ secret: secret! }) }))
    .token as string;
}

async function main() {
  console.log(
    `bench:backoffice, ${opts.clients} clients, ${opts.duration} s per measurement, ${opts.warmup} s warm-ups`,
  );
  const scratch = await createScratchDatabase(serverUrl, 'bench_backoffice');
  let server: ReturnType<typeof spawnNode> | null = null;
  try {
    console.log(
      `- seeding ${PLAYERS.toLocaleString('en')} players and ${BETS.toLocaleString('en')} bet rounds`,
    );
    const started = Date.now();
    const database = await openDatabase({ url: scratch.url, poolMax: 2 });
    await runMigrations(database);
    const merchantId = await seedDemoMerchant(database.db, new Date());
    await seedDemoGames(database.db, new Date());
    await seedOperator(database.db, merchantId, { ...OPERATOR, role: 'admin' }, new Date());
    await seedVolume(database.db, merchantId);
    // Planner statistics as a running database has them, so no measurement runs on a blind plan.
    await database.db.execute(sql`vacuum analyze`);
    await database.close();
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const running = await startBenchServer({
      databaseUrl: scratch.url,
      clients: opts.clients,
      tempPrefix: 'bench-backoffice-',
    });
    server = running.server;
    const { base } = running;
    const headers = { authorization: `Bearer ${await operatorToken(base)}` };

    const random = numbers(17);
    const searches = [
      () => `account=pl0${String(random(10_000)).padStart(4, '0')}`,
      () => `mobile=9${String(random(1_000)).padStart(3, '0')}`,
      () => `name=Name%20${1 + random(PLAYERS)}`,
      () => {
        const i = 1 + random(PLAYERS);
        return `ip=10.${Math.floor(i / 65536)}.${Math.floor(i / 256) % 256}.${i % 256}`;
      },
      () => 'pageNo=1',
    ];
    let searchRequest = 0;
    const measured = {
      lookup: () => ADMIN_PATHS.me,
      search: () => `${ADMIN_PATHS.members}?${searches[searchRequest++ % searches.length]!()}&pageSize=20`,
      betsPage1: () =>
        `${ADMIN_PATHS.bets}?vendorCode=${VENDORS[random(VENDORS.length)]}&pageNo=1&pageSize=20`,
      betsPage500: () =>
        `${ADMIN_PATHS.bets}?vendorCode=${VENDORS[random(VENDORS.length)]}&pageNo=500&pageSize=20`,
      betsCount: () => `${ADMIN_PATHS.betCount}?vendorCode=${VENDORS[random(VENDORS.length)]}`,
    };
    for (const [name, pathOf] of Object.entries(measured)) {
      await cannon(`${name} warm-up`, base, pathOf, opts.warmup, opts.clients, headers);
    }
    const p95 = {} as Record<keyof typeof measured, number>;
    for (const [name, pathOf] of Object.entries(measured) as [keyof typeof measured, () => string][]) {
      console.log(`- ${name}`);
      p95[name] = (await cannon(name, base, pathOf, opts.duration, opts.clients, headers)).p95;
    }
    const rows = (['search', 'betsPage1', 'betsPage500', 'betsCount'] as const).map((name) => {
      const ratio = p95[name] / p95.lookup;
      return [
        name,
        `${p95[name].toFixed(1)} ms`,
        `${p95.lookup.toFixed(1)} ms`,
        `${ratio.toFixed(2)}x`,
        `<= ${TARGET}`,
        verdict(ratio <= TARGET),
      ];
    });
    console.log(table([['list (p95)', 'p95', 'single-row p95', 'ratio', 'target', ''], ...rows]));
  } finally {
    if (server) server.child.kill('SIGTERM');
    await sleep(500);
    await scratch.drop();
  }
}

// A failure is thrown, so the server is stopped and the scratch database dropped before the exit.
await main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
