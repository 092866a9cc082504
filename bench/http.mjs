// HTTP throughput of GET /wps/system/status on the built server, as a ratio to bare Fastify (the
// framework DESIGN chose) answering the same JSON, with the request pipeline measured one step at
// a time: bare Fastify plus each of the server's per-request hooks alone (bench/http-pipeline-app.ts
// registers the server's own modules), all of them together, then the server itself.
// Usage: node bench/http.mjs [--duration N] [--rounds N] [--connections N] [--warmup N]
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import {
  fail,
  freePort,
  getOnce,
  HOST,
  intOptions,
  makeTempDir,
  mean,
  median,
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

const TARGET = 0.85;
const URL_PATH = '/wps/system/status';
const opts = intOptions(process.argv.slice(2), { duration: 5, rounds: 3, connections: 50, warmup: 2 });

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

// Bare Fastify answering the same JSON with no plugin or hook: the baseline of every ratio.
const BARE_FASTIFY = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const body = JSON.parse(process.env.BENCH_BODY);
app.get(${JSON.stringify(URL_PATH)}, async () => body);
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

const { STEP_NAMES } = await tsImport('./http-pipeline-app.ts', import.meta.url);

requireServerBuild();
const targetCount = 5 + STEP_NAMES.length;
const secondsPerTarget = opts.warmup + opts.rounds * opts.duration;
watchdog((targetCount * secondsPerTarget + 300) * 1000, 'the HTTP bench');

const dataDir = makeTempDir('bench-http-');

async function target(name, args, env, { expectCleanExit = false } = {}) {
  const port = await freePort();
  const proc = spawnNode(args, { label: name, env: { PORT: String(port), HOST, ...env(port) } });
  return { name, proc, port, runs: [], cpuMs: 0, expectCleanExit };
}
const withBody = () => ({ BENCH_BODY: STATUS_BODY });
const stepApp = (steps) => (port) => ({ ...withBody(port), HTTP_STEPS: steps.join(',') });
const STEP_APP = ['--import', 'tsx', 'bench/http-pipeline-app.ts'];

// The server first, alone: its start (migrations and seed of the embedded database) is the slow one.
const server = await target('server', ['apps/server/dist/main.js'], (port) => serverEnv(port, dataDir), {
  expectCleanExit: true,
});
try {
  await waitFor200(server.proc, server.port, '/readyz', { timeoutMs: 180_000 });
} catch (error) {
  fail(error.message);
}
const bare = await target('bare node:http', ['-e', BARE_SERVER], withBody);
const fastify = await target('bare Fastify', ['--input-type=module', '-e', BARE_FASTIFY], withBody);
// The steps run through tsx from source: this row is that harness alone, the base of each step's cost.
const noStep = await target('Fastify in the step app, no step', STEP_APP, stepApp(['none']));
const steps = [];
for (const step of STEP_NAMES) steps.push(await target(`Fastify + ${step}`, STEP_APP, stepApp([step])));
const allSteps = await target('Fastify + every step above', STEP_APP, stepApp(STEP_NAMES));
const order = [bare, fastify, noStep, ...steps, allSteps, server];

async function stopAll() {
  const problems = [];
  for (const t of order) {
    const problem = stopProblem(t.proc, await stopProc(t.proc, { expectCleanExit: t.expectCleanExit }));
    if (problem) problems.push(problem);
  }
  removeTempDir(dataDir);
  return problems;
}

try {
  await Promise.all(order.map((t) => (t === server ? null : waitFor200(t.proc, t.port, URL_PATH))));
} catch (error) {
  fail(error.message);
}

// Every row must answer the same thing, or the comparison means little.
for (const t of order) {
  const res = await getOnce(t.port, URL_PATH);
  if (res.status !== 200) fail(`${t.name}: GET ${URL_PATH} answered ${res.status}: ${res.body}`);
  if (res.body !== STATUS_BODY) {
    console.warn(`warning: ${t.name} answers a different body than the baseline:\n  ${res.body}`);
  }
}

/** CPU time (user + system, ms) the process has used so far; null where /proc is not there. */
function cpuMsOf(proc) {
  try {
    const fields = readFileSync(`/proc/${proc.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return null;
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
  `GET ${URL_PATH} on ${HOST}: ${opts.connections} connections, pipelining 1, warm-up ` +
    `${opts.warmup} s each, then ${opts.rounds} rounds of ${opts.duration} s over all ${order.length} rows`,
);
for (const t of order) {
  process.stdout.write(`  warm-up ${t.name} ...\n`);
  check(t, await load(t, opts.warmup), 'warm-up');
}
for (let round = 1; round <= opts.rounds; round++) {
  process.stdout.write(`  round ${round}/${opts.rounds} ...\n`);
  for (const t of order) {
    const before = cpuMsOf(t.proc);
    const r = await load(t, opts.duration);
    const after = cpuMsOf(t.proc);
    check(t, r, `round ${round}`);
    t.runs.push(r);
    t.cpuMs = before === null || after === null ? null : t.cpuMs + after - before;
  }
}

const stopProblems = await stopAll();

for (const t of order) {
  // The median round: one round starved by another job on the machine does not move the row.
  t.rps = median(t.runs.map((r) => r.requests.average));
  const requests = t.runs.reduce((n, r) => n + r.requests.total, 0);
  t.cpuUs = t.cpuMs === null ? null : (t.cpuMs * 1000) / requests;
}
const fmt = (n, digits = 0) => (n === null ? '-' : n.toFixed(digits));
const stepRows = new Set([...steps, allSteps]);
const rows = [
  ['', 'requests/s', 'rounds', '÷ Fastify', 'CPU µs/req', 'Δ µs', 'step µs', 'p99 ms', 'errors', 'non-2xx'],
];
for (const t of order) {
  rows.push([
    t.name,
    fmt(t.rps),
    t.runs.map((r) => fmt(r.requests.average)).join(' '),
    fmt(t.rps / fastify.rps, 2),
    fmt(t.cpuUs, 1),
    t.cpuUs === null || fastify.cpuUs === null ? '-' : fmt(t.cpuUs - fastify.cpuUs, 1),
    stepRows.has(t) && t.cpuUs !== null && noStep.cpuUs !== null ? fmt(t.cpuUs - noStep.cpuUs, 1) : '',
    fmt(mean(t.runs.map((r) => r.latency.p99)), 1),
    t.runs.reduce((n, r) => n + r.errors, 0),
    t.runs.reduce((n, r) => n + r.non2xx, 0),
  ]);
}
console.log(`\n${table(rows)}\n`);
console.log(
  'requests/s: the median round; CPU µs/req: user + system time of the row’s process per ' +
    'answered request (steadier than requests/s on a shared machine); Δ: beyond bare Fastify; ' +
    'step µs: beyond the step app with no step.',
);

const ratio = server.rps / fastify.rps;
console.log(
  `ratio (server / bare Fastify) = ${ratio.toFixed(2)}   target >= ${TARGET.toFixed(2)}   ${verdict(ratio >= TARGET)}`,
);
console.log(
  `reference: bare Fastify / bare node:http = ${(fastify.rps / bare.rps).toFixed(2)};` +
    ` server / bare node:http = ${(server.rps / bare.rps).toFixed(2)}`,
);

const allProblems = [...problems, ...stopProblems];
if (allProblems.length > 0) fail(allProblems.join('\n'));
