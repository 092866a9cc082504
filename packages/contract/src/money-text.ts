/**
 * An amount in minor units as an exact decimal string ("-1234.50" for -123450 at exponent 2):
 * the integer is cut as text, so no float ever rounds a unit away. Clients hand it to Intl.
 */
export function minorToDecimal(minor: number, exponent: number): string {
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent > 0 ? digits.slice(0, -exponent) : digits;
  return `${minor < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${digits.slice(-exponent)}` : ''}`;
}
