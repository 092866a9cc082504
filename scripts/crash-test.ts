// Crash test of the money path: members keep transferring to their upline over HTTP while the
// server is killed with SIGKILL several times. A request that got no answer is retried with the same
// request id until one comes. At the end the ledger must reconcile to zero, every acknowledged
// transfer must be in it exactly once, and every balance must equal what the answers add up to.
// Usage: npm run test:crash   (PostgreSQL: CRASH_DATABASE_URL or TEST_DATABASE_URL, else 127.0.0.1:5432)
import type { ChildProcess } from 'node:child_process';
import { API_PATHS } from '@platform/contract/paths';
import { TRANSFER_PATHS } from '@platform/contract/transfers';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { memberBalances, reconcile } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { DEMO_MERCHANT_CODE } from '../apps/server/src/seed/demo-merchant.ts';
import { createFundedMember, createScratchDatabase } from '../apps/server/src/test/money-fixtures.ts';
import {
  fail,
  freePort,
  HOST,
  requireServerBuild,
  SERVER_MAIN,
  serverEnv,
  sleep,
  spawnNode,
  watchdog,
} from '../bench/lib.mjs';

const PLAYERS = 8;
const KILLS = 4;
const START_CASH = 10_000_000;
watchdog(240_000, 'test:crash');
requireServerBuild();

const serverUrl =
  process.env.CRASH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = await createScratchDatabase(serverUrl, 'crash');

const port: number = await freePort();
const base = `http://${HOST}:${port}`;
interface Spawned {
  child: ChildProcess;
  exited: Promise<unknown>;
  output(): string;
}
let server: Spawned | null = null;

async function startServer(): Promise<void> {
  server = spawnNode([SERVER_MAIN], {
    // Logins in plain JSON: this test is about the money path, not about sealed payloads.
    env: { ...serverEnv(port, ''), DATABASE_URL: scratch.url, PAYLOAD_ENCRYPTION: 'optional' },
    label: 'server',
  }) as unknown as Spawned;
  for (let i = 0; i < 300; i++) {
    if (server.child.exitCode !== null) fail(`the server stopped at start:\n${server.output()}`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await sleep(50);
  }
  fail('the server did not become ready');
}

async function killServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running) return;
  if (running.child.exitCode === null) running.child.kill('SIGKILL');
  await running.exited;
}

interface Player {
  id: number;
  account: string;
  token: string;
  /** Every request id sent and its amount; all are answered by the end. */
  sent: Map<string, number>;
  acknowledged: Map<string, number>;
}

/** Sends one transfer until it has an answer, through every crash; the same id every time. */
async function transferUntilAnswered(player: Player, requestId: string, amount: number): Promise<void> {
  player.sent.set(requestId, amount);
  for (;;) {
    try {
      const response = await fetch(`${base}${TRANSFER_PATHS.upline}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ amount, paymentPassword: '246810', requestId }),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status >= 500) throw new Error(`server answered ${response.status}`);
      const body = (await response.json()) as { success: boolean; code?: string };
      if (!body.success) fail(`transfer ${requestId} was refused: ${body.code}`);
      player.acknowledged.set(requestId, amount);
      return;
    } catch {
      await sleep(100);
    }
  }
}

async function main() {
  try {
    // First start: migrations and the demo merchant with agent01, the upline of every player.
    await startServer();
    await killServer();
    const database = await openDatabase({ url: scratch.url, poolMax: 4 });
    const merchant = await database.db.query.merchants.findFirst({
      where: (m, { eq }) => eq(m.code, DEMO_MERCHANT_CODE),
    });
    const agent = await database.db.query.members.findFirst({
      where: (m, { eq, and }) => and(eq(m.merchantId, merchant!.id), eq(m.account, 'agent01')),
    });
    if (!merchant || !agent) fail('the demo merchant or agent01 is missing');
    const merchantId = merchant!.id;
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const account = `crash${i}`;
      const { memberId } = await createFundedMember(database.db, {
        merchantId,
        account,
        cash: START_CASH,
        uplineId: agent!.id,
        password: 'Secret123',
        paymentPassword: '246810',
      });
      players.push({ id: memberId, account, token: '', sent: new Map(), acknowledged: new Map() });
    }
    const agentBefore = (await memberBalances(database.db, agent!.id)).cash ?? 0;

    await startServer();
    for (const player of players) {
      const login = await fetch(`${base}${API_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: player.account, password: 'Secret123' }),
      });
      const body = (await login.json()) as { value: { token: string } };
      player.token = body.value.token;
    }

    // Load: every player sends transfers one after another until the kills are over.
    let loading = true;
    const load = players.map(async (player) => {
      for (let n = 0; loading; n++) {
        await transferUntilAnswered(player, `crash-${player.id}-${n}`, 1 + ((n * 7919) % 500));
      }
    });
    for (let kill = 1; kill <= KILLS; kill++) {
      await sleep(800 + Math.floor(Math.random() * 700));
      await killServer();
      console.log(
        `kill -9 number ${kill}: ${players.reduce((n, p) => n + p.acknowledged.size, 0)} transfers acknowledged so far`,
      );
      await sleep(200);
      await startServer();
    }
    await sleep(800);
    loading = false;
    await Promise.all(load);
    await killServer();

    // Verdict, straight from the database.
    const problems: string[] = [];
    const check = await reconcile(database.db);
    if (check.difference !== 0 || check.unbalancedTransfers !== 0 || check.mismatchedAccounts !== 0)
      problems.push(`the ledger does not reconcile: ${JSON.stringify(check)}`);
    let total = 0;
    let acknowledged = 0;
    for (const player of players) {
      const sent = [...player.sent.values()].reduce((a, b) => a + b, 0);
      const answered = [...player.acknowledged.values()].reduce((a, b) => a + b, 0);
      if (sent !== answered) problems.push(`${player.account}: a request was never answered`);
      const { rows } = (await database.db.execute(
        sql`select count(*) as n from ledger_transfers where merchant_id = ${merchantId}
            and kind = 'transfer_upline' and idempotency_key like ${`transfer_upline:${player.id}:%`}`,
      )) as unknown as { rows: { n: string }[] };
      const inLedger = Number(rows[0]?.n ?? 0);
      if (inLedger !== player.acknowledged.size)
        problems.push(
          `${player.account}: ${player.acknowledged.size} acknowledged, ${inLedger} in the ledger`,
        );
      const cash = (await memberBalances(database.db, player.id)).cash ?? 0;
      if (cash !== START_CASH - answered)
        problems.push(`${player.account}: balance ${cash}, expected ${START_CASH - answered}`);
      total += answered;
      acknowledged += player.acknowledged.size;
    }
    const agentAfter = (await memberBalances(database.db, agent!.id)).cash ?? 0;
    if (agentAfter - agentBefore !== total)
      problems.push(`agent01 gained ${agentAfter - agentBefore}, expected ${total}`);
    await database.close();

    console.log(
      `${KILLS} kills, ${acknowledged} acknowledged transfers, ledger difference ${check.difference}, ${problems.length} problems`,
    );
    if (problems.length) fail(problems.join('\n'));
    console.log('crash test passed: nothing lost, nothing created, nothing paid twice');
  } finally {
    await killServer();
    await scratch.drop();
  }
}

await main();
process.exit(0);
