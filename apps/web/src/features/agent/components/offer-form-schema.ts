import {
  CONTRACT_KINDS,
  type ContractKind,
  MAX_RATE_BP,
  type OfferContractInput,
  OfferContractSchema,
  PERIODS_OF_KIND,
} from '@platform/contract/agent-contracts';
import { type FormProblem, problemMessage } from '@platform/contract/form-schemas';
import { parseAmount } from '@platform/contract/money-text';
import { z } from 'zod';

/** The kinds an agent may offer: dividends, and the salaries when the merchant has them on. */
export const offerableKinds = (enableSalary: boolean): readonly ContractKind[] =>
  enableSalary ? CONTRACT_KINDS : ['dividend'];

/** A rate is typed as a percentage with at most two decimals: basis points are its hundredths. */
const RATE_DECIMALS = 2;
const MAX_ACTIVE_MEMBERS = 1_000_000;

/** The form's fields: what the inputs hold (text), named as the contract's fields but the rate. */
export const OFFER_FIELDS = [
  'memberId',
  'kind',
  'period',
  'rate',
  'minActiveMembers',
  'minValidBet',
  'minNetLoss',
] as const;
type OfferField = (typeof OFFER_FIELDS)[number];

/** Where a contract field's problem is shown. */
const FIELD_OF: Partial<Record<string, OfferField>> = { rateBp: 'rate' };

function rateProblem(text: string): FormProblem | number {
  const parsed = parseAmount(text, RATE_DECIMALS);
  if (!parsed.ok) {
    if (parsed.problem === 'required') return { key: 'required' };
    if (parsed.problem === 'precision') return { key: 'amount_precision', params: { digits: RATE_DECIMALS } };
    return { key: 'rate_format' };
  }
  if (parsed.minor < 1 || parsed.minor > MAX_RATE_BP) return { key: 'rate_range', params: { max: 100 } };
  return parsed.minor;
}

function countProblem(text: string): FormProblem | number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,7}$/.test(trimmed) || Number(trimmed) > MAX_ACTIVE_MEMBERS)
    return { key: 'count_format', params: { max: MAX_ACTIVE_MEMBERS } };
  return Number(trimmed);
}

function amountProblem(text: string, exponent: number): FormProblem | number {
  // An empty threshold is none.
  if (text.trim() === '') return 0;
  const parsed = parseAmount(text, exponent);
  if (parsed.ok) return parsed.minor;
  if (parsed.problem === 'precision')
    return exponent > 0 ? { key: 'amount_precision', params: { digits: exponent } } : { key: 'amount_whole' };
  return { key: `amount_${parsed.problem}` };
}

/**
 * The offer form: the inputs' text read into the contract's terms (a percentage into basis points,
 * thresholds into minor units), each refusal worded by its key (`form.<key>` in the account words),
 * then the contract's own OfferContractSchema, so the form sends nothing the server would refuse
 * for its shape. A salary kind is refused when the merchant has salaries off; a net loss threshold
 * is read for a dividend only (the field is not shown for a salary).
 */
export function offerFormSchema({ exponent, enableSalary }: { exponent: number; enableSalary: boolean }) {
  const kinds = offerableKinds(enableSalary);
  return z
    .object({
      memberId: z.string().optional(),
      kind: z.string().optional(),
      period: z.string().optional(),
      rate: z.string().optional(),
      minActiveMembers: z.string().optional(),
      minValidBet: z.string().optional(),
      minNetLoss: z.string().optional(),
    })
    .transform((form, ctx): OfferContractInput => {
      const problems: Partial<Record<OfferField, FormProblem>> = {};
      const read = (field: OfferField, value: FormProblem | number) => {
        if (typeof value === 'number') return value;
        problems[field] = value;
        return 0;
      };
      const memberId = Number(form.memberId ?? '');
      if (!form.memberId || !Number.isInteger(memberId) || memberId < 1)
        problems.memberId = { key: 'contract_member_required' };
      const kind = kinds.find((known) => known === form.kind);
      if (!kind) problems.kind = { key: 'required' };
      const period = kind ? PERIODS_OF_KIND[kind].find((known) => known === form.period) : undefined;
      if (kind && !period) problems.period = { key: 'required' };
      const terms = {
        memberId,
        kind: kind ?? 'dividend',
        period: period ?? 'D',
        rateBp: read('rate', rateProblem(form.rate ?? '')),
        minActiveMembers: read('minActiveMembers', countProblem(form.minActiveMembers ?? '')),
        minValidBet: read('minValidBet', amountProblem(form.minValidBet ?? '', exponent)),
        minNetLoss:
          kind === 'dividend' ? read('minNetLoss', amountProblem(form.minNetLoss ?? '', exponent)) : 0,
      };
      const found = Object.entries(problems);
      if (found.length === 0) {
        const checked = OfferContractSchema.safeParse(terms);
        if (checked.success) return checked.data;
        // Unreachable from the inputs above; said under the field the contract names, never lost.
        for (const issue of checked.error.issues) {
          const named = String(issue.path[0] ?? 'kind');
          const field = FIELD_OF[named] ?? (OFFER_FIELDS as readonly string[]).find((one) => one === named);
          found.push([field ?? 'kind', { key: 'contract_terms' }]);
        }
      }
      for (const [field, problem] of found)
        ctx.addIssue({ code: 'custom', path: [field], message: problemMessage(problem) });
      return z.NEVER;
    });
}
