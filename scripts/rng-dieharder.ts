// Statistical test of the provably fair generator's raw bytes with dieharder.
// Streams roundBytes (HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), fairness.ts) of a new
// random seed pair, cursors 0..C-1 of nonce 0, then of nonce 1, and so on, into dieharder's raw
// stdin input (-g 200), with backpressure, and sums up its verdicts: PASSED / WEAK / FAILED counts
// and the names of the failed tests. Exits 1 if any test FAILED, 2 if dieharder is not installed.
//
// Usage: npm run rng:dieharder -- [--quick] [--cursors C] [--native] [-- <more dieharder args>]
//   --quick    three fast tests only (sts_monobit, sts_runs, diehard_birthdays), a smoke check of
//              a minute or so; without it the whole battery runs (dieharder -a: many hours, since
//              pure-JS hashing yields only a few MB/s and -a reads hundreds of GB)
//   --cursors  cursors per nonce (default 4; games read cursor 0 and now and then 1 or 2)
//   --native   hash with node:crypto instead (the same bytes, checked at start, far faster: for a
//              full -a run in reasonable time; it tests the byte stream, not noble's code)
//
// WEAK is dieharder's word for a p-value in the outer 1% (0.5% each side): with about a hundred
// tests a run expects about one WEAK by chance alone. FAILED (p < 0.000001) is not expected.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createInterface } from 'node:readline';
import { newClientSeed, newServerSeed, roundBytes, type SeedPair } from '@platform/games/fairness/fairness';

const QUICK_TESTS = [
  { id: 100, name: 'sts_monobit' },
  { id: 101, name: 'sts_runs' },
  { id: 0, name: 'diehard_birthdays' },
] as const;

/** 2048 HMAC blocks of 32 bytes per write. */
const BLOCKS_PER_CHUNK = 2048;

interface Options {
  quick: boolean;
  cursors: number;
  native: boolean;
  extra: string[];
}

function usage(message: string): never {
  console.error(`rng-dieharder: ${message}`);
  console.error(
    'usage: npx tsx scripts/rng-dieharder.ts [--quick] [--cursors C] [--native] [-- <dieharder args>]',
  );
  process.exit(2);
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { quick: false, cursors: 4, native: false, extra: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      options.extra = argv.slice(i + 1);
      break;
    }
    if (arg === '--quick') options.quick = true;
    else if (arg === '--native') options.native = true;
    else if (arg === '--cursors' || arg.startsWith('--cursors=')) {
      const value = Number(arg.includes('=') ? arg.split('=')[1] : argv[++i]);
      if (!Number.isSafeInteger(value) || value < 1) usage('--cursors needs a positive integer');
      options.cursors = value;
    } else usage(`unknown option ${arg}`);
  }
  return options;
}

/** The bytes of one (nonce, cursor): roundBytes itself, or node:crypto computing the same HMAC. */
function blockSource(native: boolean): (pair: SeedPair, cursor: number) => Uint8Array {
  if (!native) return roundBytes;
  const nativeBytes = (pair: SeedPair, cursor: number): Uint8Array =>
    createHmac('sha256', pair.serverSeed).update(`${pair.clientSeed}:${pair.nonce}:${cursor}`).digest();
  const probe: SeedPair = { serverSeed: newServerSeed(), clientSeed: newClientSeed(), nonce: 0 };
  for (let nonce = 0; nonce < 256; nonce++) {
    probe.nonce = nonce;
    for (let cursor = 0; cursor < 3; cursor++)
      if (!Buffer.from(nativeBytes(probe, cursor)).equals(Buffer.from(roundBytes(probe, cursor))))
        throw new Error('node:crypto does not reproduce roundBytes');
  }
  return nativeBytes;
}

interface Verdict {
  readonly test: string;
  readonly ntup: number;
  readonly pValue: number;
  readonly assessment: 'PASSED' | 'WEAK' | 'FAILED';
}

/** A result line: `   diehard_birthdays|   0|       100|     100|0.81862339|  PASSED`. */
const RESULT_LINE =
  /^\s*([\w.-]+)\|\s*(\d+)\|\s*(\d+)\|\s*(\d+)\|\s*([\d.eE+-]+)\|\s*(PASSED|WEAK|FAILED)\s*$/;

function parseDieharderLine(line: string): Verdict | undefined {
  const match = RESULT_LINE.exec(line);
  if (match === null) return undefined;
  return {
    test: match[1] as string,
    ntup: Number(match[2]),
    pValue: Number(match[5]),
    assessment: match[6] as Verdict['assessment'],
  };
}

