// Games, measured against baselines run beside them (issue 5):
// 1. the lobby page (28 RNG games of one vendor, pages varying) over HTTP with autocannon, as a
//    ratio to pgbench running the same SQL (the page with its window count; the offered vendors
//    are cached per merchant, so no page reads them) at the same concurrency;
// 2. game-name search p95 (3-6 letter pieces of real names, RNG, no vendor) as a ratio to the p95
//    of the same listing without the name, both with autocannon at the same concurrency;
// 3. seamless bet+win over HTTP with signatures: postings per second (a bet, a non-zero win) as a
//    ratio to pgbench tpcb-like on the same server, then at half that load each call's p99 as a
//    ratio to /healthz's p99 at the same call rate and with the same client.
// Afterwards the money is checked: the members' balances moved by exactly what the calls said, and
// the ledger reconciles. A missed target is reported, not fatal; a failed call fails the bench.
// Usage: npm run bench:games -- [--duration N] [--clients N] [--warmup N]
// The server is BENCH_DATABASE_URL, else the local one on 127.0.0.1:5432; scratch databases are
// created for the run and dropped at the end.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { API_PATHS } from '@platform/contract/paths';
import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { and, asc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { games } from '../apps/server/src/modules/games/games.tables.ts';
import { gameVendors, merchantVendors } from '../apps/server/src/modules/games/vendors.tables.ts';
import { memberBalances, reconcile } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { merchants } from '../apps/server/src/modules/merchants/merchants.tables.ts';
import { gameSessions, vendorIntegrations } from '../apps/server/src/modules/seamless/seamless.tables.ts';
import { hashLaunchToken } from '../apps/server/src/modules/seamless/seamless-player.ts';
import { signVendorRequest } from '../apps/server/src/modules/seamless/vendor-signature.ts';
import { seedDemoGames } from '../apps/server/src/seed/demo-games.ts';
import { seedDemoMerchant } from '../apps/server/src/seed/demo-merchant.ts';
import { createFundedMember, createScratchDatabase } from '../apps/server/src/test/money-fixtures.ts';
import { cannon } from './cannon.ts';
import {
  fail,
  getOnce,
  HOST,
  makeTempDir,
  numbers,
  percentile,
  sleep,
  type spawnNode,
  startBenchServer,
  startDatabaseBench,
  table,
  verdict,
} from './lib.mjs';

const LOBBY_TARGET = 0.3;
const SEARCH_TARGET = 1.5;
const SEAMLESS_TARGET = 0.4;
const P99_TARGET = 5;
const MEMBERS = 64;
const PAGE_SIZE = 28;
/** Pages of the unfiltered listing visited (a player browses the first ones, not page 350). */
const UNFILTERED_PAGES = 50;
const STAKE = 100;
const SECRET = 'bench-games-vendor-secret';
const { opts, serverUrl } = startDatabaseBench('bench:games', (o) => o.duration * 10 + o.warmup * 4 + 240);

function pgArgs(url: string): string[] {
  const parsed = new URL(url);
  return ['-h', parsed.hostname, '-p', parsed.port || '5432', '-U', parsed.username || 'postgres'];
}

function tpsOf(out: string): number {
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`could not read pgbench's answer:\n${out}`);
  return Number(tps[1]);
}

