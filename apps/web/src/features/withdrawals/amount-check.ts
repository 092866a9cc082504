import type { WalletBalance } from '@platform/contract/wallet';
import { formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n.ts';

export type Currency = Pick<WalletBalance, 'currencySymbol' | 'currencyExponent'>;

/** The amount as the reader writes it, with the currency symbol: "K 1,234.50". */
export function useMoneyText(currency: Currency | undefined): (minor: number) => string {
  const language = useLanguage();
  return (minor) =>
    currency ? `${currency.currencySymbol} ${formatMoney(minor, currency.currencyExponent, language)}` : '';
}
