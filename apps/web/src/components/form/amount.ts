import { problemMessage } from '@platform/contract/form-schemas';
import { parseAmount } from '@platform/contract/money-text';
import { z } from 'zod';

export interface AmountLimits {
  /** The currency's decimal places (2: cents). */
  exponent: number;
  /** Inclusive limits in minor units. */
  min: number;
  max: number;
}

/**
 * An amount typed in the currency's major units ("100.50") read into integer minor units (10050)
 * without a float in between; refused with the spec's words when it is empty, not a number, too
 * precise for the currency, or outside the limits (which the field writes with the currency).
 */
export function amountInput({ exponent, min, max }: AmountLimits) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseAmount(text ?? '', exponent);
      const refuse = (key: string, params?: Record<string, number>) => {
        ctx.addIssue({ code: 'custom', message: problemMessage({ key, params }) });
        return z.NEVER;
      };
      if (!parsed.ok) {
        if (parsed.problem === 'required') return refuse('required');
        if (parsed.problem === 'precision')
          return exponent > 0 ? refuse('amount_precision', { digits: exponent }) : refuse('amount_whole');
        return refuse(`amount_${parsed.problem}`);
      }
      if (parsed.minor < min || parsed.minor > max) return refuse('amount_range', { min, max });
      return parsed.minor;
    });
}
