import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuiltApp, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { openGeoLookup } from '../modules/geo/geo.service.ts';
import { seedDemoAccounts } from '../seed/demo-accounts.ts';
import { seedDemoMerchant } from '../seed/demo-merchant.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

export interface TestApp extends BuiltApp {
  database: DatabaseHandle;
  /** The test database's postgres:// URL; undefined on PGlite. */
  databaseUrl?: string;
  merchantId: number;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  random?: () => number;
  /** Names the test database as DATABASE_URL, so the event relay uses its LISTEN/NOTIFY (PostgreSQL only). */
  relayThroughDatabase?: boolean;
}

/** Time a test moves by hand: pass `now` to the app, then `advance` instead of waiting. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The least a production config accepts: a fresh payload key and a master key, plus `extra`. */
export function productionEnv(extra: Record<string, string> = {}): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    NODE_ENV: 'production',
    PAYLOAD_PRIVATE_KEY: privateKey,
    SECRETS_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
    ...extra,
  };
}

/**
 * A database for one test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so both modes run one suite.
 */
export async function openTestDatabase(
  poolMax = 5,
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await migratedPgliteTemplate();
    return { handle: await openDatabase({ template }), drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolMax });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The whole app on a migrated, seeded database, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'platform-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: scratch,
    WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
    BACKOFFICE_DIST_DIR: path.join(scratch, 'no-backoffice-build'),
    SETTINGS_CACHE_MS: '0',
    ...options.env,
  });
  const { handle, url, drop } = await openTestDatabase();
  if (options.relayThroughDatabase) {
    if (!url) throw new Error('relayThroughDatabase needs TEST_DATABASE_URL');
    config.DATABASE_URL = url;
  }
  await runMigrations(handle);
  const now = options.now ?? (() => new Date());
  const merchantId = await seedDemoMerchant(handle.db, now());
  await seedDemoAccounts(handle.db, merchantId, now());
  const geo = await openGeoLookup(config.GEOIP_DB_PATH);
  const built = await buildApp({
    config,
    database: handle,
    geo,
    logger: false,
    now,
    random: options.random,
  });
  await built.app.ready();
  return {
    ...built,
    database: handle,
    databaseUrl: url,
    merchantId,
    async close() {
      await built.app.close();
      await handle.close();
      await drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
