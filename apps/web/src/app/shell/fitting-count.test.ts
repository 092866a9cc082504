import { describe, expect, it } from 'vitest';
import { fittingCount } from './fitting-count.ts';

describe('fittingCount', () => {
  it('keeps every entry when the row holds them all, with no room left for a More button', () => {
    expect(fittingCount([100, 100, 100], 10, 320, 80)).toBe(3);
  });

  it('leaves room for the More button once one entry does not fit', () => {
    // 3 entries need 320; at 319 the button (80) goes after as many as fit: 100 + 10 + 100 + 10 + 80.
    expect(fittingCount([100, 100, 100], 10, 319, 80)).toBe(2);
    expect(fittingCount([100, 100, 100], 10, 299, 80)).toBe(1);
  });

  it('puts everything under More when not even one entry fits beside it', () => {
    expect(fittingCount([100, 100], 10, 150, 80)).toBe(0);
    expect(fittingCount([], 10, 0, 80)).toBe(0);
  });
});
