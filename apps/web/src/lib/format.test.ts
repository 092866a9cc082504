import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

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
