// Chat bench (issue 21): one public room, 50 posts a second, delivered to every socket in the room.
// The figure is the delivery p99 (post sent -> message received on a socket) with 2,000 sockets
// spread over 3 API nodes (one PostgreSQL, one Redis relay), as a ratio to the same measurement with
// one node and 200 sockets: the cost of scale and of crossing nodes. Every socket's sequence numbers
// are checked: no gap, no repeat, and every post that was acknowledged heard by every socket once.
// Both sizes are then run again on bare `ws` servers (bench/chat-floor-server.mjs) as a reference:
// its ratio is what the machine itself allows when the 2,000 receiving sockets share its cores.
// Usage: npm run bench:chat [-- --sockets 2000 --baseline 200 --nodes 3 --rate 50 --duration 20]
// (PostgreSQL: BENCH_DATABASE_URL, else 127.0.0.1:5432; Redis: TEST_REDIS_URL, else 127.0.0.1:6379)
import { randomBytes } from 'node:crypto';
import { SOCKET_PATH } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { sessions } from '../apps/server/src/modules/accounts/accounts.tables.ts';
import { hashToken } from '../apps/server/src/modules/accounts/sessions.service.ts';
import { merchants } from '../apps/server/src/modules/merchants/merchants.tables.ts';
import { DEMO_MERCHANT_CODE } from '../apps/server/src/seed/demo-merchant.ts';
import { createFundedMember, createScratchDatabase } from '../apps/server/src/test/money-fixtures.ts';
import {
  fail,
  freePort,
  HOST,
  intOptions,
  makeTempDir,
  percentile,
  requireServerBuild,
  SERVER_MAIN,
  serverEnv,
  sleep,
  spawnNode,
  stopProc,
  table,
  verdict,
  waitFor200,
  watchdog,
} from './lib.mjs';

const opts = intOptions(process.argv.slice(2), {
  sockets: 2000,
  baseline: 200,
  nodes: 3,
  rate: 50,
  duration: 20,
  warmup: 3,
});
const TARGET = 2;
/** Each poster stays under the room's default limit (5 posts in 10 s) with room to spare. */
const POSTS_PER_POSTER_PER_SECOND = 0.4;
const POSTERS = Math.ceil(opts.rate / POSTS_PER_POSTER_PER_SECOND);
if (opts.baseline < POSTERS || opts.sockets < opts.baseline)
  fail(`--baseline must be at least ${POSTERS} (the posters of ${opts.rate} posts/s) and at most --sockets`);
watchdog((opts.duration * 4 + opts.warmup * 4 + 360) * 1000, 'bench:chat');
requireServerBuild();

const databaseServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/10';

interface Member {
  memberId: number;
  token: string;
}

/** Members of the demo merchant with a live session each, written as a login writes them. */
async function createMembers(db: Database, count: number): Promise<Member[]> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE));
  if (!merchant) throw new Error('the demo merchant is missing');
  const now = new Date();
  const created: Member[] = [];
  for (let i = 0; i < count; i++) {
    const { memberId } = await createFundedMember(db, {
      merchantId: merchant.id,
      account: `chatb${String(i).padStart(5, '0')}`,
      now,
    });
    created.push({ memberId, token: randomBytes(32).toString('base64url') });
  }
  const hour = 3_600_000;
  for (let i = 0; i < created.length; i += 500) {
    await db.insert(sessions).values(
      created.slice(i, i + 500).map((m) => ({
        tokenHash: hashToken(m.token),
        memberId: m.memberId,
        merchantId: merchant.id,
        loginType: 'USERNAME',
        ip: HOST,
        userAgent: 'bench:chat',
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + hour),
      })),
    );
  }
  return created;
}

