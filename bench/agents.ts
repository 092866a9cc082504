// The agent centre at scale (issue 18): with 100,000 members in a 6-level agent tree and 5,000,000
// bets (and their wins and deposits) in the ledger, the p95 of the root agent's team overview over
// 30 days, as a ratio to the p95 of one member's own profit page over the same days (both read the
// ledger's member side; one for a whole tree, one for a single account). Target: ratio <= 3.
// Usage: npm run bench:agents -- [--duration N] [--clients N] [--warmup N] (--warmup counts requests per client here; default 2 of them, then 120 s at 4 clients)
// The server is BENCH_DATABASE_URL, else the local one on 127.0.0.1:5432; the scratch database is
// created for the run and dropped at the end. Seeding takes some 20 minutes, so BENCH_AGENTS_KEEP=1
// keeps it (its name is printed) and BENCH_AGENTS_DATABASE=<name> measures a kept one again: it is
// migrated, folded up to now and measured the same way.
import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { AGENT_CENTRE_PATHS } from '@platform/contract/agent-centre';
import { RECORD_PATHS } from '@platform/contract/records';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createSession } from '../apps/server/src/modules/accounts/sessions.service.ts';
import { SETTLE_GRACE_MS } from '../apps/server/src/modules/agents/settlement-jobs.ts';
import { foldTeamFigures } from '../apps/server/src/modules/team-figures/team-fold.ts';
import { seedDemoMerchant } from '../apps/server/src/seed/demo-merchant.ts';
import { createScratchDatabase } from '../apps/server/src/test/money-fixtures.ts';
import { cannon } from './cannon.ts';
import { fail, sleep, type spawnNode, startBenchServer, startDatabaseBench, table, verdict } from './lib.mjs';

const TARGET = 3;
const MEMBERS = 100_000;
const BETS = 5_000_000;
/** One bet in WIN_EVERY is paid a win; every member deposits twice. */
const WIN_EVERY = 4;
const DEPOSITS = 2 * MEMBERS;
/** The bets spread evenly over the last SPREAD_DAYS days, so 30 days hold most of them. */
const SPREAD_DAYS = 35;
/** The ids the seed gives members: ID_BASE + i for the i-th of the tree in breadth-first order. */
const ID_BASE = 1_000_000;
const FANOUT = 10;
const DAYS = 30;
/** A slow page is measured, not failed: an answer may take this long. */
const ANSWER_TIMEOUT_S = 120;

const { opts, serverUrl } = startDatabaseBench('bench:agents', (o) => o.duration * 4 + o.warmup * 4 + 2400);

/**
 * The tree, breadth first with ten under each agent: the root (1), then levels of 10, 100, 1,000 and
 * 10,000 agents, then the rest (88,889 players) spread over the last level's agents: six levels.
 * A level is one statement, so the tree's triggers find every upline already written.
 */
