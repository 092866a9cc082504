// Size of what the home page loads before any interaction (gzip -9), as a ratio to a 110 KiB
// budget (issue 23), beside the size of React + ReactDOM alone as a reference.
// Usage: node bench/bundle.mjs [--dist DIR]   (default: apps/web/dist)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fail, ROOT, table, verdict } from './lib.mjs';

const BUDGET_KIB = 110;

let args;
try {
  args = parseArgs({ options: { dist: { type: 'string' } }, strict: true, allowPositionals: false }).values;
} catch (error) {
  fail(`${error.message}\nusage: node bench/bundle.mjs [--dist DIR]`);
}
const dist = args.dist ? path.resolve(args.dist) : path.join(ROOT, 'apps', 'web', 'dist');
const indexPath = path.join(dist, 'index.html');
if (!existsSync(indexPath)) fail(`${indexPath} is missing: run \`npm run build -w apps/web\` first`);

const kib = (bytes) => (bytes / 1024).toFixed(2);
const rel = (file) => path.relative(dist, file).split(path.sep).join('/');
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const data = readFileSync(file);
    sizes.set(file, { raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** Maps a URL found in the build to a file of `dist`, or null if it is external or missing. */
function toFile(ref, fromDir) {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref)) return null;
  const clean = decodeURIComponent(ref.split(/[?#]/)[0]);
  if (!clean.startsWith('/')) {
    const file = path.resolve(fromDir, clean);
    return existsSync(file) ? file : null;
  }
  // Absolute URL: under dist, or under dist once a `base` prefix (like /app/) is dropped.
  const parts = clean.split('/').filter(Boolean);
  for (let skip = 0; skip < parts.length; skip++) {
    const file = path.join(dist, ...parts.slice(skip));
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

function attributes(source) {
  const out = {};
  for (const m of source.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

// 1. What index.html loads: scripts (entry modules, and classic scripts, which block too),
//    module preloads and stylesheets.
const html = readFileSync(indexPath, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
const initial = new Map(); // file -> { kind, via }
const problems = [];
function addInitial(ref, kind, via) {
  const file = toFile(ref, dist);
  if (!file) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref)) console.warn(`note: external ${kind} not measured: ${ref}`);
    else problems.push(`${via} refers to ${ref}, which is not in ${dist}`);
    return;
  }
  if (!initial.has(file)) initial.set(file, { kind, via });
}
for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
  const a = attributes(m[2]);
  if (m[1].toLowerCase() === 'script') {
    if (a.src && !('nomodule' in a))
      addInitial(a.src, a.type === 'module' ? 'entry' : 'script', 'index.html');
  } else if (a.href) {
    const relTokens = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (relTokens.includes('modulepreload')) addInitial(a.href, 'modulepreload', 'index.html');
    else if (relTokens.includes('stylesheet')) addInitial(a.href, 'stylesheet', 'index.html');
  }
}
if (![...initial.values()].some((v) => v.kind === 'entry')) {
  problems.push('index.html has no <script type="module" src> entry');
}

// 2. Static imports of those chunks, recursively. `import(...)` is lazy and never matches:
//    after `import` comes either a string or an import clause then `from` and a string.
const STATIC_IMPORT = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?(["'])([^"'\n]+)\1/g;
const queue = [...initial.keys()].filter((f) => f.endsWith('.js') || f.endsWith('.mjs'));
while (queue.length > 0) {
  const file = queue.shift();
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) {
    const spec = m[2];
    if (!/^\.{0,2}\//.test(spec)) continue; // bare or external: not a file of the build
    const target = toFile(spec, path.dirname(file));
    if (!target) {
      console.warn(`note: ${rel(file)} seems to import ${spec}, which is not in the build (ignored)`);
      continue;
    }
    if (!initial.has(target)) {
      initial.set(target, { kind: 'import', via: rel(file) });
      if (target.endsWith('.js') || target.endsWith('.mjs')) queue.push(target);
    }
  }
}

// 3. Lazy: every other .js (and .css) of the assets folder.
function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
const lazy = [...walk(path.join(dist, 'assets'))].filter(
  (f) => /\.(m?js|css)$/.test(f) && !initial.has(f) && !/\.(gz|br)$/.test(f),
);

// 4. Report.
const isJs = (f) => /\.m?js$/.test(f);
const isCss = (f) => f.endsWith('.css');
const bySizeDesc = (a, b) => sizeOf(b).gzip - sizeOf(a).gzip;
const total = (files, key) => files.reduce((n, f) => n + sizeOf(f)[key], 0);

console.log(`home page of ${dist}: what loads before any interaction (gzip level 9)\n`);
const initialFiles = [...initial.keys()];
const initialJs = initialFiles.filter(isJs);
const initialCss = initialFiles.filter(isCss);
const rows = [['file', 'loaded as', 'raw KiB', 'gzip KiB']];
for (const f of [...initialJs.sort(bySizeDesc), ...initialCss.sort(bySizeDesc)]) {
  const { kind, via } = initial.get(f);
  rows.push([
    rel(f),
    kind === 'import' ? `import from ${via}` : kind,
    kib(sizeOf(f).raw),
    kib(sizeOf(f).gzip),
  ]);
}
for (const f of initialFiles.filter((x) => !isJs(x) && !isCss(x))) {
  rows.push([rel(f), `${initial.get(f).kind} (not JS/CSS)`, kib(sizeOf(f).raw), kib(sizeOf(f).gzip)]);
}
rows.push([
  `initial JS (${initialJs.length} files)`,
  '',
  kib(total(initialJs, 'raw')),
  kib(total(initialJs, 'gzip')),
]);
rows.push([
  `initial CSS (${initialCss.length} files)`,
  '',
  kib(total(initialCss, 'raw')),
  kib(total(initialCss, 'gzip')),
]);
console.log(table(rows));
const htmlSize = sizeOf(indexPath);
console.log(`(index.html itself: ${kib(htmlSize.raw)} KiB raw, ${kib(htmlSize.gzip)} KiB gzip, not counted)`);

console.log(`\nlazy chunks (loaded on demand), ${lazy.length} files:`);
if (lazy.length > 0) {
  const lazyRows = [['file', 'raw KiB', 'gzip KiB']];
  for (const f of lazy.sort(bySizeDesc)) lazyRows.push([rel(f), kib(sizeOf(f).raw), kib(sizeOf(f).gzip)]);
  const lazyJs = lazy.filter(isJs);
  lazyRows.push([`lazy JS (${lazyJs.length} files)`, kib(total(lazyJs, 'raw')), kib(total(lazyJs, 'gzip'))]);
  console.log(table(lazyRows));
} else {
  console.log('  (none: everything is in the initial load)');
}

// Reference: React + ReactDOM alone, as the web app resolves them, gzipped the same way.
const jsGzip = total(initialJs, 'gzip');
let reference = null;
try {
  const requireFromWeb = createRequire(path.join(ROOT, 'apps', 'web', 'package.json'));
  const pkgDir = (name) => path.dirname(requireFromWeb.resolve(`${name}/package.json`));
  const files = [
    path.join(pkgDir('react'), 'cjs', 'react.production.js'),
    path.join(pkgDir('react-dom'), 'cjs', 'react-dom-client.production.js'),
  ];
  // react-dom-client also requires these two small files; shown, not counted, in the reference.
  const extras = [
    path.join(pkgDir('react-dom'), 'cjs', 'react-dom.production.js'),
    path.join(pkgDir('scheduler'), 'cjs', 'scheduler.production.js'),
  ].filter((f) => existsSync(f));
  reference = { gzip: total(files, 'gzip'), raw: total(files, 'raw'), extras: total(extras, 'gzip') };
} catch (error) {
  console.warn(`\nnote: React reference unavailable (${error.code ?? error.message})`);
}

const ratio = jsGzip / (BUDGET_KIB * 1024);
console.log(
  `\ninitial JS gzip ${kib(jsGzip)} KiB, initial CSS gzip ${kib(total(initialCss, 'gzip'))} KiB, ` +
    `lazy JS gzip ${kib(total(lazy.filter(isJs), 'gzip'))} KiB`,
);
if (reference) {
  console.log(
    `react+react-dom (react.production.js + react-dom-client.production.js): ${kib(reference.raw)} KiB raw, ` +
      `${kib(reference.gzip)} KiB gzip (its react-dom + scheduler requires: +${kib(reference.extras)} KiB gzip, not counted)`,
  );
  console.log(
    '  (React 19 ships these production files unminified: the same code minified by Vite is ~40 % smaller)',
  );
  console.log(`initial JS / react+react-dom = ${(jsGzip / reference.gzip).toFixed(2)}`);
}
console.log(
  `initial JS gzip / budget ${BUDGET_KIB} KiB = ${ratio.toFixed(2)}  (target <= 1.00) ${verdict(ratio <= 1)}`,
);

if (problems.length > 0) fail(problems.join('\n'));
