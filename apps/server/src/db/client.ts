import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The database whichever engine is behind it: PGlite embedded, or a PostgreSQL server. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  poolStats(): PoolStats;
  /**
   * Runs `work` while holding a cluster-wide lock named by `key`, so nodes starting together apply
   * migrations and demo seeds one after another (the others then find nothing left to do).
   */
  withStartupLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** The embedded database's files as one archive, to start another from (tests' template). */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; absent means in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /** An embedded database's archived files to start from instead of an empty cluster. */
  template?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10);
  return openPglite(options.dataDir, options.template);
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // Named statements (the ledger's posting) are planned for their parameters on every run. The
    // generic plan PostgreSQL switches to after five runs turned bad as a merchant's ledger grew:
    // postings through one house fell to 0.44 of the uncontended rate; planned each time, 0.87-0.91.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withStartupLock(key, work) {
      // A session lock on a connection of its own: the work runs on other pool connections.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        holder.release();
      }
    },
    dumpDataDir: () => Promise.reject(new Error('a PostgreSQL server keeps its own files')),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the game-name search index (migration games_catalog creates the extension).
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: template });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    // PGlite is one connection in this process: it is either busy or idle, never queued for.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    // One process owns the embedded database: there is nobody to wait for.
    withStartupLock: (_key, work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