/** pgbench `-r`: the average latency of each SQL statement of the script, in its order. */
function statementLatencies(out: string): number[] {
  return out
    .split('\n')
    .map((line) => /^\s+([\d.]+)\s+\d+\s+(select|insert|update|with)\b/i.exec(line))
    .filter((match) => match !== null)
    .map((match) => Number(match![1]));
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** 3-6 letter pieces of real English game names, as a player types them into the search box. */
function nameFragments(names: string[], count: number): string[] {
  const next = numbers(5);
  const fragments: string[] = [];
  while (fragments.length < count) {
    const words = (names[next(names.length)] ?? '').split(' ').filter((word) => /^[A-Za-z]{3,}$/.test(word));
    const word = words[next(Math.max(1, words.length))];
    if (!word) continue;
    const length = Math.min(word.length, 3 + next(4));
    const start = next(word.length - length + 1);
    fragments.push(word.slice(start, start + length).toLowerCase());
  }
  return fragments;
}

/** CPU time (user + system) the process has used, in ms; null where /proc cannot tell. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function main() {
  console.log(
    `bench:games, ${opts.clients} clients, ${opts.duration} s per measurement, ${opts.warmup} s warm-ups`,
  );
  const scratch = await createScratchDatabase(serverUrl, 'bench_games');
  const tpcb = await createScratchDatabase(serverUrl, 'bench_games_tpcb');
  let server: ReturnType<typeof spawnNode> | null = null;
  try {
    // The catalog at the spec's scale, a vendor integration, funded members with launch tokens.
    console.log('- seeding the demo merchant, the demo catalog and 64 members with launch tokens');
    const database = await openDatabase({ url: scratch.url, poolMax: 4 });
    await runMigrations(database);
    const merchantId = await seedDemoMerchant(database.db, new Date());
    await seedDemoGames(database.db, new Date());
    const db = database.db;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    const offered = (
      await db
        .select({ code: gameVendors.code })
        .from(merchantVendors)
        .innerJoin(gameVendors, eq(gameVendors.code, merchantVendors.vendorCode))
        .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true)))
    ).map((row) => row.code);
    if (!offered.includes('PG')) throw new Error('the demo merchant does not offer PG');
    const pgGames = await db
      .select({ nodeId: games.nodeId, gameCode: games.gameCode })
      .from(games)
      .where(and(eq(games.vendorCode, 'PG'), eq(games.gameType, 'RNG'), eq(games.enabled, true)))
      .orderBy(asc(games.nodeId));
    const lobbyPages = Math.ceil(pgGames.length / PAGE_SIZE);
    const rngNames = await db
      .select({ names: games.names })
      .from(games)
      .where(and(eq(games.gameType, 'RNG'), eq(games.enabled, true)));
    const fragments = nameFragments(
      rngNames.map((row) => row.names.EN ?? ''),
      500,
    );
    await db.insert(vendorIntegrations).values({
      vendorCode: 'PG',
      launchUrl: 'http://127.0.0.1:9/play',
      apiSecret: SECRET,
      allowedIps: ['127.0.0.1/32', '::1/128', '::ffff:127.0.0.1/128'],
    });
    const players: { playerId: string; token: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const { memberId } = await createFundedMember(db, {
        merchantId,
        account: `bench${i}`,
        cash: 1_000_000_000,
      });
      const token = randomBytes(32).toString('base64url');
      await db.insert(gameSessions).values({
        tokenHash: hashLaunchToken(token),
        merchantId,
        memberId,
        vendorCode: 'PG',
        nodeId: pgGames[0]!.nodeId,
        language: 'EN',
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      });
      players.push({ playerId: String(memberId), token });
    }
    const before = await Promise.all(players.map((p) => memberBalances(db, Number(p.playerId))));
    // Planner statistics and the visibility map as a running database has them (autovacuum would
    // get there within a minute), so no phase of the run measures a plan made without them.
    await db.execute(sql`vacuum analyze`);
    await database.close();

    const started = await startBenchServer({
      databaseUrl: scratch.url,
      clients: opts.clients,
      tempPrefix: 'bench-games-',
    });
    server = started.server;
    const { port, base } = started;
    const serverPid = server.child.pid;

    // 1. The lobby page against pgbench running its SQL. 127.0.0.1 is no merchant's domain, so the
    // server answers for DEFAULT_MERCHANT_CODE: the demo merchant.
    const lobbyPath = (page: number) =>
      `${API_PATHS.gameList}?gameType=RNG&vassalage=PG&pageNo=${page}&pageSize=${PAGE_SIZE}&language=EN`;
    const probe = await getOnce(port, lobbyPath(1));
    const firstPage =
      probe.status === 200 ? (JSON.parse(probe.body) as { value: { games: unknown[] } }) : null;
    if (firstPage?.value.games.length !== PAGE_SIZE)
      throw new Error(`the lobby page answered ${probe.status}: ${probe.body.slice(0, 300)}`);
    console.log(`- lobby page over HTTP (autocannon, pages 1..${lobbyPages})`);
    let lobbyRequest = 0;
    const nextLobby = () => lobbyPath((lobbyRequest++ % lobbyPages) + 1);
    await cannon('lobby warm-up', base, nextLobby, opts.warmup, opts.clients);
    const lobbyCpuBefore = cpuMs(serverPid);
    const lobby = await cannon('lobby', base, nextLobby, opts.duration, opts.clients);
    const lobbyCpuAfter = cpuMs(serverPid);

    console.log('- pgbench running the lobby SQL');
    // The statement listGames sends for a page (visibleGames with the total as a window count),
    // with its parameters written in, the page number drawn like the HTTP run's. The vendor list
    // comes from the per-merchant cache, so it is not part of a page's SQL.
    const visible = [
      `games.enabled = true and games.vendor_code in (${offered.map((code) => `'${code}'`).join(', ')})`,
      `games.game_type = 'RNG' and games.vendor_code = 'PG'`,
      `not exists (select 1 from merchant_hidden_games where merchant_hidden_games.merchant_id = ${merchantId} and merchant_hidden_games.node_id = games.node_id)`,
    ].join(' and ');
    const script = path.join(makeTempDir('bench-games-sql-'), 'lobby.sql');
    writeFileSync(
      script,
      [
        `\\set page random(1, ${lobbyPages})`,
        `select node_id, game_id, game_code, vendor_code, names, game_type, game_classify, is_hot, is_new, support_play, show_icon, icon_url, is_game, count(*) over () from games where ${visible} order by games.sort_order asc, games.node_id asc limit ${PAGE_SIZE} offset (:page - 1) * ${PAGE_SIZE};`,
        '',
      ].join('\n'),
    );
    const runScript = (clients: number, seconds: number) =>
      execFileSync(
        'pgbench',
        [
          ...pgArgs(scratch.url),
          '-n',
          '-r',
          '-M',
          'prepared',
          '-f',
          script,
          '-c',
          String(clients),
          '-j',
          String(Math.min(2, clients)),
          '-T',
          String(seconds),
          scratch.name,
        ],
        { encoding: 'utf8' },
      );
    const lobbySqlTps = tpsOf(runScript(opts.clients, opts.duration));
    // Where the SQL's time goes, from one client: under load each statement's latency is mostly
    // waiting for a core.
    const [pageMs] = statementLatencies(runScript(1, 2));

    // 2. Search p95 against the same listing without the name, same concurrency.
    console.log(`- search (${fragments.length} name pieces) and the unfiltered listing, autocannon`);
    let unfilteredRequest = 0;
    const nextUnfiltered = () =>
      `${API_PATHS.gameList}?gameType=RNG&pageNo=${(unfilteredRequest++ % UNFILTERED_PAGES) + 1}&pageSize=${PAGE_SIZE}&language=EN`;
    let searchRequest = 0;
    const nextSearch = () =>
      `${API_PATHS.gameList}?gameType=RNG&gameName=${encodeURIComponent(fragments[searchRequest++ % fragments.length]!)}&pageNo=1&pageSize=${PAGE_SIZE}&language=EN`;
    await cannon('search warm-up', base, nextSearch, 1, opts.clients);
    const unfiltered = await cannon('unfiltered listing', base, nextUnfiltered, opts.duration, opts.clients);
    const search = await cannon('search', base, nextSearch, opts.duration, opts.clients);

    // 3. Seamless bet+win over HTTP, signed, against pgbench tpcb-like. One keep-alive client for
    // the wallet calls and for /healthz, so the p99 ratio compares the server's answers only.
    const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
    const call = (
      method: 'GET' | 'POST',
      pathName: string,
      headers: http.OutgoingHttpHeaders,
      body?: string,
    ) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: HOST, port, path: pathName, method, agent, headers },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    let postings = 0;
    let bets = 0;
    let paidWins = 0;
    let paid = 0;
    let expectedChange = 0;
    /** Latencies of single calls, kept while measuring a paced run. */
    let callLatencies: number[] | null = null;
    const timed = async (work: () => Promise<void>) => {
      const at = performance.now();
      await work();
      callLatencies?.push(performance.now() - at);
    };
    const signedPost = (pathName: string, body: object) =>
      timed(async () => {
        const raw = JSON.stringify(body);
        const timestamp = String(Date.now());
        const answer = await call(
          'POST',
          pathName,
          {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(raw),
            [VENDOR_HEADERS.vendor]: 'PG',
            [VENDOR_HEADERS.timestamp]: timestamp,
            [VENDOR_HEADERS.signature]: signVendorRequest(SECRET, {
              vendorCode: 'PG',
              timestamp,
              rawBody: raw,
            }),
          },
          raw,
        );
        if (answer.status !== 200 || !(JSON.parse(answer.body) as { success?: boolean }).success)
          throw new Error(`${pathName} answered ${answer.status}: ${answer.body}`);
      });
    const health = () =>
      timed(async () => {
        const answer = await call('GET', '/healthz', {});
        if (answer.status !== 200) throw new Error(`/healthz answered ${answer.status}: ${answer.body}`);
      });
    /**
     * One round: a bet, then its win closing the round. Every other round is lost (a win of 0); the
     * others pay 50-290, so the money sent sums to something a lost or doubled call would change.
     */
    const round = async (n: number) => {
      const player = players[n % players.length]!;
      const roundId = `r-${n}-${randomBytes(4).toString('hex')}`;
      const win = n % 2 === 0 ? 50 + (n % 7) * 40 : 0;
      await signedPost(VENDOR_API_PATHS.bet, {
        transactionId: `b-${roundId}`,
        roundId,
        playerId: player.playerId,
        token: player.token,
        gameCode: pgGames[0]!.gameCode,
        amount: STAKE,
        currency: merchant!.currencyCode,
      });
      bets += 1;
      postings += 1;
      expectedChange -= STAKE;
      await signedPost(VENDOR_API_PATHS.win, {
        transactionId: `w-${roundId}`,
        roundId,
        playerId: player.playerId,
        gameCode: pgGames[0]!.gameCode,
        amount: win,
        currency: merchant!.currencyCode,
        endRound: true,
      });
      if (win > 0) {
        paidWins += 1;
        paid += win;
        postings += 1;
      }
      expectedChange += win;
    };
    /**
     * `opts.clients` loops calling `work` for `seconds`, or paced to `rate` calls of it per second
     * in all; answers the seconds it took. The first failure stops every loop and is thrown.
     */
    let issued = 0;
    const loop = async (work: (n: number) => Promise<void>, seconds: number, rate?: number) => {
      const started = performance.now();
      const deadline = started + seconds * 1000;
      let scheduled = 0;
      let failure: unknown = null;
      await Promise.all(
        Array.from({ length: opts.clients }, async () => {
          while (failure === null && performance.now() < deadline) {
            if (rate) {
              const wait = started + (scheduled++ * 1000) / rate - performance.now();
              if (wait > 0) await sleep(wait);
              if (performance.now() >= deadline) break;
            }
            try {
              await work(issued++);
            } catch (error) {
              failure ??= error;
            }
          }
        }),
      );
      if (failure !== null) throw failure;
      return (performance.now() - started) / 1000;
    };

    console.log('- seamless bet+win, signed, as fast as 16 vendor clients go');
    await loop(round, opts.warmup);
    const [postingsBefore, betsBefore] = [postings, bets];
    const cpuBefore = cpuMs(serverPid);
    const seconds = await loop(round, opts.duration);
    const cpuAfter = cpuMs(serverPid);
    const seamlessPerSecond = (postings - postingsBefore) / seconds;
    const rounds = bets - betsBefore;
    const roundsPerSecond = rounds / seconds;
    const serverCpuPerRound =
      cpuBefore !== null && cpuAfter !== null && rounds > 0 ? (cpuAfter - cpuBefore) / rounds : null;

    // Half that load, paced: each wallet call's p99 against /healthz's p99 at the same call rate.
    console.log(`- the same at half the rate (${(roundsPerSecond / 2).toFixed(0)} rounds/s), then /healthz`);
    callLatencies = [];
    await loop(round, opts.duration, roundsPerSecond / 2);
    const pacedCalls = callLatencies.sort((a, b) => a - b);
    callLatencies = [];
    await loop(health, opts.duration, roundsPerSecond);
    const healthCalls = callLatencies.sort((a, b) => a - b);
    callLatencies = null;
    agent.destroy();

    console.log('- pgbench tpcb-like');
    execFileSync('pgbench', [...pgArgs(tpcb.url), '-i', '-q', '-s', String(opts.clients), tpcb.name], {
      stdio: 'ignore',
    });
    const tpcbTps = tpsOf(
      execFileSync(
        'pgbench',
        [
          ...pgArgs(tpcb.url),
          '-b',
          'tpcb-like',
          '-n',
          '-M',
          'prepared',
          '-c',
          String(opts.clients),
          '-j',
          '2',
          '-T',
          String(opts.duration),
          tpcb.name,
        ],
        { encoding: 'utf8' },
      ),
    );

    // The money: exactly what the calls said, and a whole ledger.
    const check = await openDatabase({ url: scratch.url, poolMax: 2 });
    const after = await Promise.all(players.map((p) => memberBalances(check.db, Number(p.playerId))));
    const moved = after.reduce((sum, balances, i) => sum + (balances.cash ?? 0) - (before[i]!.cash ?? 0), 0);
    const whole = await reconcile(check.db);
    await check.close();

    const lobbyRatio = lobby.perSecond / lobbySqlTps;
    const searchRatio = search.p95 / unfiltered.p95;
    const seamlessRatio = seamlessPerSecond / tpcbTps;
    const callP99 = percentile(pacedCalls, 99);
    const healthP99 = percentile(healthCalls, 99);
    const p99Ratio = callP99 / healthP99;
    console.log();
    console.log(
      table([
        ['figure', 'measured', 'baseline', 'ratio', 'target', ''],
        [
          'lobby page: pages/s over HTTP vs pgbench tps of its SQL',
          lobby.perSecond.toFixed(0),
          lobbySqlTps.toFixed(0),
          lobbyRatio.toFixed(2),
          `>= ${LOBBY_TARGET}`,
          verdict(lobbyRatio >= LOBBY_TARGET),
        ],
        [
          'search p95 vs the unfiltered listing p95',
          ms(search.p95),
          ms(unfiltered.p95),
          searchRatio.toFixed(2),
          `<= ${SEARCH_TARGET}`,
          verdict(searchRatio <= SEARCH_TARGET),
        ],
        [
          'seamless bet+win: postings/s vs pgbench tpcb-like tps',
          seamlessPerSecond.toFixed(0),
          tpcbTps.toFixed(0),
          seamlessRatio.toFixed(2),
          `>= ${SEAMLESS_TARGET}`,
          verdict(seamlessRatio >= SEAMLESS_TARGET),
        ],
        [
          'seamless call p99 at half load vs /healthz p99',
          ms(callP99),
          ms(healthP99),
          p99Ratio.toFixed(2),
          `<= ${P99_TARGET}`,
          verdict(p99Ratio <= P99_TARGET),
        ],
      ]),
    );
    console.log();
    if (pageMs !== undefined)
      console.log(`lobby SQL in pgbench, one client: the page with its count ${pageMs.toFixed(2)} ms`);
    if (lobbyCpuBefore !== null && lobbyCpuAfter !== null)
      console.log(
        `lobby over HTTP: server process CPU ${((lobbyCpuAfter - lobbyCpuBefore) / lobby.answers).toFixed(1)} ms per page ` +
          `(${(((lobbyCpuAfter - lobbyCpuBefore) * lobby.perSecond) / lobby.answers / 10).toFixed(0)}% of one core)`,
      );
    console.log(
      `search: ${search.perSecond.toFixed(0)} answers/s; unfiltered listing: ${unfiltered.perSecond.toFixed(0)} answers/s`,
    );
    console.log(
      `seamless: ${roundsPerSecond.toFixed(0)} rounds/s (bet + win)` +
        (serverCpuPerRound === null
          ? ''
          : `, server process CPU ${serverCpuPerRound.toFixed(1)} ms per round (${((serverCpuPerRound * roundsPerSecond) / 10).toFixed(0)}% of one core)`),
    );
    console.log(
      `money: ${bets} bets of ${STAKE} (${bets * STAKE}) and ${paidWins} non-zero wins (${paid}) sent, ` +
        `${bets - paidWins} wins of 0: win - bet = ${expectedChange}; the ${MEMBERS} members' cash balances moved ${moved}`,
    );
    console.log(
      `reconcile: difference ${whole.difference}, ${whole.unbalancedTransfers} unbalanced transfers, ` +
        `${whole.mismatchedAccounts} mismatched accounts, ${whole.negativeBalances} negative balances`,
    );
    if (moved !== expectedChange)
      throw new Error(`the balances moved ${moved}, the calls said ${expectedChange}`);
    if (whole.difference !== 0 || whole.unbalancedTransfers !== 0 || whole.mismatchedAccounts !== 0)
      throw new Error('the ledger does not reconcile');
  } finally {
    if (server) server.child.kill('SIGTERM');
    await sleep(500);
    await scratch.drop();
    await tpcb.drop();
  }
}

// A failure is thrown, so the server is stopped and the scratch databases dropped before the exit.
await main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
