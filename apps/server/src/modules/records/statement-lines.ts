import type { StatementLines } from '@platform/contract/records';
import { type SQL, sql } from 'drizzle-orm';

/*
 * Which transfer kinds make which line of a member's wallet record: the statement's lines and the
 * personal profit summary both read them here, so the two can never sort a movement differently.
 * Amounts are the wallet's own entries, signed as they moved it (negative left the wallet).
 */
export const LINE_KINDS = {
  deposits: ['deposit'],
  // A request takes the money; a rejection gives it back, as does a refund after a dispute.
  withdrawals: ['withdrawal_request', 'withdrawal_rejected', 'withdrawal_refund'],
  bets: ['bet'],
  // A vendor's rollback of a stake comes back like a win: the round paid it back.
  wins: ['win', 'bet_refund'],
  bonuses: ['bonus'],
} as const satisfies Record<Exclude<keyof StatementLines, 'other'>, readonly string[]>;

const NAMED_KINDS = Object.values(LINE_KINDS).flat();

const kindIn = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * The select list of every line's signed sum over rows with columns `kind` and `amount`, `other`
 * being every kind no line names (transfers, vendor wallets, operator adjustments).
 */
export function lineSums(): SQL {
  const named = Object.entries(LINE_KINDS).map(
    ([line, kinds]) =>
      sql`coalesce(sum(amount) filter (where kind in (${kindIn(kinds)})), 0) as ${sql.raw(line)}`,
  );
  const other = sql`coalesce(sum(amount) filter (where kind not in (${kindIn(NAMED_KINDS)})), 0) as other`;
  return sql.join([...named, other], sql`, `);
}

/** The lines of a row selected with `lineSums()`, as numbers. */
export function linesOf(row: Record<string, unknown> | undefined): StatementLines {
  const read = (line: keyof StatementLines) => Number(row?.[line] ?? 0);
  return {
    deposits: read('deposits'),
    withdrawals: read('withdrawals'),
    bets: read('bets'),
    wins: read('wins'),
    bonuses: read('bonuses'),
    other: read('other'),
  };
}
