/** Odds as tables print them: winnings per unit staked, "8:1", "0.95:1". */
export function oddsLabel(winnings: number | { numerator: number; denominator: number }): string {
  const value = typeof winnings === 'number' ? winnings : winnings.numerator / winnings.denominator;
  return `${Number(value.toFixed(4))}:1`;
}
