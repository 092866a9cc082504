import type { WalletBalance } from '@platform/contract/wallet';
import type { TFunction } from 'i18next';
// The exact parser the wallet tabs use: typed text to minor units without a float in between.
import { parseAmount } from '../../lib/amount.ts';
import { formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n.ts';

export type Currency = Pick<WalletBalance, 'currencySymbol' | 'currencyExponent'>;

/** Why a typed amount cannot be sent, found before asking the server. */
export type AmountProblem =
  | { problem: 'required' | 'format' | 'too_large' }
  | { problem: 'precision'; digits: number }
  | { problem: 'range'; min: number; max: number }
  | { problem: 'above'; max: number };

/** The amount in minor units, or the first problem with it against [min, max] (both inclusive). */
export function checkAmount(
  text: string,
  currency: Currency,
  min: number,
  max: number,
): { ok: true; minor: number } | { ok: false; check: AmountProblem } {
  const parsed = parseAmount(text, currency.currencyExponent);
  if (!parsed.ok) {
    if (parsed.problem === 'precision')
      return { ok: false, check: { problem: 'precision', digits: currency.currencyExponent } };
    return { ok: false, check: { problem: parsed.problem } };
  }
  if (parsed.minor < min || parsed.minor > max) return { ok: false, check: { problem: 'range', min, max } };
  return { ok: true, minor: parsed.minor };
}

/** The amount as the reader writes it, with the currency symbol: "K 1,234.50". */
export function useMoneyText(currency: Currency | undefined): (minor: number) => string {
  const language = useLanguage();
  return (minor) =>
    currency ? `${currency.currencySymbol} ${formatMoney(minor, currency.currencyExponent, language)}` : '';
}

/** The words of an amount problem, limits written with the currency. */
export function amountMessage(t: TFunction, money: (minor: number) => string, check: AmountProblem): string {
  switch (check.problem) {
    case 'required':
      return t('validation.required', { ns: 'account' });
    case 'precision':
      return check.digits > 0
        ? t('withdraw.amount.precision', { digits: check.digits })
        : t('withdraw.amount.whole');
    case 'range':
      return t('withdraw.amount.range', { min: money(check.min), max: money(check.max) });
    case 'above':
      return t('withdraw.amount.above', { max: money(check.max) });
    default:
      return t(`withdraw.amount.${check.problem}`);
  }
}
