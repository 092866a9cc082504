import { describe, expect, it } from 'vitest';
import { containsPattern, searchKeyOf, searchTextOf } from './search-key.ts';

describe('game name search key', () => {
  it('ignores case, accents, full-width forms and extra spaces', () => {
    expect(searchKeyOf('  Café   CRÈME ')).toBe('cafe creme');
    expect(searchKeyOf('Ｇｏｌｄｅｎ')).toBe('golden');
    expect(searchKeyOf('Año')).toBe(searchKeyOf('ano'));
    expect(searchKeyOf('黄金龙')).toBe('黄金龙');
  });

  it('stores each distinct name once, one a line', () => {
    expect(searchTextOf({ EN: 'Café', MY: 'Cafe', CN: '咖啡' })).toBe('cafe\n咖啡');
  });

  it("escapes LIKE's wildcards", () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
