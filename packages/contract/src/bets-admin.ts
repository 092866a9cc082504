import { z } from 'zod';
import { VendorCodeSchema } from './games.ts';
import { SmallIdParamSchema } from './ids.ts';
import { adminPagingFields, cappedCountFields, createdRangeFields } from './list-query.ts';
import { text } from './text.ts';

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
