/**
 * How many entries of a row fit in `available` pixels, in order, the rest going under a "More"
 * button of `moreWidth` placed after them (`gap` between any two). All of them when they fit
 * without the button; at least none, never a negative count.
 */
export function fittingCount(widths: readonly number[], gap: number, available: number, moreWidth: number) {
  const rowWidth = (count: number) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowWidth(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowWidth(count) + gap + moreWidth > available) count--;
  return count;
}
