import { z } from 'zod';
import { SmallIdSchema } from './ids.ts';
import { pagingFields } from './list-query.ts';
import { CountSchema, MoneySchema } from './reports.ts';
import { text } from './text.ts';

// Agent contracts (spec §1, §3, §4): an upline (or the operator) offers an agent of its direct
// downline a dividend or a salary at a rate; the downline accepts or rejects; either side may ask
// to end it. Settlements pay each contract per period from the house, through the ledger.

export const AGENT_CONTRACT_PATHS = {
  /** Contracts I offered to my downline and those offered to me (the contract modal reads `pending`). */
  contracts: '/wps/agent/contracts',
  /** Spec §7 "process contract": accept, reject or ask to terminate one contract. */
  process: '/wps/agent/contract/process',
  /** My income: every settlement of my contracts with its figures and its ledger posting. */
  income: '/wps/agent/income',
  /**
   * AGENTPOLICY3: what the merchant has switched on (the session keys enableContract and
   * enableSalary) and how many contract requests wait for me; any non-trial member may ask.
   */
  policy: '/wps/agent/contract/policy',
} as const;

export const ContractPolicySchema = z.object({
  /** Contracts at all: the agent centre's contract pages and the contract modal. */
  enableContract: z.boolean(),
  /** Salaries (daily wage, hourly, real-time) besides dividends: their menu entries. */
  enableSalary: z.boolean(),
  /** Offers and termination requests waiting for my answer: the contract modal opens when above 0. */
  awaitingMe: CountSchema,
});
export type ContractPolicy = z.infer<typeof ContractPolicySchema>;

export const CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * Spec §3 salary periods: D daily, W weekly, H hourly, M monthly, SM semimonthly (1st-15th and 16th
 * to the month's end), and RT the real-time salary's five minutes (spec §9).
 */
export const CONTRACT_PERIODS = ['RT', 'H', 'D', 'W', 'SM', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** The periods a kind may be settled over: salaries have their own, dividends any of D to M. */
export const PERIODS_OF_KIND: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['D', 'W', 'SM', 'M'],
  dailyWage: ['D'],
  hourlySalary: ['H'],
  realtimeSalary: ['RT'],
};

/** Salaries are paid on the team's valid bets; a dividend on the team's net loss (stakes less wins). */
export const isSalary = (kind: ContractKind) => kind !== 'dividend';

/**
 * pending: offered, awaiting the downline. active: accepted, in force. rejected: refused by the
 * downline. terminated: ended by agreement, by the operator, or because an upline's rate fell below
 * it. superseded: replaced by a newer contract of the same kind the downline accepted.
 */
export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'terminated', 'superseded'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A rate in basis points (1/100 of a percent): 50 is 0.5% of the base, 10,000 all of it. */
export const MAX_RATE_BP = 10_000;
export const RateSchema = z.number().int().min(1).max(MAX_RATE_BP);

const ThresholdSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** What a contract promises: thresholds the team must reach in a period before anything is paid. */
const termsShape = {
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  rateBp: RateSchema,
  /** Members of the team who placed a valid bet in the period. */
  minActiveMembers: z.number().int().min(0).max(1_000_000).default(0),
  /** The team's valid bets in the period, minor units. */
  minValidBet: ThresholdSchema.default(0),
  /** The team's net loss in the period (stakes less wins), minor units: dividends only. */
  minNetLoss: ThresholdSchema.default(0),
};
type TermsShape = { kind: ContractKind; period: ContractPeriod; minNetLoss: number };

/** A kind's own periods, and a net loss threshold only on a dividend. */
function termsRules<T extends z.ZodType<TermsShape>>(schema: T) {
  return schema
    .refine((terms) => PERIODS_OF_KIND[terms.kind].includes(terms.period), {
      message: 'This kind of contract is not settled over that period',
      path: ['period'],
    })
    .refine((terms) => terms.kind === 'dividend' || terms.minNetLoss === 0, {
      message: 'Only a dividend has a net loss threshold',
      path: ['minNetLoss'],
    });
}

export const ContractTermsSchema = termsRules(z.strictObject(termsShape));
export type ContractTerms = z.infer<typeof ContractTermsSchema>;

/** An upline offers a contract to an agent of its direct downline. */
export const OfferContractSchema = termsRules(z.strictObject({ memberId: SmallIdSchema, ...termsShape }));
export type OfferContractInput = z.infer<typeof OfferContractSchema>;

export const CONTRACT_ACTIONS = ['accept', 'reject', 'terminate'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/**
 * accept/reject: the downline answers an offer, or either side answers the other's request to
 * terminate. terminate: either side asks to end an active contract (the other side answers).
 */
export const ProcessContractSchema = z.strictObject({
  contractId: SmallIdSchema,
  action: z.enum(CONTRACT_ACTIONS),
});
export type ProcessContractInput = z.infer<typeof ProcessContractSchema>;

const PartySchema = z.object({ id: z.number().int(), account: text() });

export const ContractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  rateBp: z.number().int(),
  minActiveMembers: CountSchema,
  minValidBet: MoneySchema,
  minNetLoss: MoneySchema,
  status: z.enum(CONTRACT_STATUSES),
  /** The agent who offered it, or null when the operator did. */
  offeredBy: PartySchema.nullable(),
  /** The agent it pays. */
  member: PartySchema,
  /** Set while one side has asked to terminate and the other has not answered. */
  terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
  offeredAt: text(),
  startedAt: text().nullable(),
  endedAt: text().nullable(),
  /** Why it ended, when it did: `agreed`, `operator`, `uplineRateLowered`, `uplineContractEnded`. */
  endReason: text().nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;

/** Which side of my contracts: those I offered, those offered to me, or both. */
export const ContractListQuerySchema = z.strictObject({
  side: z.enum(['given', 'received', 'all']).default('all'),
  status: z.enum(CONTRACT_STATUSES).optional(),
  ...pagingFields,
});
export type ContractListQuery = z.infer<typeof ContractListQuerySchema>;

export const ContractListSchema = z.object({
  list: z.array(ContractSchema),
  total: CountSchema,
  totalPages: CountSchema,
  /** Offers and termination requests waiting for my answer (the contract modal), whatever the page. */
  awaitingMe: CountSchema,
});
export type ContractList = z.infer<typeof ContractListSchema>;

export const PAYOUT_STATUSES = ['paid', 'belowThreshold', 'held'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One settlement of one contract over one period: what it was computed from and what it paid. */
export const PayoutSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  /** The period's name in the merchant's calendar, and its bounds (start included, end excluded). */
  periodKey: text(),
  windowStart: text(),
  windowEnd: text(),
  activeMembers: CountSchema,
  validBet: MoneySchema,
  netLoss: MoneySchema,
  /** The base after what downline contracts take (valid bets or net loss), times the rate. */
  rateBp: z.number().int(),
  amount: MoneySchema,
  status: z.enum(PAYOUT_STATUSES),
  /** The ledger posting's reference when paid. */
  reference: text().nullable(),
  settledAt: text(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const IncomeQuerySchema = z.strictObject({
  kind: z.enum(CONTRACT_KINDS).optional(),
  ...pagingFields,
});
export type IncomeQuery = z.infer<typeof IncomeQuerySchema>;

export const IncomeSchema = z.object({
  list: z.array(PayoutSchema),
  total: CountSchema,
  totalPages: CountSchema,
  /** Everything paid to me by contracts of the asked kind (of every kind when none), all time. */
  paidTotal: MoneySchema,
});
export type Income = z.infer<typeof IncomeSchema>;
