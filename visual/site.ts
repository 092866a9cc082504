import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@platform/contract/paths';

/**
 * The instant the site's clock starts at and the browser's clock stands still at: every date a
 * page shows is the same on every run.
 */
export const VISUAL_CLOCK = '2026-01-15T04:00:00.000Z';

/**
 * A fixed port: the site's origin is drawn into pages (download QR codes, links), so it must not
 * change between runs. VISUAL_PORT moves it (the sandbox vendor takes the next port).
 */
const PORT = Number(process.env.VISUAL_PORT ?? 4387);

export interface RunningSite {
  url: string;
  /** The demo admin's password, which the server prints once when its seed creates the admin. */
  adminPassword(): string;
  stop(): Promise<void>;
}

/** The demo seed's line for whoever starts the demo (operators.seed.ts). */
const ADMIN_LINE = /log in as admin with password (\S+)\s/;

/**
 * The jobs that run every minute (or every five, or hourly) would add a run, at a time that differs
 * from run to run, to the console's job list for as long as the test lasts: daily instead, they run
 * once at start.
 */
const JOB_SCHEDULES = [
  'vendor-transfer-reconciliation',
  'withdrawal-receipt-sweep',
  'agent-settlement-realtime',
  'agent-settlement-hourly',
  'team-figures-fold',
  'risk-scan',
]
  .map((job) => `${job}=0 0 * * *`)
  .join(';');

/**
 * The built server of `appRoot` on a fresh data folder with the demo seed, its clock started at
 * VISUAL_CLOCK (TEST_CLOCK_START, a tests-only setting).
 */
export async function startSite(appRoot: string): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visual-site-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: appRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      SANDBOX_VENDOR_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEST_CLOCK_START: VISUAL_CLOCK,
      JOB_SCHEDULES,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Read until the admin's line is printed, the rest dropped (the pipe must not fill up).
  let printed = '';
  let password: string | undefined;
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    if (password) return;
    printed = (printed + chunk).slice(-4096);
    password = ADMIN_LINE.exec(printed)?.[1];
  });
  const adminPassword = () => {
    if (!password)
      throw new Error('the server printed no admin password (its demo seed does on a fresh data folder)');
    return password;
  };
  const url = `http://127.0.0.1:${PORT}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A cold start migrates and seeds an embedded database: give it two minutes on a busy machine.
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `the server exited with ${child.exitCode} (is port ${PORT} free? VISUAL_PORT moves it)`,
      );
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, adminPassword, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the server did not become ready');
}

/** Logs a demo account in through the API, as the site does when the payload is not sealed. */
export async function logIn(siteUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${siteUrl}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { success: boolean; value?: { token: string } };
  if (!body.success || !body.value) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return body.value.token;
}
