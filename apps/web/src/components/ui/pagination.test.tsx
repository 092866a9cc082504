import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.tsx';

describe('pageItems (margin 1, range 5)', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 5, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(3, 7, 1, 5)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps one page at each end and five around the current one', () => {
    expect(pageItems(10, 20, 1, 5)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('slides the window to the ends instead of shrinking it', () => {
    expect(pageItems(1, 20, 1, 5)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20, 1, 5)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(5, 20, 1, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
  });

  it('honours a wider margin (lobby: margin 2)', () => {
    expect(pageItems(10, 20, 2, 5)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
  });

  it('clamps a page above the total (spec §5) and answers nothing without pages', () => {
    expect(pageItems(99, 3, 1, 5)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0, 1, 5)).toEqual([]);
  });
});
