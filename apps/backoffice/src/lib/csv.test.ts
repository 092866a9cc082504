import { describe, expect, it } from 'vitest';
import { fetchAllPages, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and keeps Chinese as it is', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', '存款', 12, null]])).toBe(
      '"a,b","say ""hi""","two\nlines",存款,12,',
    );
  });

  it('neutralises text a spreadsheet would run as a formula, but not negative amounts', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@SUM(A1)', -500, '-4.40', '-1+2', '-1.5e3']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'@SUM(A1),-500,-4.40,'-1+2,'-1.5e3`,
    );
  });

  it('fetches every page of the current filter, and stops at the bound', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const asked: number[] = [];
    const all = await fetchAllPages(async (pageNo) => {
      asked.push(pageNo);
      return { list: pages[pageNo - 1] ?? [], totalPages: 3 };
    });
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
    const bounded = await fetchAllPages(async () => ({ list: [0, 0], totalPages: 1000 }), 5);
    expect(bounded).toHaveLength(6);
  });
});
