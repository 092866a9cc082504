import { parseAmount } from '@platform/contract/money-text';
import i18n from 'i18next';
import { z } from 'zod';

/**
 * Money as the operator types it ("1,250.50") read into integer minor units with the currency's
 * exponent, never through a float, then checked by the contract's own rule for that amount.
 * Messages are looked up when the form is checked, so they follow a language switch.
 */
export function moneyInput(
  exponent: number,
  rule: z.ZodType<number, number>,
  options: { positive: boolean },
) {
  return z
    .string()
    .transform((text, ctx) => {
      const parsed = parseAmount(text, exponent);
      const problem = !parsed.ok ? parsed.problem : options.positive && parsed.minor < 1 ? 'positive' : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: i18n.t(`common.money.${problem}`) });
        return z.NEVER;
      }
      return parsed.ok ? parsed.minor : 0;
    })
    .pipe(rule);
}
