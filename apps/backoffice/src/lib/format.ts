import { minorToDecimal } from '@platform/contract/money-text';
import { localeTag } from './i18n.ts';

/** Minor units as the reader writes money ("1,234.50"), exact to the unit. */
export function formatMoney(minor: number, exponent: number): string {
  return new Intl.NumberFormat(localeTag(), {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(minorToDecimal(minor, exponent) as Intl.StringNumericLiteral);
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(localeTag()).format(value);
}

/** A moment in the operator's own time zone, to the second (what an audit trail needs). */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTag(), { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
