/** A row of a raw SQL answer, by column name. */
export type Row = Record<string, unknown>;

/** The rows of a raw `db.execute` answer: node-postgres and PGlite both answer with { rows }. */
export function rowsOf<T = Row>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
