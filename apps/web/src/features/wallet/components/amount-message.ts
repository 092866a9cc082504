import { useTranslation } from 'react-i18next';
import type { ParsedAmount } from '../../../lib/amount.ts';
import { type Currency, useMoneyText } from './money.tsx';

/** Why an amount cannot be sent, before asking the server. */
export type AmountCheck =
  | { problem: 'required' | 'format' | 'precision' | 'too_large' }
  | { problem: 'range'; min: number; max: number }
  | { problem: 'above_balance'; max: number };

/** The first problem of an amount against its limits (minor units), or null when it may be sent. */
export function amountProblem(parsed: ParsedAmount, min: number, max: number): AmountCheck | null {
  if (!parsed.ok) return { problem: parsed.problem };
  if (parsed.minor < min || parsed.minor > max) return { problem: 'range', min, max };
  return null;
}

/** The message of an amount problem in the reader's language, limits written with the currency. */
export function useAmountMessage(currency: Currency | undefined): (check: AmountCheck) => string {
  const { t } = useTranslation('pages');
  const money = useMoneyText(currency);
  return (check) => {
    switch (check.problem) {
      case 'required':
        return t('validation.required', { ns: 'account' });
      case 'precision':
        return currency?.currencyExponent
          ? t('funds.amount.precision', { digits: currency.currencyExponent })
          : t('funds.amount.whole');
      case 'range':
        return t('funds.amount.range', { min: money(check.min), max: money(check.max) });
      case 'above_balance':
        return t('funds.amount.above_balance', { max: money(check.max) });
      default:
        return t(`funds.amount.${check.problem}`);
    }
  };
}
