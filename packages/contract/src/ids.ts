import { z } from 'zod';

/**
 * Ids as requests carry them, bounded by the column that holds them: a larger number names no row,
 * and must be refused here rather than overflow the column in the database (a 5xx).
 */
const INT4_MAX = 2_147_483_647;

/** An id of a table keyed by a 32-bit identity: merchants, operators, payment channels, game nodes, content. */
export const SmallIdSchema = z.number().int().min(1).max(INT4_MAX);
/** The same id in a path or a query string. */
export const SmallIdParamSchema = z.coerce.number().int().min(1).max(INT4_MAX);

/** An id of a table keyed by a 64-bit identity (members, deposits, withdrawals), as far as a JSON number is exact. */
export const RowIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The same id in a path or a query string. */
export const RowIdParamSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
