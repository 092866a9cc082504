// Lighthouse (mobile, simulated throttling: the default config) against the built site on the
// embedded database with demo data, for the home page, a lobby and promotions; each page is run
// `--runs` times (default 3) and the median of each figure is compared with its target.
// Usage: node bench/lighthouse.mjs [--runs N]
// Chromium is the system one, handed to chrome-launcher through CHROME_PATH: nothing is downloaded.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  fail,
  freePort,
  HOST,
  intOptions,
  makeTempDir,
  median,
  requireServerBuild,
  SERVER_MAIN,
  serverEnv,
  spawnNode,
  stopProc,
  table,
  verdict,
  waitFor200,
  watchdog,
} from './lib.mjs';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'lobby (slots)', path: '/rng' },
  { name: 'promotions', path: '/promotions' },
];
const TARGETS = { performance: 90, clsMax: 0.1, tbtMaxMs: 200 };

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const opts = intOptions(process.argv.slice(2), { runs: 3 });
process.env.CHROME_PATH ??= process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
requireServerBuild();
// A Lighthouse run takes 15 to 40 s on a busy machine; the server start and Chromium add a minute.
watchdog((PAGES.length * opts.runs * 60 + 120) * 1000, 'the lighthouse bench');

const port = await freePort();
const server = spawnNode([SERVER_MAIN], {
  env: serverEnv(port, makeTempDir('bench-lighthouse-')),
  label: 'server',
});
try {
  await waitFor200(server, port, '/readyz', { timeoutMs: 120_000 });
} catch (error) {
  fail(error.message);
}

const chrome = await chromeLauncher.launch({
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
// However the bench ends (a failure, the watchdog, a signal), the browser it started goes too.
process.on('exit', () => {
  try {
    process.kill(chrome.pid, 'SIGKILL');
  } catch {
    // already gone
  }
});

// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (JSON), to see what shifts or blocks.
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** One Lighthouse run of the performance category; the figures the targets speak of. */
async function measure(url, reportName) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (reportsDir) writeFileSync(path.join(reportsDir, `${reportName}.json`), result.report);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) return { error: `${runtimeError.code} ${runtimeError.message}` };
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const base = `http://${HOST}:${port}`;
console.log(
  `Lighthouse ${LIGHTHOUSE_VERSION} mobile, simulated throttling, performance only; ${opts.runs} runs per page against ${base}`,
);
const runs = new Map(PAGES.map((page) => [page.name, []]));
let failure = null;
try {
  // Rounds go over every page in turn, so drift on the machine touches all pages alike.
  for (let round = 1; round <= opts.runs; round++) {
    for (const page of PAGES) {
      // A trace Chromium failed to record (NO_NAVSTART on a busy machine) is run again, twice at most.
      let figures;
      for (let attempt = 1; !figures || figures.error; attempt++) {
        if (figures?.error && attempt > 3)
          throw new Error(`Lighthouse could not measure ${page.path}: ${figures.error}`);
        if (figures?.error)
          console.log(`  run ${round} ${page.name}: ${figures.error.split('.')[0]}; running it again`);
        figures = await measure(`${base}${page.path}`, `${page.name.split(' ')[0]}-${round}`);
      }
      runs.get(page.name).push(figures);
      console.log(
        `  run ${round} ${page.name}: performance ${figures.performance}, LCP ${figures.lcpMs.toFixed(0)} ms, ` +
          `TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
    }
  }
} catch (error) {
  failure = error;
} finally {
  await chrome.kill();
  await stopProc(server, { expectCleanExit: false });
}
if (failure) fail(failure.message);

const rows = [['page (median)', 'performance', 'LCP ms', 'TBT ms', 'CLS']];
const medians = new Map();
for (const page of PAGES) {
  const list = runs.get(page.name);
  const m = {
    performance: median(list.map((r) => r.performance)),
    lcpMs: median(list.map((r) => r.lcpMs)),
    tbtMs: median(list.map((r) => r.tbtMs)),
    cls: median(list.map((r) => r.cls)),
  };
  medians.set(page.name, m);
  rows.push([page.name, String(m.performance), m.lcpMs.toFixed(0), m.tbtMs.toFixed(0), m.cls.toFixed(3)]);
}
console.log(`\n${table(rows)}\n`);

for (const page of PAGES) {
  const m = medians.get(page.name);
  console.log(`${page.name}:`);
  console.log(
    `  performance ${m.performance} / target ${TARGETS.performance} = ${(m.performance / TARGETS.performance).toFixed(2)}  (target >= 1.00) ${verdict(m.performance >= TARGETS.performance)}`,
  );
  console.log(
    `  CLS ${m.cls.toFixed(3)} / target ${TARGETS.clsMax} = ${(m.cls / TARGETS.clsMax).toFixed(2)}  (target <= 1.00) ${verdict(m.cls <= TARGETS.clsMax)}`,
  );
  console.log(
    `  TBT ${m.tbtMs.toFixed(0)} ms / target ${TARGETS.tbtMaxMs} ms = ${(m.tbtMs / TARGETS.tbtMaxMs).toFixed(2)}  (target <= 1.00) ${verdict(m.tbtMs <= TARGETS.tbtMaxMs)}`,
  );
  console.log(`  LCP ${m.lcpMs.toFixed(0)} ms (reported, no target of its own)`);
}
