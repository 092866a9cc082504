import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { pagingFields } from './list-query.ts';
import { IdempotencyKeySchema, MinorAmountSchema } from './payments.ts';
import { text } from './text.ts';

/*
 * Free rounds (back office, finance.adjust): an operator grants a player a number of rounds of one
 * seamless game at a set bet; the studio learns of them in `authenticate`, plays them with bets that
 * name the grant (nothing is taken from the wallet) and pays their wins as usual
 * (docs/vendor-api.md).
 */

export const FREE_ROUNDS_MAX = 500;
export const FREE_ROUNDS_DAYS_MAX = 90;

export const GrantFreeRoundsSchema = z.strictObject({
  memberId: RowIdSchema,
  /** The game, as the catalogue names it: its vendor and the vendor's game code. */
  vendorCode: text()
    .trim()
    .regex(/^[A-Z0-9_]{1,32}$/),
  gameCode: text().trim().min(1).max(64),
  rounds: z.number().int().min(1).max(FREE_ROUNDS_MAX),
  /** The stake of each round, in minor units, paid by the house. */
  betAmount: MinorAmountSchema.max(100_000_000),
  /** Days the grant stays playable. */
  validDays: z.number().int().min(1).max(FREE_ROUNDS_DAYS_MAX),
  /** A key per submitted form: sending it again answers the first grant and grants nothing more. */
  idempotencyKey: IdempotencyKeySchema,
});
export type GrantFreeRounds = z.infer<typeof GrantFreeRoundsSchema>;

/** active: rounds left to play; used: all played; expired: time ran out; cancelled by an operator. */
export const FREE_ROUND_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;

export const FreeRoundGrantSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: text(),
  vendorCode: text(),
  gameCode: text(),
  gameName: text().nullable(),
  rounds: z.number().int(),
  roundsUsed: z.number().int(),
  betAmount: z.number().int(),
  status: z.enum(FREE_ROUND_STATUSES),
  expiresAt: text(),
  createdAt: text(),
  cancelledAt: text().nullable(),
});
export type FreeRoundGrant = z.infer<typeof FreeRoundGrantSchema>;

export const FreeRoundListQuerySchema = z.strictObject({
  ...pagingFields,
  memberId: RowIdParamSchema.optional(),
});

export const FreeRoundListSchema = z.object({
  list: z.array(FreeRoundGrantSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const FreeRoundIdParamsSchema = z.strictObject({ id: RowIdParamSchema });