async function seedTree(db: Database, merchantId: number) {
  const levels: { first: number; last: number; type: number }[] = [];
  let first = 1;
  for (let size = 1; first <= MEMBERS; size *= FANOUT) {
    // A level is of agents while another level fits under it.
    const agents = first + size <= MEMBERS;
    const last = agents ? first + size - 1 : MEMBERS;
    const type = first === 1 ? MEMBER_TYPE.AGENT : agents ? MEMBER_TYPE.SUB_AGENT : MEMBER_TYPE.MEMBER;
    levels.push({ first, last, type });
    first = last + 1;
  }
  for (const [level, { first: from, last, type }] of levels.entries()) {
    const above = levels[level - 1];
    // Breadth first: the j-th member of a level hangs under the (j / 10)-th of the level above; the
    // last level wraps around its uplines, whatever their count.
    const upline = above
      ? type === MEMBER_TYPE.MEMBER
        ? sql`${ID_BASE + above.first} + (i - ${from}) % ${above.last - above.first + 1}`
        : sql`${ID_BASE + above.first} + (i - ${from}) / ${FANOUT}`
      : sql`null::bigint`;
    await db.execute(sql`
      insert into members (id, merchant_id, upline_id, account, nickname, type, referral_code, register_ip,
        register_type, created_at)
      overriding system value
      select ${ID_BASE} + i, ${merchantId}, ${upline}, 'ag' || lpad(i::text, 6, '0'), 'Member ' || i, ${type},
        'R' || lpad(i::text, 7, '0'), '10.0.0.1', 'USERNAME', now() - make_interval(days => 40)
      from generate_series(${from}::int, ${last}::int) as i`);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`,
  );
  return levels.length;
}

/**
 * The money: a cash account each, two deposits each, 5,000,000 bets and a win on one in four, as
 * the ledger holds them (a transfer and its two entries, the member side with its balance). Written
 * by SQL with the keys' triggers off for the session: every id is made to match.
 */
async function seedLedger(db: Database, merchantId: number) {
  await db.execute(sql`
    insert into ledger_accounts (merchant_id, kind, caches_balance, created_at)
    select ${merchantId}, k.name, false, now() from unnest(array['house', 'gateway_clearing']) as k(name)
    where not exists (select 1 from ledger_accounts a where a.merchant_id = ${merchantId}
      and a.kind = k.name and a.member_id is null)`);
  await db.execute(sql`
    insert into ledger_accounts (merchant_id, member_id, kind, caches_balance, balance, created_at)
    select ${merchantId}, id, 'cash', true, 1000000, created_at from members where id > ${ID_BASE}
    order by id`);
  const merchantAccount = async (kind: string) => {
    const result = await db.execute(
      sql`select id from ledger_accounts where merchant_id = ${merchantId} and kind = ${kind} and member_id is null`,
    );
    return Number((result as unknown as { rows: { id: unknown }[] }).rows[0]?.id);
  };
  const house = await merchantAccount('house');
  const gateway = await merchantAccount('gateway_clearing');
  const firstCash = Number(
    (
      (await db.execute(
        sql`select min(id) as id from ledger_accounts where member_id > ${ID_BASE} and kind = 'cash'`,
      )) as unknown as { rows: { id: unknown }[] }
    ).rows[0]?.id,
  );
  const wins = Math.floor(BETS / WIN_EVERY);
  // Each kind as (transfer number t, its member index, amount to the member, instant), then written
  // as a transfer and its two entries. Cash accounts were written in member order, so the member's
  // account is firstCash + member index.
  const kinds = [
    {
      kind: 'deposit',
      offset: 0,
      count: DEPOSITS,
      member: sql`(t % ${MEMBERS})`,
      amount: sql`(10000 + t % 90000)`,
      counter: gateway,
    },
    {
      kind: 'bet',
      offset: DEPOSITS,
      count: BETS,
      member: sql`((t::bigint * 7919) % ${MEMBERS})`,
      amount: sql`-(100 + t % 5000)`,
      counter: house,
    },
    {
      kind: 'win',
      offset: DEPOSITS + BETS,
      count: wins,
      member: sql`((t::bigint * ${WIN_EVERY} * 7919) % ${MEMBERS})`,
      amount: sql`(50 + (t * 37) % 9000)`,
      counter: house,
    },
  ];
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const k of kinds) {
      const at = sql`now() - make_interval(secs => (t::float8 / ${k.count}) * ${SPREAD_DAYS * 86_400})`;
      const rows = sql`select ${k.offset} + t as id, ${firstCash} + ${k.member} as account, ${k.amount} as amount,
        ${at} as at from generate_series(1, ${k.count}) as t`;
      await tx.execute(sql`
        insert into ledger_transfers (id, merchant_id, idempotency_key, kind, reference, created_at)
        overriding system value
        select id, ${merchantId}, ${k.kind} || ':' || id, ${k.kind}, 'BENCH:' || id, at from (${rows}) r`);
      await tx.execute(sql`
        insert into ledger_entries (transfer_id, merchant_id, account_id, amount, balance_after, created_at)
        select id, ${merchantId}::int, account, amount, 1000000::bigint, at from (${rows}) r
        union all
        select id, ${merchantId}::int, ${k.counter}::bigint, -amount, null::bigint, at from (${rows}) r`);
    }
  });
  await db.execute(
    sql`select setval(pg_get_serial_sequence('ledger_transfers', 'id'), (select max(id) from ledger_transfers))`,
  );
}

async function sessionOf(db: Database, merchantId: number, memberId: number): Promise<string> {
  const unused = () => {
    throw new Error('the bench signs in; it ends no session');
  };
  return createSession(
    {
      db,
      now: () => new Date(),
      idleMinutes: 24 * 60,
      maxHours: 24,
      revocations: { publish: unused, subscribe: unused, ready: Promise.resolve() },
    },
    { memberId, merchantId, loginType: 'USERNAME', ip: '127.0.0.1', userAgent: 'bench:agents' },
  );
}

/** `YYYY-MM-DD` of the merchant's calendar (the demo merchant's zone) `daysBack` days ago. */
function localDay(timeZone: string, daysBack: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() - daysBack * 86_400_000));
}

/** The bench's database: one an earlier run kept (BENCH_AGENTS_DATABASE), or a new scratch one. */
async function benchDatabase() {
  const kept = process.env.BENCH_AGENTS_DATABASE;
  if (kept) {
    if (!/^bench_agents_[0-9a-f]+$/.test(kept))
      fail(`BENCH_AGENTS_DATABASE ${kept} is no kept bench database`);
    const url = new URL(serverUrl);
    url.pathname = `/${kept}`;
    return { url: url.toString(), fresh: false, end: async () => console.log(`- kept database ${kept}`) };
  }
  const scratch = await createScratchDatabase(serverUrl, 'bench_agents');
  const keep = process.env.BENCH_AGENTS_KEEP === '1';
  const end = keep
    ? async () =>
        console.log(
          `- kept database ${scratch.name}: BENCH_AGENTS_DATABASE=${scratch.name} measures it again`,
        )
    : scratch.drop;
  return { url: scratch.url, fresh: true, end };
}

/** Seeds the tree and its money into a new database; the merchant's id and the tree's depth. */
async function seed(db: Database) {
  console.log(
    `- seeding ${MEMBERS.toLocaleString('en')} members and ${BETS.toLocaleString('en')} bets (with wins and deposits)`,
  );
  const started = Date.now();
  const merchantId = await seedDemoMerchant(db, new Date());
  const levels = await seedTree(db, merchantId);
  await seedLedger(db, merchantId);
  // Planner statistics as a running database has them, so no measurement runs on a blind plan.
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded a tree of ${levels} levels in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return merchantId;
}

async function main() {
  console.log(
    `bench:agents, ${opts.clients} clients, ${opts.duration} s per measurement, ${opts.warmup} s warm-ups`,
  );
  const bench = await benchDatabase();
  let server: ReturnType<typeof spawnNode> | null = null;
  try {
    const database = await openDatabase({ url: bench.url, poolMax: 2 });
    await runMigrations(database);
    const root = ID_BASE + 1;
    const player = ID_BASE + MEMBERS;
    const merchantId = bench.fresh
      ? await seed(database.db)
      : Number(
          (
            (await database.db.execute(
              sql`select merchant_id from members where id = ${root}`,
            )) as unknown as {
              rows: { merchant_id: unknown }[];
            }
          ).rows[0]?.merchant_id,
        );
    // The read model as the fold job keeps it on a running site: folded up to the commit grace
    // before now, the rest (the seed's last two minutes) left to the pages' live tail.
    const folding = Date.now();
    const steps = await foldTeamFigures(database.db, {
      merchantId,
      until: new Date(Date.now() - SETTLE_GRACE_MS),
    });
    console.log(
      `  folded the team figures in ${steps} steps, ${((Date.now() - folding) / 1000).toFixed(0)} s`,
    );
    await database.db.execute(sql`analyze`);
    const zone = (
      (await database.db.execute(
        sql`select time_zone from merchants where id = ${merchantId}`,
      )) as unknown as {
        rows: { time_zone: string }[];
      }
    ).rows[0]!.time_zone;
    const agentToken = await sessionOf(database.db, merchantId, root);
    const playerToken = await sessionOf(database.db, merchantId, player);
    await database.close();

    const running = await startBenchServer({
      databaseUrl: bench.url,
      clients: opts.clients,
      tempPrefix: 'bench-agents-',
    });
    server = running.server;
    const { base } = running;
    const from = localDay(zone, DAYS - 1);
    const to = localDay(zone, 0);
    const start = new Date(Date.now() - DAYS * 86_400_000).toISOString();
    const end = new Date().toISOString();
    const measured = {
      ownProfit: {
        path: () =>
          `${RECORD_PATHS.profit}?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
        token: playerToken,
      },
      teamOverview: {
        path: () => `${AGENT_CENTRE_PATHS.teamOverview}?from=${from}&to=${to}`,
        token: agentToken,
      },
    };
    const p95 = {} as Record<keyof typeof measured, number>;
    for (const [name, { path, token }] of Object.entries(measured) as [
      keyof typeof measured,
      { path: () => string; token: string },
    ][]) {
      const headers = { authorization: `Bearer ${token}` };
      // Warmed by requests, not seconds: one overview may take longer than a warm-up's seconds.
      await cannon(
        `${name} warm-up`,
        base,
        path,
        { requests: opts.warmup * opts.clients },
        opts.clients,
        headers,
        ANSWER_TIMEOUT_S,
      );
      console.log(`- ${name}`);
      p95[name] = (
        await cannon(name, base, path, opts.duration, opts.clients, headers, ANSWER_TIMEOUT_S)
      ).p95;
    }
    const ratio = p95.teamOverview / p95.ownProfit;
    console.log(
      table([
        ['page (p95)', 'p95', 'own profit p95', 'ratio', 'target', ''],
        [
          `root's team overview, ${DAYS} days`,
          `${p95.teamOverview.toFixed(1)} ms`,
          `${p95.ownProfit.toFixed(1)} ms`,
          `${ratio.toFixed(2)}x`,
          `<= ${TARGET}`,
          verdict(ratio <= TARGET),
        ],
      ]),
    );
  } finally {
    if (server) server.child.kill('SIGTERM');
    await sleep(500);
    await bench.end();
  }
}

// A failure is thrown, so the server is stopped and the scratch database dropped before the exit.
await main().catch((error: unknown) =>
  fail(error instanceof Error ? `${error.message}\n${String(error.cause ?? '')}` : String(error)),
);
