import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duePeriods,
  nextPeriod,
  type Period,
  parseSchedule,
  periodOfKey,
  ScheduleError,
} from './schedule.ts';

const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'Asia/Yangon',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
];
const SCHEDULES = [
  '0 0 * * *',
  '30 2 * * *',
  '0 * * * *',
  '*/5 * * * *',
  '0 30 1 * * *',
  'every 30s',
  'every 7m',
  'every 1h',
];
// 2020..2032, so DST changes of every zone above fall inside.
const instant = fc.integer({ min: 1_577_836_800_000, max: 1_956_528_000_000 }).map((ms) => new Date(ms));

const spans = (periods: Period[]) => periods.map((p) => [p.start.toISOString(), p.end.toISOString(), p.key]);

describe('schedule periods', () => {
  it('tile time without gap or overlap, end at or before now, and the next one is not yet due', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCHEDULES), fc.constantFrom(...ZONES), instant, (text, zone, now) => {
        const schedule = parseSchedule(text);
        const periods = duePeriods(schedule, zone, now, 6);
        expect(periods).toHaveLength(6);
        for (let i = 1; i < periods.length; i++) expect(periods[i]!.start).toEqual(periods[i - 1]!.end);
        for (const p of periods) expect(p.start.getTime()).toBeLessThan(p.end.getTime());
        expect(periods.at(-1)!.end.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(nextPeriod(schedule, zone, periods.at(-1)!)!.end.getTime()).toBeGreaterThan(now.getTime());
        expect(new Set(periods.map((p) => p.key)).size).toBe(6);
      }),
      { numRuns: 400 },
    );
  });

  it('are the same periods whenever they are computed, and each key names its own period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEDULES),
        fc.constantFrom(...ZONES),
        instant,
        fc.integer({ min: 0, max: 3_600_000 }),
        (text, zone, now, later) => {
          const schedule = parseSchedule(text);
          const early = duePeriods(schedule, zone, now, 4);
          const late = duePeriods(schedule, zone, new Date(now.getTime() + later), 130);
          const lateByKey = new Map(late.map((p) => [p.key, p]));
          for (const p of early) {
            if (lateByKey.has(p.key)) expect(spans([lateByKey.get(p.key)!])).toEqual(spans([p]));
            expect(spans([periodOfKey(schedule, zone, p.key)!])).toEqual(spans([p]));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("cuts a merchant's days at its local midnight, 23 and 25 hours long across London's clock changes", () => {
    const daily = parseSchedule('0 0 * * *');
    const spring = duePeriods(daily, 'Europe/London', new Date('2026-03-30T00:00:00Z'), 2);
    expect(spans(spring)).toEqual([
      ['2026-03-28T00:00:00.000Z', '2026-03-29T00:00:00.000Z', '2026-03-28'],
      ['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', '2026-03-29'],
    ]);
    const autumn = periodOfKey(daily, 'Europe/London', '2026-10-25')!;
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
    expect(periodOfKey(daily, 'Asia/Yangon', '2026-11-25')!.start.toISOString()).toBe(
      '2026-11-24T17:30:00.000Z',
    );
  });

  it('tells the two 01:00 hours of an autumn night in London apart', () => {
    const hourly = parseSchedule('0 * * * *');
    const keys = duePeriods(hourly, 'Europe/London', new Date('2026-10-25T03:00:00Z'), 4).map((p) => p.key);
    expect(keys).toEqual([
      '2026-10-25T00:00:00',
      '2026-10-25T01:00:00+01:00',
      '2026-10-25T01:00:00+00:00',
      '2026-10-25T02:00:00',
    ]);
    expect(periodOfKey(hourly, 'Europe/London', '2026-10-25T01:00:00')).toBeNull();
  });

  it('names no period for a malformed key or a time that is not a boundary', () => {
    const hourly = parseSchedule('0 * * * *');
    for (const key of [
      '',
      'yesterday',
      '2026-13-01T00:00:00',
      '2026-01-01T00:30:00',
      '2026-01-01',
      '2026-01-01T00:00:00Z',
    ])
      expect(periodOfKey(hourly, 'UTC', key)).toBeNull();
    expect(periodOfKey(parseSchedule('0 0 * * *'), 'UTC', '2026-01-01T00:00:00')).toBeNull();
    expect(periodOfKey(parseSchedule('every 30s'), 'UTC', '2026-01-01T00:00:15')).toBeNull();
  });

  it('refuses what is neither a cron expression nor an interval', () => {
    for (const text of ['61 * * * *', 'every 0s', 'every 2d', 'every 25h', 'sometimes', ''])
      expect(() => parseSchedule(text)).toThrow(ScheduleError);
    expect(parseSchedule('@daily')).toMatchObject({ kind: 'cron', daily: true });
    expect(parseSchedule('0 */2 * * *')).toMatchObject({ kind: 'cron', daily: false });
    expect(parseSchedule('every 90s')).toMatchObject({ kind: 'every', everyMs: 90_000 });
  });
});
