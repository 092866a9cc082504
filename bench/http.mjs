// HTTP throughput of GET /wps/system/status on the built server, as a ratio to a bare node:http
// server answering the same body from its own process.
// Usage: node bench/http.mjs [--duration N] [--connections N] [--warmup N]   (seconds, sockets)
import autocannon from 'autocannon';
import {
  fail,
  freePort,
  getOnce,
  HOST,
  intOptions,
  makeTempDir,
  mean,
  removeTempDir,
  requireServerBuild,
  STATUS_BODY,
  serverEnv,
  spawnNode,
  stopProblem,
  stopProc,
  table,
  verdict,
  waitFor200,
  watchdog,
} from './lib.mjs';

const TARGET = 0.8;
const URL_PATH = '/wps/system/status';
const opts = intOptions(process.argv.slice(2), { duration: 10, connections: 50, warmup: 3 });

// A bare node:http server in its own process: the floor for this answer on this machine.
const BARE_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.BENCH_BODY);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === ${JSON.stringify(URL_PATH)}) {
    res.writeHead(200, headers);
    res.end(body);
  } else {
    res.writeHead(404);
    res.end();
  }
});
server.listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => process.exit(0));
`;

// Bare Fastify (the framework DESIGN chose) answering the same JSON with no plugin or hook: it
// shows how much of the gap is the framework itself and how much is ours.
const BARE_FASTIFY = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const body = JSON.parse(process.env.BENCH_BODY);
app.get(${JSON.stringify(URL_PATH)}, async () => body);
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

requireServerBuild();
// 3 warm-ups + 6 measured runs + starts and stops, with room to spare.
watchdog((3 * opts.warmup + 6 * opts.duration) * 1000 + 180_000, 'the HTTP bench');

const dataDir = makeTempDir('bench-http-');
const [serverPort, barePort, fastifyPort] = [await freePort(), await freePort(), await freePort()];
const targets = {
  bare: {
    name: 'bare node:http',
    proc: spawnNode(['-e', BARE_SERVER], {
      label: 'bare node:http server',
      env: { PORT: String(barePort), HOST, BENCH_BODY: STATUS_BODY },
    }),
    port: barePort,
    runs: [],
  },
  fastify: {
    name: 'bare Fastify',
    proc: spawnNode(['--input-type=module', '-e', BARE_FASTIFY], {
      label: 'bare Fastify server',
      env: { PORT: String(fastifyPort), HOST, BENCH_BODY: STATUS_BODY },
    }),
    port: fastifyPort,
    runs: [],
  },
  server: {
    name: 'server',
    proc: spawnNode(['apps/server/dist/main.js'], {
      label: 'server',
      env: serverEnv(serverPort, dataDir),
    }),
    port: serverPort,
    runs: [],
  },
};

async function stopAll() {
  const problems = [];
  for (const t of Object.values(targets)) {
    const stop = await stopProc(t.proc, { expectCleanExit: t === targets.server });
    const problem = stopProblem(t.proc, stop);
    if (problem) problems.push(problem);
  }
  removeTempDir(dataDir);
  return problems;
}

try {
  await Promise.all([
    waitFor200(targets.server.proc, serverPort, '/readyz'),
    waitFor200(targets.bare.proc, barePort, URL_PATH),
  ]);
} catch (error) {
  fail(error.message);
}

// Both must answer the same thing, or the comparison means little.
for (const t of Object.values(targets)) {
  const res = await getOnce(t.port, URL_PATH);
  if (res.status !== 200) fail(`${t.name}: GET ${URL_PATH} answered ${res.status}: ${res.body}`);
  if (res.body !== STATUS_BODY) {
    console.warn(`warning: ${t.name} answers a different body than the baseline:\n  ${res.body}`);
  }
}

const load = (t, seconds) =>
  autocannon({
    url: `http://${HOST}:${t.port}${URL_PATH}`,
    method: 'GET',
    connections: opts.connections,
    pipelining: 1,
    duration: seconds,
  });

const problems = [];
function check(t, r, phase) {
  const bad = r.errors + r.timeouts + r.non2xx;
  if (bad > 0 || r.requests.total === 0) {
    const codes = Object.entries(r.statusCodeStats)
      .map(([code, s]) => `${code}: ${s.count}`)
      .join(', ');
    problems.push(
      `${t.name} (${phase}): ${r.errors} errors (${r.timeouts} timeouts), ${r.non2xx} non-2xx, ` +
        `${r.requests.total} requests; status codes { ${codes} }`,
    );
  }
  // A process that died makes every further figure meaningless: stop here.
  if (t.proc.exit)
    fail([...problems, `${t.proc.label} exited during the load\n${t.proc.output()}`].join('\n'));
}

console.log(
  `GET ${URL_PATH} on ${HOST}: ${opts.connections} connections, pipelining 1, ` +
    `warm-up ${opts.warmup} s each, then 6 alternating runs of ${opts.duration} s`,
);
const order = [targets.bare, targets.fastify, targets.server];
for (const t of order) {
  process.stdout.write(`  warm-up ${t.name} ...\n`);
  check(t, await load(t, opts.warmup), 'warm-up');
}
for (const [i, t] of [...order, ...order].entries()) {
  process.stdout.write(`  run ${i + 1}/6: ${t.name} ...\n`);
  const r = await load(t, opts.duration);
  check(t, r, `run ${i + 1}`);
  t.runs.push(r);
}

const stopProblems = await stopAll();

const fmt = (n, digits = 0) => n.toFixed(digits);
const rows = [['', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']];
for (const t of order) {
  t.runs.forEach((r, i) => {
    rows.push([
      `${t.name} #${i + 1}`,
      fmt(r.requests.average),
      fmt(r.latency.p50, 1),
      fmt(r.latency.p99, 1),
      r.errors,
      r.non2xx,
    ]);
  });
  t.rps = mean(t.runs.map((r) => r.requests.average));
  rows.push([
    `${t.name} (mean)`,
    fmt(t.rps),
    fmt(mean(t.runs.map((r) => r.latency.p50)), 1),
    fmt(mean(t.runs.map((r) => r.latency.p99)), 1),
    t.runs.reduce((n, r) => n + r.errors, 0),
    t.runs.reduce((n, r) => n + r.non2xx, 0),
  ]);
}
console.log(`\n${table(rows)}\n`);

const ratio = targets.server.rps / targets.bare.rps;
console.log(
  `ratio (server / bare node:http) = ${ratio.toFixed(2)}   target >= ${TARGET.toFixed(2)}   ${verdict(ratio >= TARGET)}`,
);

console.log(
  `reference: bare Fastify / bare node:http = ${(targets.fastify.rps / targets.bare.rps).toFixed(2)};` +
    ` server / bare Fastify = ${(targets.server.rps / targets.fastify.rps).toFixed(2)}`,
);

const allProblems = [...problems, ...stopProblems];
if (allProblems.length > 0) fail(allProblems.join('\n'));
