/**
 * An amount in minor units as an exact decimal string ("-1234.50" for -123450 at exponent 2):
 * the integer is cut as text, so no float ever rounds a unit away. Clients hand it to Intl.
 */
export function minorToDecimal(minor: number, exponent: number): string {
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent > 0 ? digits.slice(0, -exponent) : digits;
  return `${minor < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${digits.slice(-exponent)}` : ''}`;
}

// Reading an amount typed by a member or an operator into the currency's minor units, exactly: the
// text is cut into whole and fraction digits and joined as an integer string, never passed through
// a float, so "0.29" is 29 and not 28.999….

export type AmountProblem = 'required' | 'format' | 'precision' | 'too_large';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

const MYANMAR_ZERO = 0x1040;
// Digits, with an optional fraction; thousands separators are dropped before this check.
const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/** Burmese readers may type Myanmar digits (၁၂၃); the amount means the same. */
function asciiDigits(text: string): string {
  return text.replace(/[၀-၉]/g, (digit) => String(digit.charCodeAt(0) - MYANMAR_ZERO));
}

export function parseAmount(text: string, exponent: number): ParsedAmount {
  const cleaned = asciiDigits(text.trim()).replace(/[,\s]/g, '');
  if (cleaned === '') return { ok: false, problem: 'required' };
  const match = DECIMAL.exec(cleaned);
  if (!match) return { ok: false, problem: 'format' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return { ok: false, problem: 'precision' };
  const minor = BigInt(whole + fraction.padEnd(exponent, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'too_large' };
  return { ok: true, minor: Number(minor) };
}

/** Minor units as they are typed (12345 with exponent 2 is "123.45"), without floats. */
export function minorToInput(minor: number, exponent: number): string {
  const digits = String(minor).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
