import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatMoney, formatStamp } from './format.ts';

const end = '2025-06-01T12:30:00Z';

describe('formatDateTime', () => {
  it('writes each language its own way', () => {
    expect(formatDateTime(end, 'EN', 'UTC')).toBe('Jun 1, 2025, 12:30 PM');
    expect(formatDateTime(end, 'CN', 'UTC')).toBe('2025年6月1日 12:30');
    expect(formatDateTime(end, 'MY', 'UTC')).toBe('၂၀၂၅ ဇွန် ၁၊ ၁၂:၃၀');
  });

  it('uses the reader’s time zone', () => {
    expect(formatDateTime(end, 'MY', 'Asia/Yangon')).toBe('၂၀၂၅ ဇွန် ၁၊ ၁၉:၀၀');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatDateTime('soon', 'EN')).toBe('soon');
  });
});

describe('formatMoney', () => {
  it('places the decimal point by the currency exponent, in each language', () => {
    expect(formatMoney(123_456_789, 2, 'EN')).toBe('1,234,567.89');
    expect(formatMoney(123_456_789, 2, 'CN')).toBe('1,234,567.89');
    expect(formatMoney(123_456_789, 2, 'MY')).toBe('၁,၂၃၄,၅၆၇.၈၉');
    expect(formatMoney(5, 2, 'EN')).toBe('0.05');
    expect(formatMoney(0, 2, 'EN')).toBe('0.00');
    expect(formatMoney(1500, 0, 'EN')).toBe('1,500');
    expect(formatMoney(-1, 3, 'EN')).toBe('-0.001');
  });

  it('keeps every unit of the largest safe amount', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 2, 'EN')).toBe('90,071,992,547,409.91');
  });
});

describe('formatStamp', () => {
  it('writes YYYY/MM/DD HH:mm:ss with leading zeros, in the given time zone', () => {
    expect(formatStamp('2025-03-04T05:06:07Z', 'UTC')).toBe('2025/03/04 05:06:07');
    expect(formatStamp('2025-03-04T05:06:07Z', 'Asia/Yangon')).toBe('2025/03/04 11:36:07');
    expect(formatStamp('2025-12-31T23:59:59Z', 'Asia/Shanghai')).toBe('2026/01/01 07:59:59');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatStamp('later')).toBe('later');
  });
});

describe('formatCount', () => {
  it('groups the digits as the reader writes them', () => {
    expect(formatCount(10_000, 'EN')).toBe('10,000');
    expect(formatCount(1_204, 'CN')).toBe('1,204');
    expect(formatCount(10_000, 'MY')).toBe('၁၀,၀၀၀');
    expect(formatCount(0, 'EN')).toBe('0');
  });
});
