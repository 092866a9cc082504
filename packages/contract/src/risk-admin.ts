import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { pagingFields } from './list-query.ts';
import { MinorAmountSchema } from './payments.ts';
import { text } from './text.ts';

/*
 * Risk signals (back office, risk.review): a scan job runs each rule over recent data and raises a
 * signal once per (rule, subject, period) with the facts that matched; an operator dismisses it or
 * acts on one of its members (hold withdrawals, restrict bonuses, release the hold, close the
 * account), each with a reason, audited.
 */

/**
 * shared-ip: several accounts logged in or registered from one address (each login's user agent is
 * in the evidence). shared-device: the same from one device id (device-id.ts), with the same
 * thresholds as shared-ip. shared-bank: one bank account number
 * bound or withdrawn to by several members. big-win: a member's net win of a local day over the
 * threshold. rapid-cycle: most of a deposit withdrawn soon after with little play. bank-change: a
 * withdrawal to a bank account bound shortly before, replacing another. bonus-abuse: a deposit, a
 * bonus (a credit to the bonus account or free rounds), little wagering, then a withdrawal.
 */
export const RISK_RULES = [
  'shared-ip',
  'shared-device',
  'shared-bank',
  'big-win',
  'rapid-cycle',
  'bank-change',
  'bonus-abuse',
] as const;
export const RiskRuleSchema = z.enum(RISK_RULES);
export type RiskRule = z.infer<typeof RiskRuleSchema>;

/** open: waiting for an operator; dismissed: reviewed, nothing wrong; actioned: an action was taken. */
export const RISK_SIGNAL_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export const RiskSignalStatusSchema = z.enum(RISK_SIGNAL_STATUSES);
export type RiskSignalStatus = z.infer<typeof RiskSignalStatusSchema>;

/** The kinds of fact a signal's evidence lists. */
export const RISK_FACT_KINDS = [
  'login',
  'registration',
  'bank-account',
  'deposit',
  'withdrawal',
  'bets',
  'bonus-credit',
  'free-rounds',
] as const;

/** One matched fact: whose, what, when, how much, and from where or to which account. */
export const RiskFactSchema = z.object({
  kind: z.enum(RISK_FACT_KINDS),
  memberId: z.number().int(),
  at: text(),
  /** Minor units: the deposit, withdrawal, bonus, or a day's net result of bets. */
  amount: z.number().int().nullable(),
  ip: text().nullable(),
  userAgent: text().nullable(),
  /** A bank account, masked: the bank's name and the number's last four digits. */
  bankAccount: text().nullable(),
  /** An order number, an adjustment or grant id, or a figure such as a stake total. */
  reference: text().nullable(),
});
export type RiskFact = z.infer<typeof RiskFactSchema>;

export const RiskSignalMemberSchema = z.object({
  id: z.number().int(),
  account: text(),
  status: text(),
  withdrawalsHeld: z.boolean(),
  bonusesRestricted: z.boolean(),
});
export type RiskSignalMember = z.infer<typeof RiskSignalMemberSchema>;

export const RiskSignalSchema = z.object({
  id: z.number().int(),
  rule: RiskRuleSchema,
  /** What the signal is about: an address, a bank account, a member or a withdrawal. */
  subject: text(),
  /** The merchant's local day (or the day of the withdrawal) the signal belongs to. */
  period: text(),
  status: RiskSignalStatusSchema,
  /** The figures that crossed the thresholds (counts, minor units, minutes), for the queue's line. */
  figures: z.record(text(), z.number()),
  members: z.array(RiskSignalMemberSchema),
  facts: z.array(RiskFactSchema),
  raisedAt: text(),
  decidedAt: text().nullable(),
  decisionNote: text().nullable(),
});
export type RiskSignal = z.infer<typeof RiskSignalSchema>;

export const RiskSignalListQuerySchema = z.strictObject({
  ...pagingFields,
  rule: RiskRuleSchema.optional(),
  status: RiskSignalStatusSchema.optional(),
});
export type RiskSignalListQuery = z.infer<typeof RiskSignalListQuerySchema>;

export const RiskSignalListSchema = z.object({
  list: z.array(RiskSignalSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RiskSignalList = z.infer<typeof RiskSignalListSchema>;

export const RiskSignalIdParamsSchema = z.strictObject({ id: RowIdParamSchema });

/** What an operator may do with a signal; every action but dismiss names one of its members. */
export const RISK_ACTIONS = [
  'dismiss',
  'hold-withdrawals',
  'release-hold',
  'restrict-bonuses',
  'close-account',
] as const;
export const RiskActionSchema = z.enum(RISK_ACTIONS);
export type RiskAction = z.infer<typeof RiskActionSchema>;

export const RiskActionInputSchema = z
  .strictObject({
    action: RiskActionSchema,
    memberId: RowIdSchema.optional(),
    /** Why: kept in the audit log and on the signal. */
    reason: text().trim().min(1).max(200),
  })
  .refine((input) => input.action === 'dismiss' || input.memberId !== undefined, {
    path: ['memberId'],
    message: 'Choose the member to act on',
  });
export type RiskActionInput = z.infer<typeof RiskActionInputSchema>;

const hours = z.number().int().min(1).max(720);
const percent = z.number().int().min(1).max(100);

/** The merchant's thresholds; the defaults apply until an operator saves them. */
export const RiskSettingsSchema = z.strictObject({
  /** shared-ip (and shared-device): distinct accounts on one address (device), within so many hours. */
  sharedIpMinAccounts: z.number().int().min(2).max(100),
  sharedIpHours: hours,
  /** shared-bank: distinct members on one account number. */
  sharedBankMinMembers: z.number().int().min(2).max(100),
  /** big-win: a member's net win (payouts less stakes) of one local day, in minor units. */
  bigWinAmount: MinorAmountSchema,
  /** rapid-cycle: a withdrawal within so many minutes of a deposit, of at least this share of it... */
  rapidCycleMinutes: z.number().int().min(1).max(10_080),
  rapidCycleWithdrawPercent: percent,
  /** ...while less than this share of the deposit was staked in between. */
  rapidCyclePlayPercent: percent,
  /** bank-change: a withdrawal to an account bound less than so many hours before. */
  bankChangeHours: hours,
  /** bonus-abuse: deposit, bonus and withdrawal within so many hours... */
  bonusWindowHours: hours,
  /** ...with less staked after the bonus than this share of the bonus (100 = once over). */
  bonusWagerPercent: z.number().int().min(1).max(10_000),
});
export type RiskSettings = z.infer<typeof RiskSettingsSchema>;

export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  sharedIpMinAccounts: 3,
  sharedIpHours: 24,
  sharedBankMinMembers: 2,
  bigWinAmount: 1_000_000,
  rapidCycleMinutes: 120,
  rapidCycleWithdrawPercent: 80,
  rapidCyclePlayPercent: 30,
  bankChangeHours: 24,
  bonusWindowHours: 72,
  bonusWagerPercent: 100,
};
