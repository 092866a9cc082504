import { describe, expect, it } from 'vitest';
import { blankToUndefined, dayAfter, dayStart } from './filter-values.ts';

describe('filter values', () => {
  it('treats a blank box as no filter, and keeps what was typed otherwise', () => {
    expect(blankToUndefined('   ')).toBeUndefined();
    expect(blankToUndefined(' PG ')).toBe('PG');
  });

  it('turns a picked day into the whole local day, from its start to the next day’s start', () => {
    const from = new Date(dayStart('2026-03-07') ?? '');
    const to = new Date(dayAfter('2026-03-07') ?? '');
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours()]).toEqual([2026, 2, 7, 0]);
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours()]).toEqual([2026, 2, 8, 0]);
    // Across a month's end, too.
    expect(new Date(dayAfter('2026-01-31') ?? '').getDate()).toBe(1);
    expect(dayStart('')).toBeUndefined();
    expect(dayAfter('')).toBeUndefined();
  });
});
