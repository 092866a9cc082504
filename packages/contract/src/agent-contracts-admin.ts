import { z } from 'zod';
import { AGENT_TYPES } from './account-constants.ts';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  ContractSchema,
  ContractTermsSchema,
  MAX_RATE_BP,
  PAYOUT_STATUSES,
  PayoutSchema,
} from './agent-contracts.ts';
import { SmallIdParamSchema, SmallIdSchema } from './ids.ts';
import { adminPagingFields } from './list-query.ts';
import { CountSchema, MoneySchema } from './reports.ts';
import { text } from './text.ts';

// The operator's side of agent contracts (back office): the switches and templates, the top
// agents' contracts, every contract of the merchant, and the settlements with their payouts.

export const AGENT_CONTRACT_ADMIN_PATHS = {
  /** GET (members.read), PUT whole (settings.write, audited): switches and maximum rates per agent type. */
  settings: '/wps/admin/agent-contracts/settings',
  /** GET every contract (members.read); POST offers one to a top agent (members.write, audited). */
  contracts: '/wps/admin/agent-contracts',
  /** POST (members.write, audited): answer or ask as the upline of the operator's contracts, or end any contract now. */
  process: '/wps/admin/agent-contracts/process',
  /** GET every settlement's payout, newest window first (reports.read). */
  payouts: '/wps/admin/agent-payouts',
  /** POST (finance.adjust, audited): pay held payouts through the ledger. */
  releasePayouts: '/wps/admin/agent-payouts/release',
} as const;

export const ContractTemplateSchema = z.strictObject({
  agentType: z
    .number()
    .int()
    .refine((type) => AGENT_TYPES.includes(type), 'An agent type (1, 2, 41, 42)'),
  kind: z.enum(CONTRACT_KINDS),
  maxRateBp: z.number().int().min(1).max(MAX_RATE_BP),
});
export type ContractTemplate = z.infer<typeof ContractTemplateSchema>;

export const ContractAdminSettingsSchema = z
  .strictObject({
    /** enableContract: contracts at all. */
    contractsEnabled: z.boolean(),
    /** enableSalary: daily wage, hourly and real-time salaries besides dividends. */
    salaryEnabled: z.boolean(),
    /** Settlements are kept as held until an operator releases them. */
    holdPayouts: z.boolean(),
    /** A kind missing for an agent type is not offered to it. */
    templates: z.array(ContractTemplateSchema).max(CONTRACT_KINDS.length * AGENT_TYPES.length),
  })
  .refine(
    (settings) =>
      new Set(settings.templates.map((t) => `${t.agentType}:${t.kind}`)).size === settings.templates.length,
    { message: 'One maximum rate per agent type and kind', path: ['templates'] },
  );
export type ContractAdminSettings = z.infer<typeof ContractAdminSettingsSchema>;

export const AdminContractListQuerySchema = z.strictObject({
  status: z.enum(CONTRACT_STATUSES).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  /** The agent holding the contract. */
  memberId: SmallIdParamSchema.optional(),
  ...adminPagingFields,
});
export type AdminContractListQuery = z.infer<typeof AdminContractListQuerySchema>;

export const AdminContractListSchema = z.object({
  list: z.array(ContractSchema),
  total: CountSchema,
  totalPages: CountSchema,
});
export type AdminContractList = z.infer<typeof AdminContractListSchema>;

/** The operator offers a top agent (one with no upline) its contract; the agent answers it. */
export const AdminOfferSchema = z.strictObject({ memberId: SmallIdSchema, terms: ContractTermsSchema });
export type AdminOfferInput = z.infer<typeof AdminOfferSchema>;

/**
 * accept / reject / terminate: as the upline of a contract the operator offered (spec §4). end: ends
 * any active contract of the merchant at once (and, down the tree, those it covered).
 */
export const AdminProcessContractSchema = z.strictObject({
  contractId: SmallIdSchema,
  action: z.enum(['accept', 'reject', 'terminate', 'end']),
});
export type AdminProcessContractInput = z.infer<typeof AdminProcessContractSchema>;

export const AdminPayoutListQuerySchema = z.strictObject({
  status: z.enum(PAYOUT_STATUSES).optional(),
  memberId: SmallIdParamSchema.optional(),
  ...adminPagingFields,
});
export type AdminPayoutListQuery = z.infer<typeof AdminPayoutListQuerySchema>;

export const AdminPayoutSchema = PayoutSchema.extend({
  member: z.object({ id: z.number().int(), account: text() }),
});
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;

export const AdminPayoutListSchema = z.object({
  list: z.array(AdminPayoutSchema),
  total: CountSchema,
  totalPages: CountSchema,
  /** What the held payouts of the merchant would pay, all of them. */
  heldTotal: MoneySchema,
});
export type AdminPayoutList = z.infer<typeof AdminPayoutListSchema>;

export const ReleasePayoutsSchema = z.strictObject({
  payoutIds: z.array(SmallIdSchema).min(1).max(200),
});
export type ReleasePayoutsInput = z.infer<typeof ReleasePayoutsSchema>;

export const ReleasedPayoutsSchema = z.object({ released: CountSchema, paid: MoneySchema });
export type ReleasedPayouts = z.infer<typeof ReleasedPayoutsSchema>;
