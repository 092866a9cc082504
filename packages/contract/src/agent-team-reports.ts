import { z } from 'zod';
import { teamDaysQuery } from './agent-centre.ts';
import { GameCategorySchema, VendorCodeSchema } from './games.ts';
import { LanguageSchema } from './i18n.ts';
import { cappedTotalFields, pagingFields } from './list-query.ts';
import { TransactionKindSchema } from './records.ts';
import { CountSchema, MoneySchema, rangeFields } from './reports.ts';
import { text } from './text.ts';

// The agent centre's three lists of the downline (spec §2 team betting, team transaction, user
// loss): what the team's members played, what moved their money and who lost, over days of the
// merchant's calendar (a shortcut or a chosen range, as the team overview takes them). An agent reads
// its own team only; the agent itself is not in its team's lists.

export const AGENT_TEAM_REPORT_PATHS = {
  /** Team betting: the downline's rounds, newest first. */
  teamBets: '/wps/agent/team/bets',
  /** Team transaction: the downline's cash movements, newest first. */
  teamTransactions: '/wps/agent/team/transactions',
  /** User loss: the downline's members by what they lost over the range, biggest loss first. */
  userLoss: '/wps/agent/team/losses',
} as const;

/** The deepest level an agent may filter on; trees are rarely deeper than six. */
export const TEAM_MAX_LEVEL = 20;

/** What narrows every team list: one member (by exact account), one level under the agent, the days. */
const teamFilterFields = {
  /** A member of the team by its exact account (case-insensitive); others' accounts answer an empty list. */
  account: text().trim().min(1).max(64).optional(),
  /** 1 is the agent's direct downline. */
  level: z.coerce.number().int().min(1).max(TEAM_MAX_LEVEL).optional(),
  ...pagingFields,
};

/** What narrows the games lists: a game category and a vendor. */
const gameFilterFields = {
  category: GameCategorySchema.optional(),
  vendorCode: VendorCodeSchema.optional(),
};

export const TeamBetsQuerySchema = teamDaysQuery({
  ...teamFilterFields,
  ...gameFilterFields,
  /** The language of the games' names; English when absent. */
  language: LanguageSchema.optional(),
});
export type TeamBetsQuery = z.infer<typeof TeamBetsQuerySchema>;

export const TeamTransactionsQuerySchema = teamDaysQuery({
  ...teamFilterFields,
  kind: TransactionKindSchema.optional(),
});
export type TeamTransactionsQuery = z.infer<typeof TeamTransactionsQuerySchema>;

export const UserLossQuerySchema = teamDaysQuery({
  ...teamFilterFields,
  ...gameFilterFields,
});
export type UserLossQuery = z.infer<typeof UserLossQuerySchema>;

/** Who a row is about. */
const memberFields = {
  memberId: z.number().int(),
  account: text(),
  /** Levels below the agent: 1 for its direct downline. */
  level: z.number().int().min(1),
};

export const TeamBetSchema = z.object({
  ...memberFields,
  id: z.number().int(),
  vendorCode: text(),
  gameCode: text(),
  /** The game's name in the caller's language when the game is in the catalogue. */
  gameName: text().nullable(),
  category: GameCategorySchema.nullable(),
  status: z.enum(['open', 'settled', 'cancelled']),
  /** Minor units staked less rolled back, and paid back. */
  stake: MoneySchema,
  payout: MoneySchema,
  /** ISO instants. */
  placedAt: text(),
  settledAt: text().nullable(),
});
export type TeamBet = z.infer<typeof TeamBetSchema>;

/** The sums of a filter, over every page. */
const BetSumsSchema = z.object({ bets: CountSchema, stake: MoneySchema, payout: MoneySchema });

export const TeamBetsSchema = z.object({
  ...rangeFields,
  list: z.array(TeamBetSchema),
  ...cappedTotalFields,
  sums: BetSumsSchema,
});
export type TeamBets = z.infer<typeof TeamBetsSchema>;

export const TeamTransactionSchema = z.object({
  ...memberFields,
  id: z.number().int(),
  time: text(),
  kind: text(),
  /** Signed minor units: negative left the member's cash. */
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  reference: text(),
});
export type TeamTransaction = z.infer<typeof TeamTransactionSchema>;

export const TeamTransactionsSchema = z.object({
  ...rangeFields,
  list: z.array(TeamTransactionSchema),
  ...cappedTotalFields,
});
export type TeamTransactions = z.infer<typeof TeamTransactionsSchema>;

export const UserLossRowSchema = z.object({
  ...memberFields,
  /** Rounds placed in the range and settled since (open rounds have no result yet), their stakes and payouts. */
  bets: CountSchema,
  stake: MoneySchema,
  payout: MoneySchema,
  /** stake - payout: what the member lost, always above zero in this list. */
  loss: MoneySchema,
});
export type UserLossRow = z.infer<typeof UserLossRowSchema>;

export const UserLossSchema = z.object({
  ...rangeFields,
  list: z.array(UserLossRowSchema),
  total: CountSchema,
  totalPages: CountSchema,
  /** The losers' losses summed, over every page. */
  totalLoss: MoneySchema,
});
export type UserLoss = z.infer<typeof UserLossSchema>;
