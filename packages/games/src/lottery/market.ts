import { add, type Fraction, fraction, integer, mul } from '../table/fraction.ts';

/**
 * A lottery market, the unit the operator prices and limits: a bet names a market and a selection
 * in it ("POSITION" "3:7": the third digit is 7). Odds are decimal odds in thousandths: a win
 * returns `stake * odds / 1000` minor units, the stake included, rounded down. A selection may win
 * under several odds keys in one draw (a 4D number is one tier's), or one key several times (a lô
 * number ending several prizes), and is paid for each.
 */
export interface LotteryMarket<Result> {
  readonly code: string;
  /** The selection in its one canonical spelling, or null when the text is not one of this market's. */
  selection(text: string): string | null;
  /** What a (canonical) selection won in a result: each odds key, and how many times. */
  wins(result: Result, selection: string): readonly Win[];
  /** Exact expected times each odds key wins, per draw, for a selection: the RTP's ingredients. */
  expected(selection: string): ReadonlyMap<string, Fraction>;
  /** Each odds key's default odds (thousandths); operators set their own per market. */
  readonly defaultOdds: Readonly<Record<string, number>>;
}

export interface Win {
  readonly key: string;
  readonly times: number;
}

export type Odds = Readonly<Record<string, number>>;

/** A whole draw's return for one selection: `floor(stake * sum(times * odds) / 1000)`, exact. */
export function payout(stake: number, wins: readonly Win[], odds: Odds): number {
  let thousandths = 0n;
  for (const { key, times } of wins) {
    const keyOdds = odds[key];
    if (keyOdds === undefined) throw new RangeError(`no odds for ${key}`);
    thousandths += BigInt(times) * BigInt(keyOdds);
  }
  return Number((BigInt(stake) * thousandths) / 1000n);
}

/** The exact return to player of a selection at these odds (before the rounding of each payout). */
export function exactRtp<Result>(market: LotteryMarket<Result>, selection: string, odds: Odds): Fraction {
  let rtp = integer(0);
  for (const [key, times] of market.expected(selection)) {
    const keyOdds = odds[key];
    if (keyOdds === undefined) throw new RangeError(`no odds for ${key}`);
    rtp = add(rtp, mul(times, fraction(BigInt(keyOdds), 1000n)));
  }
  return rtp;
}

/** One key won once, or nothing. */
export const wonOnce = (won: boolean, key: string): readonly Win[] => (won ? [{ key, times: 1 }] : []);

/** An expectation of one key. */
export const expectOne = (key: string, chance: Fraction): ReadonlyMap<string, Fraction> =>
  new Map([[key, chance]]);

/** `digits` decimal digits exactly ("07", "123"): the spelling of a number selection. */
export const digitsPattern = (digits: number): RegExp => new RegExp(`^[0-9]{${digits}}$`);
