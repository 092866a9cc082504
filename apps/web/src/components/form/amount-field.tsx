import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n.ts';
import styles from './field.module.css';
import { InputBox } from './input-box.tsx';
import { useFormField } from './use-form-field.ts';

export interface AmountCurrency {
  currencySymbol: string;
  currencyExponent: number;
}

interface AmountFieldProps {
  /** The form value: the typed text; the schema (`amountInput`) turns it into minor units. */
  name: string;
  label: string;
  currency: AmountCurrency;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  trailing?: ReactNode;
}

/**
 * An amount in the currency's major units, as the member types it; the form's output is integer
 * minor units (amountInput). Limits in its messages are written with the currency ("K 1,000.00").
 */
export function AmountField({
  name,
  label,
  currency,
  required = true,
  hint,
  placeholder,
  trailing,
}: AmountFieldProps) {
  const language = useLanguage();
  const money = (minor: number | string) =>
    `${currency.currencySymbol} ${formatMoney(Number(minor), currency.currencyExponent, language)}`;
  // A limit is an amount of this currency, whether the message names both ends or one.
  const field = useFormField<string | undefined>(name, (params) => ({
    ...params,
    ...('min' in params ? { min: money(params.min) } : {}),
    ...('max' in params ? { max: money(params.max) } : {}),
  }));
  return (
    <InputBox
      label={label}
      name={name}
      inputMode={currency.currencyExponent > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      required={required}
      hint={hint}
      placeholder={placeholder}
      leading={<span className={styles.symbol}>{currency.currencySymbol}</span>}
      trailing={trailing}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
