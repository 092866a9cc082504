// Cold start of the built server on an existing data folder: ms from spawn to the first 200 from
// GET /readyz, as a ratio to the same measure for a bare `node -e` HTTP server.
// Usage: node bench/start.mjs [--runs N]
import {
  fail,
  freePort,
  HOST,
  intOptions,
  makeTempDir,
  median,
  removeTempDir,
  requireServerBuild,
  serverEnv,
  spawnNode,
  stopProblem,
  stopProc,
  table,
  verdict,
  waitFor200,
  watchdog,
} from './lib.mjs';

const TARGET_MS = 3000;
const opts = intOptions(process.argv.slice(2), { runs: 5 });

const BARE_SERVER = `require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), process.env.HOST);`;

requireServerBuild();
watchdog((opts.runs + 1) * 2 * 80_000 + 60_000, 'the start bench');

const dataDir = makeTempDir('bench-start-');

/** Spawns, waits for the first 200 on `readyPath`, stops with SIGTERM; returns the timings. */
async function coldStart(kind) {
  const port = await freePort();
  const proc =
    kind === 'server'
      ? spawnNode(['apps/server/dist/main.js'], { label: 'server', env: serverEnv(port, dataDir) })
      : spawnNode(['-e', BARE_SERVER], { label: 'bare node -e server', env: { PORT: String(port), HOST } });
  let readyAt;
  try {
    readyAt = await waitFor200(proc, port, kind === 'server' ? '/readyz' : '/', { intervalMs: 20 });
  } catch (error) {
    fail(error.message);
  }
  const stop = await stopProc(proc, { expectCleanExit: kind === 'server' });
  const problem = stopProblem(proc, stop);
  if (problem) fail(problem);
  return { readyMs: readyAt - proc.spawnedAt, stopMs: stop.ms };
}

console.log(`cold start: spawn -> first 200 on ${HOST} (polled every 20 ms), ${opts.runs} runs each`);
const first = await coldStart('server');
console.log(
  `first start on an empty data folder (creates and migrates it, not counted): ${first.readyMs.toFixed(0)} ms`,
);

const runs = { bare: [], server: [] };
const rows = [['run', 'bare node ms', 'server ms', 'server stop ms']];
for (let i = 0; i < opts.runs; i++) {
  // Alternate which goes first so drift on the machine touches both alike.
  const order = i % 2 === 0 ? ['bare', 'server'] : ['server', 'bare'];
  const result = {};
  for (const kind of order) result[kind] = await coldStart(kind);
  runs.bare.push(result.bare.readyMs);
  runs.server.push(result.server.readyMs);
  rows.push([
    String(i + 1),
    result.bare.readyMs.toFixed(0),
    result.server.readyMs.toFixed(0),
    result.server.stopMs.toFixed(0),
  ]);
}
removeTempDir(dataDir);

const stats = (xs) => ({ median: median(xs), min: Math.min(...xs) });
const bare = stats(runs.bare);
const server = stats(runs.server);
rows.push(['median', bare.median.toFixed(0), server.median.toFixed(0), '']);
rows.push(['min', bare.min.toFixed(0), server.min.toFixed(0), '']);
console.log(`\n${table(rows)}\n`);

console.log(
  `ratio (server / bare node) median = ${(server.median / bare.median).toFixed(2)}   ` +
    `min = ${(server.min / bare.min).toFixed(2)}`,
);
console.log(
  `median cold start = ${server.median.toFixed(0)} ms  target < ${TARGET_MS} ms  ${verdict(server.median < TARGET_MS)}`,
);