/** A room socket that keeps only what the verdict needs: sequence numbers and delivery times. */
class RoomSocket {
  readonly socket: WebSocket;
  roomId = 0;
  /** The room's last sequence number in the history at join: every later one is owed. */
  joinedAtSeq = 0;
  readonly seqs: number[] = [];
  refusals = 0;
  /** The texts the first socket heard, for naming a post that never arrived (only it keeps them). */
  readonly texts = new Set<string>();
  keepTexts = false;
  readonly refusalCodes: string[] = [];
  private joined!: () => void;
  readonly ready: Promise<void>;

  constructor(
    url: string,
    token: string,
    private readonly sentAt: Map<string, number>,
    private readonly latencies: number[],
  ) {
    this.socket = new WebSocket(url);
    this.ready = new Promise<void>((resolve, reject) => {
      this.joined = resolve;
      this.socket.once('error', reject);
    });
    this.socket.once('open', () => this.socket.send(JSON.stringify({ type: 'auth', token })));
    this.socket.on('message', (data) => this.hear(String(data)));
  }

  private hear(raw: string): void {
    const at = performance.now();
    const message = JSON.parse(raw) as {
      type: string;
      roomId?: number;
      messages?: { seq: number }[];
      message?: { seq: number; text: string };
    };
    if (message.type === 'ready') this.socket.send(JSON.stringify({ type: 'chat_join', language: 'EN' }));
    else if (message.type === 'chat_history') {
      this.roomId = message.roomId ?? 0;
      this.joinedAtSeq = message.messages?.at(-1)?.seq ?? 0;
      this.joined();
    } else if (message.type === 'chat_message' && message.message) {
      this.seqs.push(message.message.seq);
      if (this.keepTexts) this.texts.add(message.message.text);
      const sent = this.sentAt.get(message.message.text);
      if (sent !== undefined) this.latencies.push(at - sent);
    } else if (message.type === 'chat_refused') {
      this.refusals++;
      this.refusalCodes.push((message as { code?: string }).code ?? '?');
    }
  }

  post(text: string): void {
    this.socket.send(JSON.stringify({ type: 'chat_post', roomId: this.roomId, text }));
  }
}

interface PhaseResult {
  sockets: number;
  nodes: number;
  posted: number;
  p50: number;
  p99: number;
  /** Deliveries that arrived after a later sequence number. */
  crossed: number;
  problems: string[];
}

/**
 * Repeats and gaps in what each socket heard: every sequence number after its join exactly once.
 * Posts stored on different nodes may cross on the relay, so arrival order is counted, not required
 * (the site shows a room by sequence number).
 */
function checkSequences(sockets: RoomSocket[], lastSeq: number): { problems: string[]; crossed: number } {
  const problems: string[] = [];
  let crossed = 0;
  for (const [index, socket] of sockets.entries()) {
    for (let i = 1; i < socket.seqs.length; i++) if (socket.seqs[i]! < socket.seqs[i - 1]!) crossed++;
    const heard = [...socket.seqs].sort((a, b) => a - b);
    let expected = socket.joinedAtSeq + 1;
    for (const seq of heard) {
      if (seq !== expected) {
        problems.push(
          `socket ${index}: ${seq < expected ? `heard seq ${seq} twice` : `never heard seq ${expected}`}`,
        );
        break;
      }
      expected++;
    }
    if (expected - 1 < lastSeq) problems.push(`socket ${index}: heard up to ${expected - 1} of ${lastSeq}`);
    if (socket.refusals)
      problems.push(`socket ${index}: ${socket.refusals} posts refused (${socket.refusalCodes.join(', ')})`);
  }
  return { problems, crossed };
}

/** API nodes under test: where their sockets connect, and how to stop them. */
interface Cluster {
  ports: number[];
  stop(): Promise<void>;
}

async function stopAll(procs: ReturnType<typeof spawnNode>[]): Promise<void> {
  for (const proc of procs) await stopProc(proc, { expectCleanExit: false });
}

