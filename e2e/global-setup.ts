import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedOperator } from '../apps/server/src/modules/operators/operators.seed.ts';
import { systemSettings } from '../apps/server/src/modules/system/system.tables.ts';
import { seedDemoMerchant } from '../apps/server/src/seed/demo-merchant.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site as a fresh `npm start` serves it. */
    siteUrl: string;
    /** The same build on a database whose merchant is in maintenance and blocks US visitors. */
    gatedUrl: string;
    /** A finance operator of the site's demo merchant, for journeys that need the operator API. */
    operator: { username: string; password: string };
    /** A support operator of the same merchant: may read and help players, never touch money. */
    supportOperator: { username: string; password: string };
    /** An administrator of the same merchant, who reads the audit log. */
    adminOperator: { username: string; password: string };
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

/** Prepares a data folder whose demo merchant is in maintenance for two hours and blocks the US. */
async function prepareGatedData(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const merchantId = await seedDemoMerchant(database.db, new Date());
  const now = Date.now();
  await database.db
    .update(systemSettings)
    .set({
      maintenanceStart: new Date(now - 3_600_000),
      maintenanceEnd: new Date(now + 2 * 3_600_000),
      blockedCountries: ['US'],
    })
    .where(eq(systemSettings.merchantId, merchantId));
  await database.close();
}

/**
 * The demo admin's password is random and only printed, so the site gets a finance operator with a
 * known password before it starts (the server's seed keeps an existing merchant and adds its admin).
 */
async function prepareSiteData(
  dataDir: string,
  operators: Record<'finance' | 'support' | 'admin', { username: string; password: string }>,
) {
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  const merchantId = await seedDemoMerchant(database.db, new Date());
  await seedOperator(database.db, merchantId, { ...operators.finance, role: 'finance' }, new Date());
  await seedOperator(database.db, merchantId, { ...operators.support, role: 'support' }, new Date());
  await seedOperator(database.db, merchantId, { ...operators.admin, role: 'admin' }, new Date());
  await database.close();
}

export default async function setup(project: TestProject) {
  const siteData = mkdtempSync(path.join(tmpdir(), 'e2e-site-'));
  const gatedData = mkdtempSync(path.join(tmpdir(), 'e2e-gated-'));
  await prepareGatedData(gatedData);
  const operator = { username: 'e2efinance', password: `E2e-${randomBytes(9).toString('base64url')}` };
  const supportOperator = { username: 'e2esupport', password: `E2e-${randomBytes(9).toString('base64url')}` };
  const adminOperator = { username: 'e2eadmin', password: `E2e-${randomBytes(9).toString('base64url')}` };
  await prepareSiteData(siteData, { finance: operator, support: supportOperator, admin: adminOperator });
  // The site runs the sandbox game vendor on a port of its own, as `npm start` does.
  // Real-time salaries settle every 10 s, 2 s after a window closes, so a journey sees one run.
  const site = await startServer({
    DATA_DIR: siteData,
    SANDBOX_VENDOR_PORT: String(await freePort()),
    JOB_SCHEDULES: 'agent-settlement-realtime=every 10s',
    TEST_SETTLE_GRACE_SECONDS: '2',
  });
  // The browser reaches the gated server through "a proxy" at 127.0.0.1, so X-Forwarded-For counts.
  const gated = await startServer({
    DATA_DIR: gatedData,
    TRUSTED_PROXIES: '127.0.0.1',
    SANDBOX_VENDOR: 'false',
  });
  project.provide('siteUrl', site.url);
  project.provide('gatedUrl', gated.url);
  project.provide('operator', operator);
  project.provide('supportOperator', supportOperator);
  project.provide('adminOperator', adminOperator);

  return async () => {
    for (const { child } of [site, gated]) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(siteData, { recursive: true, force: true });
    rmSync(gatedData, { recursive: true, force: true });
  };
}
