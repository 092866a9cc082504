import { z } from 'zod';
import { pagingFields } from './list-query.ts';
import { MinorAmountSchema } from './payments.ts';
import { text } from './text.ts';

/*
 * Responsible gambling (member side): limits on deposits, wagers and losses, a session time limit,
 * reality checks, time-outs and self-exclusion. The server enforces every limit inside the
 * transaction of the money movement it restricts; these are the shapes the player's pages use.
 */

export const LIMIT_KINDS = ['deposit', 'wager', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Rolling windows: a day is the last 24 hours, a week the last 7 days, a month the last 30. */
export const LIMIT_WINDOWS = ['day', 'week', 'month'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];
export const LIMIT_WINDOW_HOURS: Record<LimitWindow, number> = { day: 24, week: 168, month: 720 };

/** A raised or removed limit (or session limit) takes effect only after this cooling-off time. */
export const LOOSENING_DELAY_HOURS = 24;

export const SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360, 480, 720] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** Time-outs (a short break) and self-exclusion (a long one, or for good); ISO 8601 durations. */
export const TIME_OUT_PERIODS = ['P1D', 'P3D', 'P7D', 'P14D', 'P28D', 'P42D'] as const;
export const SELF_EXCLUSION_PERIODS = ['P6M', 'P1Y', 'P5Y', 'PERMANENT'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** `amount: null` removes the limit (after the cooling-off time, as any loosening). */
export const SetLimitSchema = z.strictObject({
  kind: z.enum(LIMIT_KINDS),
  window: z.enum(LIMIT_WINDOWS),
  amount: MinorAmountSchema.max(1_000_000_000_000).nullable(),
});
export type SetLimit = z.infer<typeof SetLimitSchema>;

const minutesOf = <T extends readonly number[]>(options: T) =>
  z
    .number()
    .int()
    .refine((value) => options.includes(value), { message: 'This is not one of the offered times' });

export const SetSessionLimitSchema = z.strictObject({ minutes: minutesOf(SESSION_LIMIT_MINUTES).nullable() });
export const SetRealityCheckSchema = z.strictObject({ minutes: minutesOf(REALITY_CHECK_MINUTES).nullable() });

export const TakeExclusionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('timeout'), period: z.enum(TIME_OUT_PERIODS) }),
  z.strictObject({ kind: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS) }),
]);
export type TakeExclusion = z.infer<typeof TakeExclusionSchema>;

export const LimitViewSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  window: z.enum(LIMIT_WINDOWS),
  /** The limit in force now; null when there is none. */
  amount: z.number().int().nullable(),
  /** What was used in the window so far (net loss may be below zero after wins). */
  used: z.number().int(),
  /** What is left under the limit in force; null without a limit. */
  remaining: z.number().int().nullable(),
  /** A loosening waiting out its cooling-off time: the new amount (null = removal) and when. */
  pending: z.object({ amount: z.number().int().nullable(), from: text() }).nullable(),
});
export type LimitView = z.infer<typeof LimitViewSchema>;

export const HelpOrganisationSchema = z.object({ name: text(), url: text() });

export const ResponsibleOverviewSchema = z.object({
  limits: z.array(LimitViewSchema),
  sessionLimit: z.object({
    minutes: z.number().int().nullable(),
    pending: z.object({ minutes: z.number().int().nullable(), from: text() }).nullable(),
  }),
  realityCheckMinutes: z.number().int().nullable(),
  helpOrganisations: z.array(HelpOrganisationSchema),
});
export type ResponsibleOverview = z.infer<typeof ResponsibleOverviewSchema>;

/** The reality check's figures for the caller's session. */
export const PlaySessionSchema = z.object({
  startedAt: text(),
  /** When the session time limit ends this session; null without one. */
  endsAt: text().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** When the next reality check is due; null when checks are off. */
  nextCheckAt: text().nullable(),
  staked: z.number().int(),
  /** Wins less stakes of the rounds played since the session started. */
  net: z.number().int(),
  /** The server's time of this answer: the browser times the check by the server's clock, not its own. */
  serverTime: text(),
});
export type PlaySession = z.infer<typeof PlaySessionSchema>;

export const ExclusionViewSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  startsAt: text(),
  /** Null for a permanent self-exclusion. */
  endsAt: text().nullable(),
});
export type ExclusionView = z.infer<typeof ExclusionViewSchema>;

/** The value of a LIMIT_REACHED refusal: which limit stopped it and what is left under it. */
export const LimitRefusalSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  window: z.enum(LIMIT_WINDOWS),
  limit: z.number().int(),
  remaining: z.number().int(),
});
export type LimitRefusal = z.infer<typeof LimitRefusalSchema>;

// Operator side (members.read): what a player set and every exclusion taken. Operators see these,
// never change them: a player's protection is the player's own, and an exclusion cannot be lifted.

export const AdminExclusionSchema = ExclusionViewSchema.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: text(),
  period: text(),
  inForce: z.boolean(),
});
export type AdminExclusion = z.infer<typeof AdminExclusionSchema>;

export const AdminMemberResponsibleSchema = z.object({
  overview: ResponsibleOverviewSchema,
  exclusions: z.array(AdminExclusionSchema),
});
export type AdminMemberResponsible = z.infer<typeof AdminMemberResponsibleSchema>;

export const ExclusionListQuerySchema = z.strictObject({
  ...pagingFields,
  /** `true`: only exclusions in force now. */
  inForce: z.enum(['true', 'false']).optional(),
});

export const ExclusionListSchema = z.object({
  list: z.array(AdminExclusionSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