/** `nodeCount` platform servers on the scratch database, relaying through Redis. */
async function startPlatform(databaseUrl: string, nodeCount: number): Promise<Cluster> {
  const ports = await Promise.all(Array.from({ length: nodeCount }, () => freePort()));
  const procs = ports.map((port, i) =>
    spawnNode([SERVER_MAIN], {
      label: `node-${i + 1}`,
      env: {
        ...serverEnv(port, makeTempDir(`bench-chat-${i + 1}-`)),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        RELAY_NAMESPACE: `bench-chat-${process.pid}`,
        NODE_ID: `node-${i + 1}`,
        DB_POOL_MAX: '8',
        VALIDATE_RESPONSES: 'false',
      },
    }),
  );
  try {
    await Promise.all(procs.map((proc, i) => waitFor200(proc, ports[i], '/readyz', { timeoutMs: 90_000 })));
  } catch (error) {
    await stopAll(procs);
    throw error;
  }
  return { ports, stop: () => stopAll(procs) };
}

let bareRuns = 0;
/** `nodeCount` bare `ws` servers (bench/chat-floor-server.mjs) on a Redis channel of their own. */
async function startBareWs(nodeCount: number): Promise<Cluster> {
  const channel = `bench-chat-bare-${process.pid}-${++bareRuns}`;
  const ports = await Promise.all(Array.from({ length: nodeCount }, () => freePort()));
  const procs = ports.map((port, i) =>
    spawnNode(['bench/chat-floor-server.mjs', String(port), redisUrl, channel], { label: `bare-${i + 1}` }),
  );
  for (let waited = 0; !procs.every((proc) => proc.output().includes('floor listening')); waited += 50) {
    const dead = procs.find((proc) => proc.exit);
    if (dead || waited > 30_000) {
      await stopAll(procs);
      fail(`the bare ws server did not start: ${dead?.output() ?? 'no answer in 30 s'}`);
    }
    await sleep(50);
  }
  return { ports, stop: () => stopAll(procs) };
}

