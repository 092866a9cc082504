/** What PostgreSQL said about a failed statement, whichever driver (pg or PGlite) carried it. */
export interface PostgresFailure {
  /** SQLSTATE: 23505 unique, 23514 check, 23503 foreign key, 40P01 deadlock, ... */
  code: string;
  constraint: string | null;
}

/** The PostgreSQL error inside an error Drizzle may have wrapped (it keeps the driver's as `cause`). */
export function postgresFailure(error: unknown): PostgresFailure | null {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return {
        code: current.code,
        constraint: typeof current.constraint === 'string' ? current.constraint : null,
      };
    current = current.cause as typeof current;
  }
  return null;
}
