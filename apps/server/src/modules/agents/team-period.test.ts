import { TEAM_PERIODS } from '@platform/contract/agent-centre';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodDays } from './team-period.ts';

const DAY_MS = 86_400_000;
const anyDay = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
/** Weekday by the JavaScript calendar, Monday 1 … Sunday 7. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

describe('the team overview shortcuts', () => {
  it('name whole weeks from Monday, the month so far, and yesterday, for any day', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const week = periodDays('thisWeek', today);
        expect(isoWeekday(week.from)).toBe(1);
        expect(daysBetween(week.from, today)).toBe(isoWeekday(today) - 1);
        const last = periodDays('lastWeek', today);
        expect(isoWeekday(last.from)).toBe(1);
        expect(isoWeekday(last.to)).toBe(7);
        expect(daysBetween(last.to, week.from)).toBe(1);
        const month = periodDays('thisMonth', today);
        expect(month.from.slice(0, 7)).toBe(today.slice(0, 7));
        expect(month.from.slice(8)).toBe('01');
        const yesterday = periodDays('yesterday', today);
        expect(daysBetween(yesterday.from, today)).toBe(1);
        for (const period of TEAM_PERIODS) {
          const { from, to } = periodDays(period, today);
          expect(from <= to && to <= today).toBe(true);
        }
      }),
    );
  });

  it('crosses a year and a leap day as the calendar does', () => {
    expect(periodDays('yesterday', '2028-03-01')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(periodDays('lastWeek', '2027-01-01')).toEqual({ from: '2026-12-21', to: '2026-12-27' });
  });
});