/** Fills the room with one socket per member, spread over the nodes, posts at the rate, and measures. */
async function runPhase(cluster: Cluster, members: Member[]): Promise<PhaseResult> {
  const { ports } = cluster;
  const nodeCount = ports.length;
  try {
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const sockets: RoomSocket[] = [];
    // Opened in batches, each socket on the next node in turn.
    for (let i = 0; i < members.length; i += 100) {
      const batch = members.slice(i, i + 100).map((m, j) => {
        const port = ports[(i + j) % nodeCount];
        return new RoomSocket(`ws://${HOST}:${port}${SOCKET_PATH}`, m.token, sentAt, latencies);
      });
      await Promise.all(batch.map((s) => s.ready));
      sockets.push(...batch);
    }
    sockets[0]!.keepTexts = true;
    const posters = sockets.slice(0, POSTERS);
    const intervalMs = 1000 / opts.rate;
    let posted = 0;
    let measuredFrom = 0;
    const startedAt = performance.now();
    const totalMs = (opts.warmup + opts.duration) * 1000;
    // Posts at a steady rate, posters taking turns; each text is unique, so receipt times match it.
    for (let n = 0; performance.now() - startedAt < totalMs; n++) {
      const due = startedAt + n * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (measuredFrom === 0 && performance.now() - startedAt >= opts.warmup * 1000) {
        measuredFrom = latencies.length;
      }
      const text = `bench ${n}`;
      sentAt.set(text, performance.now());
      posters[n % posters.length]!.post(text);
      posted++;
    }
    // Every socket hears the last post, or the verdict says which did not.
    const lastSeq = () => Math.max(...sockets.map((s) => s.seqs.at(-1) ?? 0));
    for (let waited = 0; waited < 10_000; waited += 100) {
      const last = lastSeq();
      if (sockets.every((s) => (s.seqs.at(-1) ?? 0) === last) && last - sockets[0]!.joinedAtSeq >= posted)
        break;
      await sleep(100);
    }
    const measured = latencies.slice(measuredFrom).sort((a, b) => a - b);
    const { problems, crossed } = checkSequences(sockets, lastSeq());
    const heard = sockets[0]!.seqs.length;
    if (heard !== posted) {
      const missing = [...sentAt.keys()].filter((text) => !sockets[0]!.texts.has(text));
      problems.push(
        `${posted} posts sent, ${heard} heard by the first socket; never heard: ${missing.slice(0, 5).join(', ')}`,
      );
    }
    for (const s of sockets) s.socket.close();
    return {
      sockets: sockets.length,
      nodes: nodeCount,
      posted,
      p50: percentile(measured, 50),
      p99: percentile(measured, 99),
      crossed,
      problems,
    };
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(databaseServer, 'benchchat');
  try {
    // A first server migrates and seeds the demo merchant; then the members are written.
    const port = await freePort();
    const seeder = spawnNode([SERVER_MAIN], {
      label: 'seed',
      env: { ...serverEnv(port, makeTempDir('bench-chat-seed-')), DATABASE_URL: scratch.url },
    });
    await waitFor200(seeder, port, '/readyz', { timeoutMs: 90_000 });
    await stopProc(seeder, { expectCleanExit: false });
    const database = await openDatabase({ url: scratch.url, poolMax: 3 });
    const members = await createMembers(database.db, opts.sockets);
    await database.close();
    console.log(`${members.length} members with sessions; posting ${opts.rate}/s for ${opts.duration} s`);

    const baseline = await runPhase(await startPlatform(scratch.url, 1), members.slice(0, opts.baseline));
    console.log(`baseline: 1 node, ${baseline.sockets} sockets, ${baseline.posted} posts`);
    const scaled = await runPhase(await startPlatform(scratch.url, opts.nodes), members);
    console.log(`measured: ${opts.nodes} nodes, ${scaled.sockets} sockets, ${scaled.posted} posts`);
    const bareBaseline = await runPhase(await startBareWs(1), members.slice(0, opts.baseline));
    const bareScaled = await runPhase(await startBareWs(opts.nodes), members);
    console.log('bare ws reference: the same two sizes without the platform');
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const ratio = scaled.p99 / baseline.p99;
    const bareRatio = bareScaled.p99 / bareBaseline.p99;
    const sizes = `${scaled.sockets} sockets on ${scaled.nodes} nodes vs ${baseline.sockets} on 1`;
    console.log();
    console.log(
      table([
        ['figure', 'measured', 'baseline', 'ratio', 'target'],
        [
          `delivery p99: ${sizes}`,
          ms(scaled.p99),
          ms(baseline.p99),
          ratio.toFixed(2),
          `<= ${TARGET}: ${verdict(ratio <= TARGET)}`,
        ],
        [
          `reference, bare ws + Redis: ${sizes}`,
          ms(bareScaled.p99),
          ms(bareBaseline.p99),
          bareRatio.toFixed(2),
          '(what the machine allows)',
        ],
      ]),
    );
    console.log(`(p50 ${ms(scaled.p50)} vs ${ms(baseline.p50)}; latency = socket receipt - post sent)`);
    console.log(
      `the platform at ${sizes.split(' vs')[0]}: p99 ${(scaled.p99 / bareScaled.p99).toFixed(2)}x the bare ws server's`,
    );
    console.log(
      `arrivals after a later sequence number (posts crossing on the relay): ${scaled.crossed} of ${scaled.sockets * scaled.posted}`,
    );
    const problems = [
      ...baseline.problems,
      ...scaled.problems,
      ...bareBaseline.problems,
      ...bareScaled.problems,
    ];
    if (problems.length) {
      console.error(`\nFAILED: ${problems.length} delivery problems:\n${problems.slice(0, 20).join('\n')}`);
      process.exitCode = 1;
    } else console.log('every socket heard every post once, in sequence, with no gap');
  } finally {
    await scratch.drop();
  }
}

await main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
