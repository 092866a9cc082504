import type { LotteryDraw } from '@platform/contract/lottery';

export interface DigitCount {
  digit: number;
  count: number;
  /** Among the most frequent (hot) or the least frequent (cold) of the window; both false otherwise. */
  hot: boolean;
  cold: boolean;
}

/** The five digits of a fast lottery's result, or null for a result of another shape. */
function fiveDigits(result: unknown): readonly number[] | null {
  return Array.isArray(result) && result.length === 5 && result.every((d) => Number.isInteger(d))
    ? (result as number[])
    : null;
}

/**
 * How often each digit 0-9 came up at one position (1 to 5) over the given draws. The `spread`
 * highest counts are hot and the `spread` lowest cold; a count tied with the other end is neither
 * (two draws with a 4 at that position make the 4 hot and every other digit cold).
 */
export function digitFrequency(draws: readonly LotteryDraw[], position: number, spread = 2): DigitCount[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const draw of draws) {
    const digits = fiveDigits(draw.result);
    const digit = digits?.[position - 1];
    if (digit !== undefined) counts[digit] = (counts[digit] ?? 0) + 1;
  }
  const sorted = [...counts].sort((a, b) => b - a);
  const most = sorted[0] ?? 0;
  const least = sorted[sorted.length - 1] ?? 0;
  const hotFrom = sorted[spread - 1] ?? most;
  const coldTo = sorted[sorted.length - spread] ?? least;
  // A count tied with the least frequent is never hot, nor one tied with the most frequent cold.
  return counts.map((count, digit) => ({
    digit,
    count,
    hot: count >= hotFrom && count > least,
    cold: count <= coldTo && count < most,
  }));
}
