import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_SPANS, daysFromToday } from './day-range.ts';

/** The device's clock, moved by the tests: the shortcuts follow it, never a date of their own. */
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const today = () => new Date();

describe('date-range shortcuts', () => {
  it('a week and 30 days back end today, and on from today start today, both ends included', () => {
    vi.setSystemTime(new Date(2031, 2, 15, 23, 59));
    expect(daysFromToday(DAY_SPANS.week, 'past', today())).toEqual({ from: '2031-03-09', to: '2031-03-15' });
    expect(daysFromToday(DAY_SPANS.days30, 'past', today())).toEqual({
      from: '2031-02-14',
      to: '2031-03-15',
    });
    expect(daysFromToday(DAY_SPANS.week, 'future', today())).toEqual({
      from: '2031-03-15',
      to: '2031-03-21',
    });
    expect(daysFromToday(DAY_SPANS.days30, 'future', today())).toEqual({
      from: '2031-03-15',
      to: '2031-04-13',
    });
  });

  it('moves with the clock, across month and year ends', () => {
    vi.setSystemTime(new Date(2031, 11, 29, 0, 1));
    expect(daysFromToday(DAY_SPANS.week, 'future', today())).toEqual({
      from: '2031-12-29',
      to: '2032-01-04',
    });
    vi.setSystemTime(new Date(2032, 0, 3, 12));
    expect(daysFromToday(DAY_SPANS.week, 'past', today())).toEqual({ from: '2031-12-28', to: '2032-01-03' });
  });
});
