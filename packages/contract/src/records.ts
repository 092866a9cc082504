import { z } from 'zod';
import { LanguageSchema } from './i18n.ts';
import { text } from './text.ts';
import { RECORD_MAX_RANGE_DAYS, RECORD_PAGE_SIZES, TRANSACTION_KINDS } from './wallet-constants.ts';

// The paths, limits and kinds live beside the other wallet constants, so the browser reads them without zod.
export {
  RECORD_MAX_RANGE_DAYS,
  RECORD_PAGE_SIZES,
  RECORD_PATHS,
  TRANSACTION_KINDS,
  type TransactionKind,
} from './wallet-constants.ts';

export const TransactionKindSchema = z.enum(TRANSACTION_KINDS);

const isoInstant = z.iso.datetime({ offset: true });
const rangeFields = { start: isoInstant, end: isoInstant };
const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (RECORD_PAGE_SIZES as readonly number[]).includes(size), 'Use 10, 20 or 50')
    .default(20),
};

/** A start no later than the end, at most RECORD_MAX_RANGE_DAYS apart. */
function checkedRange<T extends z.ZodType<{ start: string; end: string }>>(schema: T): T {
  return schema
    .refine((q) => Date.parse(q.start) <= Date.parse(q.end), {
      message: 'The start must not be after the end',
      path: ['end'],
    })
    .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= RECORD_MAX_RANGE_DAYS * 86_400_000, {
      message: `At most ${RECORD_MAX_RANGE_DAYS} days at a time`,
      path: ['end'],
    });
}

export const RecordRangeSchema = checkedRange(z.strictObject(rangeFields));
export type RecordRange = z.infer<typeof RecordRangeSchema>;

export const TransactionQuerySchema = checkedRange(
  z.strictObject({ ...rangeFields, kind: TransactionKindSchema.optional(), ...pageFields }),
);
export type TransactionQuery = z.infer<typeof TransactionQuerySchema>;

export const BetQuerySchema = checkedRange(
  z.strictObject({ ...rangeFields, ...pageFields, language: LanguageSchema.optional() }),
);
export type BetQuery = z.infer<typeof BetQuerySchema>;

export const TransactionRecordSchema = z.object({
  id: z.number().int(),
  time: text(),
  kind: text(),
  /** Signed minor units: negative left the wallet. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** The business record it belongs to (deposit number, bet id, recipient), for support. */
  reference: text(),
});

export const TransactionPageSchema = z.object({
  list: z.array(TransactionRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

export const BetRecordSchema = z.object({
  /** The bet's reference (the game round). */
  reference: text(),
  time: text(),
  stake: z.number().int(),
  payout: z.number().int(),
  /** payout - stake: positive is a win for the member. */
  result: z.number().int(),
  /** The game and vendor of the round, in the asked language; null for rounds without a bet record. */
  gameName: text().nullable(),
  vassalage: text().nullable(),
  /** open: not ended yet; settled; cancelled: every bet rolled back. */
  status: z.enum(['open', 'settled', 'cancelled']).nullable(),
});
export const BetPageSchema = z.object({
  list: z.array(BetRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type BetPage = z.infer<typeof BetPageSchema>;

export const ProfitSummarySchema = z.object({
  stake: z.number().int(),
  payout: z.number().int(),
  /** payout - stake over the range. */
  profit: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bonuses: z.number().int(),
});
export type ProfitSummary = z.infer<typeof ProfitSummarySchema>;

/** A month of the merchant's calendar, `YYYY-MM`. */
export const StatementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM');

export const StatementQuerySchema = z.strictObject({
  /** Omitted: the current month of the merchant's calendar (a browser's own clock may be a day off). */
  month: StatementMonthSchema.optional(),
  /** The language of the PDF's words (the JSON answer carries figures only). */
  language: LanguageSchema.optional(),
});
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/**
 * What moved the wallet, signed as it moved it (negative left the wallet). `other` is everything
 * else (transfers, vendor wallets, operator adjustments), so the lines always add up to the change.
 */
const statementLines = {
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  other: z.number().int(),
};
export const StatementLinesSchema = z.object(statementLines);
export type StatementLines = z.infer<typeof StatementLinesSchema>;

export const StatementDaySchema = z.object({
  /** The local date, `YYYY-MM-DD`. */
  date: text(),
  ...statementLines,
  closingBalance: z.number().int(),
});
export type StatementDay = z.infer<typeof StatementDaySchema>;

/** The credit report: one month of the member's cash wallet, opening to closing balance. */
export const StatementSchema = z.object({
  month: text(),
  /** The member's login name, printed on the statement. */
  account: text(),
  currency: text(),
  timeZone: text(),
  /** The instants the month runs between, [from, to). */
  from: text(),
  to: text(),
  openingBalance: z.number().int(),
  closingBalance: z.number().int(),
  totals: StatementLinesSchema,
  /** The days with a movement, oldest first. */
  days: z.array(StatementDaySchema),
  /** The months a statement exists for: the registration month to the current one. */
  firstMonth: text(),
  currentMonth: text(),
  generatedAt: text(),
});
export type Statement = z.infer<typeof StatementSchema>;
