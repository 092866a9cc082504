import type { WalletBalance } from '@platform/contract/wallet';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useWalletBalance } from '../api/use-wallet-balance.ts';
import styles from './wallet-pages.module.css';

export type Currency = Pick<WalletBalance, 'currencySymbol' | 'currencyExponent'>;

/** The merchant's currency, read where the header reads it: the balance answer. */
export function useCurrency(): Currency | undefined {
  return useWalletBalance().data;
}

interface MoneyProps {
  minor: number;
  currency: Currency;
  /** Shows + or − and colours it: money in green, money out red (never colour alone: the sign stays). */
  signed?: boolean;
  className?: string;
}

export function Money({ minor, currency, signed = false, className }: MoneyProps) {
  const language = useLanguage();
  const text = formatMoney(Math.abs(minor), currency.currencyExponent, language);
  const sign = signed ? (minor > 0 ? '+' : minor < 0 ? '−' : '') : minor < 0 ? '−' : '';
  const tone = signed ? (minor > 0 ? styles.plus : minor < 0 ? styles.minus : '') : '';
  return (
    <span className={[styles.money, tone, className].filter(Boolean).join(' ')}>
      {sign}
      <span className={styles.symbol}>{currency.currencySymbol}</span> {text}
    </span>
  );
}

/** The amount as plain text, for hints and messages. */
export function useMoneyText(currency: Currency | undefined): (minor: number) => string {
  const language = useLanguage();
  return (minor) =>
    currency ? `${currency.currencySymbol} ${formatMoney(minor, currency.currencyExponent, language)}` : '';
}
