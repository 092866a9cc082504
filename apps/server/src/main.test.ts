import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready:\n${output()}`);
}

/** Sends the head of a request now and returns a function that sends the rest and reads the answer. */
/**
 * Waits until the server answers promptly three times in a row. Right after start-up the job
 * runner's first tick runs the catch-up periods of every job on the embedded database, which holds
 * the event loop; a request sent then may not be read before the signal this test sends, and the
 * test means a request the server has already taken.
 */
async function waitUntilIdle(port: number): Promise<void> {
  let prompt = 0;
  for (let attempt = 0; attempt < 300 && prompt < 3; attempt++) {
    const started = Date.now();
    await fetch(`http://127.0.0.1:${port}/healthz`);
    prompt = Date.now() - started < 50 ? prompt + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function beginRequest(port: number, body: string) {
  const socket = new Socket();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.connect(port, '127.0.0.1', resolve));
  const half = Math.floor(body.length / 2);
  const started = connected.then(
    () =>
      new Promise<void>((resolve) =>
        socket.write(
          `POST /wps/system/clientErrors HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
          () => resolve(),
        ),
      ),
  );
  return {
    started,
    async finish(): Promise<string> {
      socket.write(body.slice(half));
      await closed;
      return answer;
    },
  };
}

describe('the server process', () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'platform-main-'));
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    await waitForReady(port, child, () => output);
  }, 90_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds and serves the demo merchant on the embedded database', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/wps/system/config?lang=EN`);
    const body = (await res.json()) as { value: { brandName: string } };
    expect(body.value.brandName).toBe('Nova Play');
  });

  it('on SIGTERM finishes the request in flight, refuses new ones and exits cleanly', async () => {
    await waitUntilIdle(port);
    const inFlight = beginRequest(port, JSON.stringify({ kind: 'render', route: '/', message: 'in flight' }));
    await inFlight.started;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);

    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"received":true');
    expect(await exited).toBe(0);
  });
});

describe('configuration errors', () => {
  it('stop the process at start with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(78);
    expect(stderr).toContain('PORT');
  });
});
