/**
 * What one win of a bet returns before it is placed: the stake at the market's best-paying odds
 * key, `floor(stake × odds / 1000)`, stake included (docs/lottery.md). The server records the same
 * figure as the bet's `potentialWin`. BigInt keeps a large stake exact before the rounding.
 */
export function potentialWin(stake: number, odds: Readonly<Record<string, number>>): number {
  const best = Math.max(0, ...Object.values(odds));
  return Number((BigInt(stake) * BigInt(best)) / 1000n);
}
