import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useWalletBalance } from '../../wallet/index.ts';

/** How amounts read on the game pages: the wallet's currency, in the reader's digits. */
export interface InHouseWallet {
  /** Minor units; undefined until the balance has loaded. */
  balance: number | undefined;
  /** The wallet the games play from is the free-play one (trial member). */
  trial: boolean;
  /** "K 1,234.50" (symbol and amount), or the bare amount before the currency is known. */
  money: (minor: number) => string;
  /** The amount without the symbol, for tight places (chips, spots). */
  amount: (minor: number) => string;
  /** Decimal places of the currency. */
  exponent: number;
}

/** The balance the games play from (the header's, kept current by the socket) and its currency. */
export function useInHouseWallet(): InHouseWallet {
  const language = useLanguage();
  const { data } = useWalletBalance();
  // Before the balance answers, amounts read in the site's usual two decimals.
  const exponent = data?.currencyExponent ?? 2;
  const amount = (minor: number) => formatMoney(minor, exponent, language);
  return {
    balance: data?.balance,
    trial: data?.wallet === 'trial',
    amount,
    exponent,
    money: (minor) => (data ? `${data.currencySymbol} ${amount(minor)}` : amount(minor)),
  };
}

/**
 * A chip's face: whole units shortened (1, 5, 10, 1K, 2.5K, 1M), so a chip stays readable at 40 px.
 * Fractions keep their decimals ("0.5").
 */
export function chipFace(minor: number, exponent: number): string {
  const major = minor / 10 ** exponent;
  const short = (value: number, suffix: string) => `${Number(value.toFixed(2))}${suffix}`;
  if (major >= 1_000_000) return short(major / 1_000_000, 'M');
  if (major >= 1_000) return short(major / 1_000, 'K');
  return String(Number(major.toFixed(exponent)));
}
