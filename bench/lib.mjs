// Shared helpers for the benches: free ports on 127.0.0.1, child processes that are always
// cleaned up, temp folders that are always removed, readiness polling, small statistics.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export { sleep };

/** Repository root (the folder holding bench/). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_MAIN = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');
export const HOST = '127.0.0.1';

/** The body GET /wps/system/status answers for a local visitor with nothing gating the site. */
export const STATUS_BODY = JSON.stringify({
  success: true,
  value: { status: 0, maintenanceEnd: null, ip: '127.0.0.1', country: null, message: null },
});

const liveChildren = new Set();
const liveTempDirs = new Set();

function cleanupSync() {
  for (const child of liveChildren) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  liveChildren.clear();
  for (const dir of liveTempDirs) rmSync(dir, { recursive: true, force: true });
  liveTempDirs.clear();
}

process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal} received: stopping the bench`);
    process.exit(130);
  });
}

/** Exits with code 1 (children and temp folders are cleaned up by the exit hook) after `ms`. */
export function watchdog(ms, what) {
  const timer = setTimeout(() => {
    console.error(`\nFAILED: ${what} did not finish within ${Math.round(ms / 1000)} s`);
    process.exit(1);
  }, ms);
  timer.unref();
  return timer;
}

export function fail(message) {
  console.error(`\nFAILED: ${message}`);
  process.exit(1);
}

/** Parses `--name N` options holding positive integers; unknown options are a usage error. */
export function intOptions(argv, defaults) {
  const values = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (!argv[i].startsWith('--') || !(name in defaults)) {
      fail(`unknown argument ${argv[i]}; accepted: ${Object.keys(defaults).map((n) => `--${n} N`)}`);
    }
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1) fail(`--${name} needs a positive integer`);
    values[name] = value;
  }
  return values;
}

/**
 * How every database bench starts: its options (seconds of load and of warm-up, concurrent
 * clients), a watchdog over the whole run of `budgetSeconds(opts)`, a built server, and the
 * PostgreSQL server to bench (BENCH_DATABASE_URL, else the local one).
 * @param {string} name
 * @param {(opts: { duration: number; clients: number; warmup: number }) => number} budgetSeconds
 * @returns {{ opts: { duration: number; clients: number; warmup: number }; serverUrl: string }}
 */
export function startDatabaseBench(name, budgetSeconds) {
  const opts = intOptions(process.argv.slice(2), { duration: 10, clients: 16, warmup: 2 });
  watchdog(budgetSeconds(opts) * 1000, name);
  requireServerBuild();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return { opts, serverUrl };
}

/** A new folder under the OS temp folder, removed at exit whatever happens. */
export function makeTempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  liveTempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  liveTempDirs.delete(dir);
}

/** A port free on 127.0.0.1 right now (never 3000, where a dev server may listen). */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.unref();
      probe.once('error', reject);
      probe.listen(0, HOST, () => {
        const { port: chosen } = probe.address();
        probe.close(() => resolve(chosen));
      });
    });
    if (port !== 3000) return port;
  }
}

export function requireServerBuild() {
  if (!existsSync(SERVER_MAIN)) {
    fail('apps/server/dist/main.js is missing: run `npm run build -w apps/server` first');
  }
}

/** Environment of the real server in a bench: embedded database in `dataDir`, quiet logs. */
export function serverEnv(port, dataDir) {
  return {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Measured as operators run it: production mode (answers written by fast-json-stringify).
    NODE_ENV: 'production',
    // An empty DATABASE_URL means "not set": always the embedded database, never a shared one.
    DATABASE_URL: '',
    // Production does not seed by default; the status call needs the demo merchant.
    SEED_DEMO: 'true',
    // Production requires the key that opens sealed payloads; a bench makes a throwaway one.
    PAYLOAD_PRIVATE_KEY: throwawayPayloadKey(),
    // And the key that seals secrets at rest, the same for every server of the bench.
    SECRETS_MASTER_KEY: throwawaySecretsKey(),
  };
}

let secretsKey;
function throwawaySecretsKey() {
  secretsKey ??= randomBytes(32).toString('base64');
  return secretsKey;
}

let payloadKey;
function throwawayPayloadKey() {
  payloadKey ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;
  return payloadKey;
}

/**
 * Spawns `node ...args` from the repository root. Output is kept (last 8 KB) to be shown when
 * something fails. Returns { child, label, exited, output(), spawnedAt }.
 */
export function spawnNode(args, { env = {}, label }) {
  const spawnedAt = performance.now();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each spawned server, to find where time goes.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const proc = { child, label, spawnedAt, exit: null, output: () => output.trim() };
  proc.exited = new Promise((resolve) => {
    child.once('error', (error) => {
      liveChildren.delete(child);
      proc.exit = { code: null, signal: null, error };
      resolve(proc.exit);
    });
    child.once('exit', (code, signal) => {
      liveChildren.delete(child);
      proc.exit = { code, signal, at: performance.now() };
      resolve(proc.exit);
    });
  });
  return proc;
}

function describeExit(exit) {
  if (exit.error) return `could not start (${exit.error.message})`;
  return `exited with ${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`}`;
}

