import type { Language } from '@platform/contract/i18n';
import { minorToDecimal } from '@platform/contract/money-text';
import { localeTag } from './i18n.ts';

const MYANMAR_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const MYANMAR_MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
];

function myanmarDigits(value: number, width = 1): string {
  return String(value)
    .padStart(width, '0')
    .replace(/\d/g, (digit) => MYANMAR_DIGITS[Number(digit)]!);
}

function parts(date: Date, timeZone?: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  const formatted = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatted.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
  };
}

/**
 * A date and time in the reader's language and time zone: "Jun 1, 2025, 7:30 PM", "2025年6月1日 19:30",
 * "၂၀၂၅ ဇွန် ၁၊ ၁၉:၃၀". Burmese is written here: many browsers lack Burmese date data and fall back to English.
 */
export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language === 'MY') {
    const { year, month, day, hour, minute } = parts(date, timeZone);
    return `${myanmarDigits(year)} ${MYANMAR_MONTHS[month - 1]} ${myanmarDigits(day)}၊ ${myanmarDigits(hour, 2)}:${myanmarDigits(minute, 2)}`;
  }
  return new Intl.DateTimeFormat(localeTag(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

// Building an Intl.NumberFormat costs far more than using one (the profile of the home page showed
// most of a long task in it): one per locale and number of decimals, kept for the page's life.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, exponent: number): Intl.NumberFormat {
  const key = `${locale}|${exponent}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in the currency's minor units written as the reader writes numbers: "1,234.50",
 * "၁,၂၃၄.၅၀". Exact: the integer is cut into whole and fraction as text and handed to Intl as a
 * decimal string, so no float ever rounds a unit away. Burmese digits are written here, as for dates.
 */
export function formatMoney(minor: number, exponent: number, language: Language): string {
  const decimal = minorToDecimal(minor, exponent);
  const formatted = moneyFormat(language === 'MY' ? 'en-US' : localeTag(language), exponent).format(
    decimal as Intl.StringNumericLiteral,
  );
  return language === 'MY' ? formatted.replace(/\d/g, (digit) => MYANMAR_DIGITS[Number(digit)]!) : formatted;
}

/** A count written as the reader writes numbers, grouped: "10,000", "၁၀,၀၀၀". */
export function formatCount(count: number, language: Language): string {
  return formatMoney(count, 0, language);
}

/**
 * A moment as YYYY/MM/DD HH:mm:ss in the reader's time zone (spec §3 promotion times): one fixed
 * shape in every language.
 */
export function formatStamp(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { year, month, day, hour, minute } = parts(date, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}/${pad(month)}/${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(date.getUTCSeconds())}`;
}
