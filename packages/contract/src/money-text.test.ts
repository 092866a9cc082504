import { describe, expect, it } from 'vitest';
import { minorToInput, parseAmount } from './money-text.ts';

describe('parseAmount', () => {
  it('reads decimals exactly into minor units, where a float would lose a unit', () => {
    expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.15', 2)).toEqual({ ok: true, minor: 115 });
    expect(parseAmount('4.35', 2)).toEqual({ ok: true, minor: 435 });
    expect(parseAmount('100', 2)).toEqual({ ok: true, minor: 10_000 });
    expect(parseAmount('100.5', 2)).toEqual({ ok: true, minor: 10_050 });
    expect(parseAmount('.5', 2)).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('7.', 2)).toEqual({ ok: true, minor: 700 });
    expect(parseAmount('90071992547409.91', 2)).toEqual({ ok: true, minor: 9_007_199_254_740_991 });
  });

  it('accepts thousands separators, spaces and Myanmar digits', () => {
    expect(parseAmount(' 1,234.56 ', 2)).toEqual({ ok: true, minor: 123_456 });
    expect(parseAmount('၁၀၀.၂၅', 2)).toEqual({ ok: true, minor: 10_025 });
  });

  it('keeps trailing zeros beyond the exponent harmless but refuses real extra digits', () => {
    expect(parseAmount('1.500', 2)).toEqual({ ok: true, minor: 150 });
    expect(parseAmount('1.005', 2)).toEqual({ ok: false, problem: 'precision' });
    expect(parseAmount('3.1', 0)).toEqual({ ok: false, problem: 'precision' });
    expect(parseAmount('3', 0)).toEqual({ ok: true, minor: 3 });
  });

  it('refuses what is not a plain amount', () => {
    for (const text of ['1e3', 'NaN', '-5', '+5', 'abc', '1.2.3', '0x10', 'Infinity', '.', '1..0'])
      expect(parseAmount(text, 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('   ', 2)).toEqual({ ok: false, problem: 'required' });
  });

  it('refuses amounts above 2^53 rather than rounding them', () => {
    expect(parseAmount('90071992547409.92', 2)).toEqual({ ok: false, problem: 'too_large' });
    expect(parseAmount('99999999999999999999', 0)).toEqual({ ok: false, problem: 'too_large' });
  });
});

describe('minorToInput', () => {
  it('writes minor units back as the amount the member would type, and parses back to the same', () => {
    expect(minorToInput(12_345, 2)).toBe('123.45');
    expect(minorToInput(12_300, 2)).toBe('123');
    expect(minorToInput(5, 2)).toBe('0.05');
    expect(minorToInput(0, 2)).toBe('0');
    expect(minorToInput(777, 0)).toBe('777');
    for (const minor of [1, 10, 99, 100, 123_456_789, Number.MAX_SAFE_INTEGER])
      expect(parseAmount(minorToInput(minor, 2), 2)).toEqual({ ok: true, minor });
  });
});
