import { describe, expect, it } from 'vitest';
import { shortcutDays, windowOfDays } from './record-range.ts';

const noon = new Date(2025, 2, 15, 12, 30);

describe('record date shortcuts (spec §9)', () => {
  it('today, week and 30 days end today and span that many whole days', () => {
    expect(shortcutDays('today', noon)).toEqual({ from: '2025-03-15', to: '2025-03-15' });
    expect(shortcutDays('week', noon)).toEqual({ from: '2025-03-09', to: '2025-03-15' });
    expect(shortcutDays('days30', noon)).toEqual({ from: '2025-02-14', to: '2025-03-15' });
  });

  it('turns days into a window from the first local midnight to the midnight after the last day', () => {
    const result = windowOfDays('2025-03-09', '2025-03-15');
    expect(result).toEqual({
      ok: true,
      window: {
        start: new Date(2025, 2, 9).toISOString(),
        end: new Date(2025, 2, 16).toISOString(),
      },
    });
  });

  it('refuses a reversed range, one over 93 days and a missing day', () => {
    expect(windowOfDays('2025-03-15', '2025-03-14')).toEqual({ ok: false, problem: 'range_order' });
    expect(windowOfDays('2025-01-01', '2025-04-03').ok).toBe(true);
    expect(windowOfDays('2025-01-01', '2025-04-04')).toEqual({ ok: false, problem: 'range_too_long' });
    expect(windowOfDays('', '2025-04-04')).toEqual({ ok: false, problem: 'range_missing' });
  });
});
