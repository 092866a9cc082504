import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';

interface WithSession {
  session: PgSession;
  dialect: PgDialect;
}

/**
 * Runs a hand-written statement as a named prepared statement: PostgreSQL parses it once per
 * connection instead of on every call (the pool still plans it for each call's parameters, see
 * client.ts). Worth it only on hot paths whose text never changes (the ledger's posting statement:
 * 2.8x postings per second in pgbench, and still ahead with a plan per call). Drizzle's `execute`
 * has no name parameter, so this goes through the session every Drizzle database and transaction
 * carries; PGlite ignores the name. Answers `{ rows }` like `execute`.
 */
export async function executeNamed<T>(db: unknown, name: string, query: SQL): Promise<{ rows: T[] }> {
  const { session, dialect } = db as WithSession;
  return run<T>(session, dialect.sqlToQuery(query), name);
}

/**
 * executeNamed for a long statement built in a few shapes (parts left out when they have nothing to
 * read): each shape is named by its text's hash, so a connection parses each shape once. Only for
 * statements whose text holds no values (every value a parameter), or the shapes never end.
 */
export async function executeShaped<T>(db: unknown, prefix: string, query: SQL): Promise<{ rows: T[] }> {
  const { dialect, session } = db as WithSession;
  const built = dialect.sqlToQuery(query);
  const shape = createHash('sha256').update(built.sql).digest('base64url').slice(0, 16);
  return run<T>(session, built, `${prefix}:${shape}`);
}

async function run<T>(session: PgSession, built: ReturnType<PgDialect['sqlToQuery']>, name: string) {
  const prepared = session.prepareQuery(built, undefined, name, false);
  return (await prepared.execute()) as { rows: T[] };
}
