import { z } from 'zod';
import { SmallIdParamSchema } from './ids.ts';
import { adminPagingFields } from './list-query.ts';
import { text } from './text.ts';

// The operator dashboard and reports (reports.read): minor units over the merchant's local days;
// ggr = bets - wins, ngr = ggr - bonuses.

/** The longest range after `from`: a quarter of days, so one answer stays one cheap scan. */
export const DASHBOARD_MAX_DAYS_AFTER = 92;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a `YYYY-MM-DD` calendar day, or NaN when it names no real day (2025-02-30). */
function calendarDayMs(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms;
}

/** A `YYYY-MM-DD` day of the merchant's calendar. */
export const CalendarDaySchema = text()
  .trim()
  .regex(DAY_PATTERN, 'Use a date like 2025-01-31')
  .refine((day) => !Number.isNaN(calendarDayMs(day)), 'Not a real date');

/** The longest range of the reports (daily P&L, vendors, agent tree) after `from`: a year of days. */
export const REPORT_MAX_DAYS_AFTER = 365;

type DayBounds = { from?: string | undefined; to?: string | undefined };

/**
 * A range of days, both bounds included, with `fields` beside it; neither bound means the
 * merchant's today (the console opens on it).
 */
export function dayRangeQuery<Fields extends z.ZodRawShape>(maxDaysAfter: number, fields: Fields) {
  // The bounds as the checks read them: TypeScript cannot see them through the generic fields.
  const bounds = (q: unknown) => q as DayBounds;
  return z
    .strictObject({ from: CalendarDaySchema.optional(), to: CalendarDaySchema.optional(), ...fields })
    .refine((q) => (bounds(q).from === undefined) === (bounds(q).to === undefined), {
      message: 'Give both ends of the range, or neither for today',
      path: ['to'],
    })
    .refine(
      (q) => {
        const { from, to } = bounds(q);
        return !from || !to || calendarDayMs(to) >= calendarDayMs(from);
      },
      { message: 'The end must not be before the start', path: ['to'] },
    )
    .refine(
      (q) => {
        const { from, to } = bounds(q);
        return !from || !to || calendarDayMs(to) - calendarDayMs(from) <= maxDaysAfter * DAY_MS;
      },
      { message: `At most ${maxDaysAfter} days after the start`, path: ['to'] },
    );
}

export const DashboardQuerySchema = dayRangeQuery(DASHBOARD_MAX_DAYS_AFTER, {});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** Signed minor units that JSON carries without losing one. */
export const MoneySchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const CountSchema = z.number().int().min(0);

const gameFigures = { bets: MoneySchema, wins: MoneySchema, ggr: MoneySchema };

/** Money and players of a range (the dashboard's totals, a daily P&L row). */
const PnlFiguresSchema = z.object({
  /** Credited to members' wallets. */
  deposits: MoneySchema,
  /** Paid out, less what was refunded after a disputed receipt. */
  withdrawals: MoneySchema,
  /** Real-money stakes, less bets rolled back. */
  bets: MoneySchema,
  wins: MoneySchema,
  ggr: MoneySchema,
  bonuses: MoneySchema,
  ngr: MoneySchema,
  /** Members who placed a real-money bet. */
  activePlayers: CountSchema,
  /** Members (not free-play visitors) who registered. */
  newPlayers: CountSchema,
  /** Members whose first deposit ever was credited in the range. */
  firstDepositors: CountSchema,
});

/** The range an answer covers, as the server resolved it. */
export const rangeFields = {
  from: text(),
  to: text(),
  /** The IANA zone whose midnights cut the days. */
  timeZone: text(),
};

export const DashboardSchema = z.object({
  ...rangeFields,
  totals: PnlFiguresSchema,
  /** One row per day of the range, oldest first, days without movement as zeros. */
  daily: z.array(z.object({ day: text(), deposits: MoneySchema, withdrawals: MoneySchema, ...gameFigures })),
  /** Largest ggr first. */
  byVendor: z.array(z.object({ vendor: text(), ...gameFigures })),
  /** Game categories (GAME_CATEGORIES; UNKNOWN for a round without a known game), largest ggr first. */
  byCategory: z.array(z.object({ category: text(), ...gameFigures })),
  /** What waits for the operator now, whatever the range. */
  pending: z.object({
    deposits: CountSchema,
    /** Requested or approved, not yet paid. */
    withdrawals: CountSchema,
    /** Paid withdrawals whose member said the money did not (all) arrive. */
    disputedReceipts: CountSchema,
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** The daily P&L, the vendor report: a range of days. */
export const ReportRangeQuerySchema = dayRangeQuery(REPORT_MAX_DAYS_AFTER, {});
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;

/**
 * One row per local day of the range, oldest first, days without movement as zeros. `total` is
 * the dashboard's totals of the same range: its money and its new players and first depositors
 * are the sums of the rows; its active players are counted once over the range, not per day.
 */
export const DailyPnlSchema = z.object({
  ...rangeFields,
  rows: z.array(PnlFiguresSchema.extend({ day: text() })),
  total: PnlFiguresSchema,
});
export type DailyPnl = z.infer<typeof DailyPnlSchema>;
export type PnlFigures = z.infer<typeof PnlFiguresSchema>;

const vendorFigures = {
  /** Rounds with a real-money bet in the range. */
  rounds: CountSchema,
  /** Members who placed a real-money bet there in the range. */
  players: CountSchema,
  ...gameFigures,
};

/** One row per vendor played in the range, largest ggr first. */
export const VendorReportSchema = z.object({
  ...rangeFields,
  rows: z.array(
    z.object({
      vendor: text(),
      ...vendorFigures,
      /** The vendor's ggr in basis points of the total ggr (2500 = 25%), cut toward zero; null unless the total is above zero. */
      ggrShareBp: z.number().int().nullable(),
    }),
  ),
  /** Over every vendor: players are counted once, however many vendors they played. */
  total: z.object(vendorFigures),
});
export type VendorReport = z.infer<typeof VendorReportSchema>;
export type VendorReportRow = VendorReport['rows'][number];

/** The direct downline of `agentId` (none: the top of the tree), a page at a time. */
export const AgentReportQuerySchema = dayRangeQuery(REPORT_MAX_DAYS_AFTER, {
  agentId: SmallIdParamSchema.optional(),
  ...adminPagingFields,
});
export type AgentReportQuery = z.infer<typeof AgentReportQuerySchema>;

const TreeMemberSchema = z.object({ id: z.number().int(), account: text() });

export const AgentReportRowSchema = z.object({
  ...TreeMemberSchema.shape,
  nickname: text(),
  /** Spec §3: 0 member, 1/2/41/42 agent. */
  type: z.number().int(),
  /** The member and everyone under them, at any depth. */
  members: CountSchema,
  /** Of those, members who placed a real-money bet in the range. */
  activePlayers: CountSchema,
  /** Of those, members who registered in the range. */
  newMembers: CountSchema,
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  ...gameFigures,
});
export type AgentReportRow = z.infer<typeof AgentReportRowSchema>;

/**
 * Each row is a member directly under the agent (at the top: a member with no upline who is an
 * agent or has a downline), with the figures of their whole subtree, ordered by account.
 */
export const AgentReportSchema = z.object({
  ...rangeFields,
  /** From the top of the tree down to the agent itself; empty at the top. */
  path: z.array(TreeMemberSchema),
  list: z.array(AgentReportRowSchema),
  /** Direct downline members in all, over every page. */
  total: CountSchema,
  totalPages: CountSchema,
});
export type AgentReport = z.infer<typeof AgentReportSchema>;
