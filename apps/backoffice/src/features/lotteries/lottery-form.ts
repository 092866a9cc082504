import { type AdminLottery, UpdateLotterySettingsSchema } from '@platform/contract/lottery-admin';
import { minorToInput, parseAmount } from '@platform/contract/money-text';
import { z } from 'zod';

/** Odds are typed as decimals (9.7) and kept in thousandths (9,700), read exactly, never through a float. */
const ODDS_EXPONENT = 3;

const MONEY_WORDS = {
  required: 'common.money.required',
  format: 'common.money.format',
  precision: 'common.money.precision',
  too_large: 'common.money.too_large',
} as const;

const ODDS_WORDS = {
  required: 'lotteries.form.oddsRequired',
  format: 'lotteries.form.oddsFormat',
  precision: 'lotteries.form.oddsPrecision',
  too_large: 'lotteries.form.oddsRange',
} as const;

function exactly(exponent: number, words: Record<keyof typeof MONEY_WORDS, string>) {
  return z.string().transform((text, ctx) => {
    const parsed = parseAmount(text, exponent);
    if (parsed.ok) return parsed.minor;
    ctx.addIssue({ code: 'custom', message: words[parsed.problem] });
    return z.NEVER;
  });
}

export const oddsText = (thousandths: number) => minorToInput(thousandths, ODDS_EXPONENT);

/** What the edit form holds: amounts and odds as typed, the switch and the seconds as they are. */
export function lotteryFormValues(lottery: AdminLottery, exponent: number) {
  return {
    enabled: lottery.enabled,
    minStake: minorToInput(lottery.minStake, exponent),
    maxStake: minorToInput(lottery.maxStake, exponent),
    maxExposure: minorToInput(lottery.maxExposure, exponent),
    closeBeforeSeconds: lottery.closeBeforeSeconds,
    odds: Object.fromEntries(
      lottery.markets.map((market) => [
        market.code,
        Object.fromEntries(Object.entries(market.odds).map(([key, odds]) => [key, oddsText(odds)])),
      ]),
    ),
  };
}

const sameOdds = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(b).every((key) => a[key] === b[key]) && Object.keys(a).length === Object.keys(b).length;

/**
 * The typed values read exactly, then the contract's rule. A market whose odds are the engine's
 * defaults is sent as unpriced, so it keeps following the defaults.
 */
export function lotteryFormSchema(lottery: AdminLottery, exponent: number) {
  const money = exactly(exponent, MONEY_WORDS);
  return z
    .object({
      enabled: z.boolean(),
      minStake: money,
      maxStake: money,
      maxExposure: money,
      closeBeforeSeconds: z.number(),
      odds: z.record(z.string(), z.record(z.string(), exactly(ODDS_EXPONENT, ODDS_WORDS))),
    })
    .transform((values) => ({
      ...values,
      odds: Object.fromEntries(
        Object.entries(values.odds).filter(([code, odds]) => {
          const market = lottery.markets.find((m) => m.code === code);
          return !market || !sameOdds(odds, market.defaultOdds);
        }),
      ),
    }))
    .pipe(UpdateLotterySettingsSchema);
}
