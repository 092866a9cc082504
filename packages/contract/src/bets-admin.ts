import { z } from 'zod';
import { VendorCodeSchema } from './games.ts';
import { RowIdParamSchema, SmallIdParamSchema } from './ids.ts';
import { adminPagingFields, cappedCountFields, createdRangeFields } from './list-query.ts';
import { text } from './text.ts';
import { VENDOR_TRANSACTION_KINDS, VENDOR_WIN_TYPES } from './vendor-api.ts';

/*
 * The operator's bet list (back office, members.read): every round of the merchant's members,
 * newest first, narrowed by member, vendor, game, status and time. Lists a million rows by index.
 */

export const ADMIN_BET_STATUSES = ['open', 'settled', 'cancelled'] as const;

/** What narrows the list; the count of a filter is asked for once, not with every page. */
export const AdminBetFilterSchema = z.strictObject({
  /** Placed at or after `from`, before `to` (ISO 8601). */
  ...createdRangeFields,
  memberId: SmallIdParamSchema.optional(),
  vendorCode: VendorCodeSchema.optional(),
  gameCode: text().trim().min(1).max(64).optional(),
  status: z.enum(ADMIN_BET_STATUSES).optional(),
});
export type AdminBetFilter = z.infer<typeof AdminBetFilterSchema>;

export const AdminBetListQuerySchema = AdminBetFilterSchema.extend(adminPagingFields);
export type AdminBetListQuery = z.infer<typeof AdminBetListQuerySchema>;

export const AdminBetSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: text(),
  vendorCode: text(),
  roundId: text(),
  gameCode: text(),
  /** The game's English name, when the round's game is in the catalogue. */
  gameName: text().nullable(),
  status: z.enum(ADMIN_BET_STATUSES),
  /** Minor units staked, less what was rolled back. */
  stake: z.number().int(),
  /** Minor units paid back. */
  payout: z.number().int(),
  placedAt: text(),
  settledAt: text().nullable(),
});
export type AdminBet = z.infer<typeof AdminBetSchema>;

/** A page of rounds; `hasMore` says a next page exists, without counting the list. */
export const AdminBetListSchema = z.object({ list: z.array(AdminBetSchema), hasMore: z.boolean() });
export type AdminBetList = z.infer<typeof AdminBetListSchema>;

/**
 * How many rounds a filter matches, counted up to 10,000: paging a million rounds must not count
 * them again for every page, so the console asks once per filter and keeps the answer.
 */
export const AdminBetCountSchema = z.object(cappedCountFields);
export type AdminBetCount = z.infer<typeof AdminBetCountSchema>;

/** A round by the id the bet list gives it. */
export const AdminBetParamsSchema = z.strictObject({ id: RowIdParamSchema });

/** One call of the vendor's wallet API in a round, as the platform took it. */
export const AdminRoundTransactionSchema = z.object({
  transactionId: text(),
  kind: z.enum(VENDOR_TRANSACTION_KINDS),
  /** For a win: regular or jackpot. */
  winType: z.enum(VENDOR_WIN_TYPES).nullable(),
  /** Minor units: a bet's stake, a win's payout, what a rollback or refund gave back. */
  amount: z.number().int(),
  /** For a bet: the part of its stake that fed the studio's jackpot pool. */
  jackpotContribution: z.number().int(),
  /** For a rollback or refund: the bet it gave back. */
  refTransactionId: text().nullable(),
  /** The ledger transfer the call posted; null when it moved nothing (a zero win, say). */
  ledgerTransferId: z.number().int().nullable(),
  createdAt: text(),
});
export type AdminRoundTransaction = z.infer<typeof AdminRoundTransactionSchema>;

/**
 * Round details for the operator (members.read): the round as the bet list shows it, and every
 * wallet call of it in the order taken, with the jackpot shares and wins apart. In-house rounds
 * have no vendor calls; their recall page shows their seeds and results instead.
 */
export const AdminBetRoundSchema = z.object({
  round: AdminBetSchema,
  transactions: z.array(AdminRoundTransactionSchema),
  jackpotContributed: z.number().int(),
  jackpotWon: z.number().int(),
});
export type AdminBetRound = z.infer<typeof AdminBetRoundSchema>;
