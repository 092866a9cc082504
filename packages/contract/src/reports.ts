import { z } from 'zod';
import { text } from './text.ts';

// The operator dashboard (reports.read): minor units over the merchant's local days; ggr = bets - wins, ngr = ggr - bonuses.

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

/** A range of days; neither bound means the merchant's today (the console opens on it). */
export const DashboardQuerySchema = z
  .strictObject({ from: CalendarDaySchema.optional(), to: CalendarDaySchema.optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'Give both ends of the range, or neither for today',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || calendarDayMs(q.to) >= calendarDayMs(q.from), {
    message: 'The end must not be before the start',
    path: ['to'],
  })
  .refine(
    (q) =>
      !q.from || !q.to || calendarDayMs(q.to) - calendarDayMs(q.from) <= DASHBOARD_MAX_DAYS_AFTER * DAY_MS,
    {
      message: `At most ${DASHBOARD_MAX_DAYS_AFTER} days after the start`,
      path: ['to'],
    },
  );
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** Signed minor units that JSON carries without losing one. */
const MoneySchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const CountSchema = z.number().int().min(0);

const gameFigures = { bets: MoneySchema, wins: MoneySchema, ggr: MoneySchema };

export const DashboardSchema = z.object({
  from: text(),
  to: text(),
  /** The IANA zone whose midnights cut the days. */
  timeZone: text(),
  totals: z.object({
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
  }),
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