/** Status code of GET http://127.0.0.1:port/urlPath on a fresh connection. */
export function getOnce(port, urlPath, timeoutMs = 2000) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path: urlPath, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.once('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.once('error', reject);
  });
}

/**
 * Polls GET urlPath every `intervalMs` until it answers 200; returns performance.now() of that
 * answer. Fails if the process exits first or nothing answers within `timeoutMs`.
 */
export async function waitFor200(proc, port, urlPath, { timeoutMs = 60_000, intervalMs = 20 } = {}) {
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const res = await getOnce(port, urlPath);
      if (res.status === 200) return performance.now();
      last = `status ${res.status}`;
    } catch (error) {
      last = error.code ?? error.message;
    }
    if (proc.exit) {
      throw new Error(
        `${proc.label} ${describeExit(proc.exit)} before ${urlPath} answered 200\n${proc.output()}`,
      );
    }
    if (performance.now() > deadline) {
      throw new Error(`${proc.label}: ${urlPath} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
    }
    await sleep(intervalMs);
  }
}

/**
 * Sends SIGTERM and waits for the exit; after `timeoutMs` the process is killed and the stop
 * counts as failed. Returns { ms, code, signal, clean }.
 */
export async function stopProc(proc, { timeoutMs = 15_000, expectCleanExit = true } = {}) {
  if (proc.exit) return { ms: 0, ...proc.exit, clean: false, early: true };
  const start = performance.now();
  proc.child.kill('SIGTERM');
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const exit = await Promise.race([proc.exited, timedOut]);
  clearTimeout(timer);
  if (!exit) {
    proc.child.kill('SIGKILL');
    await proc.exited;
    return { ms: performance.now() - start, code: null, signal: 'SIGKILL', clean: false, forced: true };
  }
  const clean = expectCleanExit ? exit.code === 0 : exit.code === 0 || exit.signal === 'SIGTERM';
  return { ms: exit.at - start, code: exit.code, signal: exit.signal, clean };
}

export function stopProblem(proc, stop) {
  if (stop.early) return `${proc.label} ${describeExit(stop)} before it was stopped\n${proc.output()}`;
  if (stop.forced) return `${proc.label} did not exit within the stop timeout after SIGTERM (killed)`;
  if (!stop.clean) return `${proc.label} ${describeExit(stop)} after SIGTERM\n${proc.output()}`;
  return null;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
export const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

/** Left-aligned first column, right-aligned others. */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c])))
        .join('  '),
    )
    .join('\n');
}

export const verdict = (met) => (met ? 'target met' : 'target NOT met');

/**
 * Deterministic pseudo-random numbers below a bound (the same draws every run).
 * @param {number} seed
 * @returns {(below: number) => number}
 */
export function numbers(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

/**
 * The built server on a scratch PostgreSQL database, as a database bench measures it: production
 * mode, no demo seed or sandbox vendor, a pool as wide as the bench's clients; ready when it answers.
 * @param {{ databaseUrl: string; clients: number; tempPrefix: string }} options
 */
export async function startBenchServer({ databaseUrl, clients, tempPrefix }) {
  const port = await freePort();
  const server = spawnNode([SERVER_MAIN], {
    env: {
      ...serverEnv(port, makeTempDir(tempPrefix)),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      SANDBOX_VENDOR: 'false',
      DB_POOL_MAX: String(clients),
    },
    label: 'server',
  });
  await waitFor200(server, port, '/readyz');
  return { server, port, base: `http://${HOST}:${port}` };
}