class MissingDieharder extends Error {}

/**
 * Runs dieharder once with `args`, feeding it the generator's bytes until it exits; echoes its
 * output and answers the verdicts it printed.
 */
async function runDieharder(
  args: readonly string[],
  pair: SeedPair,
  cursors: number,
  block: (pair: SeedPair, cursor: number) => Uint8Array,
): Promise<{ verdicts: Verdict[]; code: number | null; bytes: number }> {
  const child = spawn('dieharder', [...args, '-g', '200'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new MissingDieharder('dieharder not found') : error),
    );
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  await spawned;

  const verdicts: Verdict[] = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    console.log(line);
    const verdict = parseDieharderLine(line);
    if (verdict) verdicts.push(verdict);
  });

  // dieharder stops reading and exits when done: writes then fail with EPIPE, which ends the feed.
  let open = true;
  child.stdin.on('error', () => {
    open = false;
  });
  void exited.then(() => {
    open = false;
  });
  let bytes = 0;
  let cursor = 0;
  while (open) {
    // A new buffer per write: the stream keeps it until the pipe takes it.
    const buffer = Buffer.allocUnsafe(BLOCKS_PER_CHUNK * 32);
    for (let offset = 0; offset < buffer.length; offset += 32) {
      buffer.set(block(pair, cursor), offset);
      cursor += 1;
      if (cursor === cursors) {
        cursor = 0;
        pair.nonce += 1;
      }
    }
    bytes += buffer.length;
    if (!child.stdin.write(buffer)) {
      // Backpressure: wait until the pipe drains, or dieharder is gone.
      await new Promise<void>((resolve) => {
        const done = () => {
          child.stdin.off('drain', done);
          child.stdin.off('error', done);
          resolve();
        };
        child.stdin.once('drain', done);
        child.stdin.once('error', done);
        void exited.then(done);
      });
    }
  }
  child.stdin.destroy();
  return { verdicts, code: await exited, bytes };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const block = blockSource(options.native);
  const pair: SeedPair = { serverSeed: newServerSeed(), clientSeed: newClientSeed(), nonce: 0 };
  console.log(
    `rng-dieharder: ${options.quick ? 'quick (3 tests)' : 'full battery (-a)'}, bytes from ` +
      `${options.native ? 'node:crypto HMAC (checked equal to roundBytes)' : 'roundBytes'}, ` +
      `${options.cursors} cursor(s) per nonce`,
  );
  console.log(`server seed ${pair.serverSeed}, client seed ${pair.clientSeed}, nonces from 0`);
  const runs = options.quick ? QUICK_TESTS.map((test) => ['-d', String(test.id)]) : [['-a']];
  const verdicts: Verdict[] = [];
  let bytes = 0;
  const started = Date.now();
  try {
    for (const args of runs) {
      const run = await runDieharder([...args, ...options.extra], pair, options.cursors, block);
      verdicts.push(...run.verdicts);
      bytes += run.bytes;
      if (run.code !== 0) console.error(`rng-dieharder: dieharder ${args.join(' ')} exited with ${run.code}`);
    }
  } catch (error) {
    if (error instanceof MissingDieharder) {
      console.error(
        'rng-dieharder: dieharder is not installed. Install it with `apt-get install dieharder` ' +
          '(Debian/Ubuntu; `brew install dieharder` on macOS), then run this again.',
      );
      process.exit(2);
    }
    throw error;
  }
  const count = (assessment: Verdict['assessment']) => verdicts.filter((v) => v.assessment === assessment);
  const failed = count('FAILED');
  const weak = count('WEAK');
  const name = (v: Verdict) => `${v.test}${v.ntup > 0 ? ` (ntup ${v.ntup})` : ''} p=${v.pValue}`;
  console.log(
    `\nsummary: ${verdicts.length} results: ${count('PASSED').length} PASSED, ${weak.length} WEAK, ` +
      `${failed.length} FAILED; ${(bytes / 1e6).toFixed(0)} MB (${pair.nonce.toLocaleString('en')} nonces) in ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (weak.length > 0) console.log(`WEAK: ${weak.map(name).join(', ')}`);
  if (verdicts.length === 0) {
    console.log('no results parsed from dieharder output');
    process.exitCode = 1;
  } else if (failed.length > 0) {
    console.log(`FAILED: ${failed.map(name).join(', ')}`);
    process.exitCode = 1;
  } else console.log('no test FAILED');
}

await main();
