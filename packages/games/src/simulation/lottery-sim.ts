import type { Rng } from '../fairness/fairness.ts';
import {
  checkBet,
  FIVE_D,
  FOUR_D,
  type LotteryBet,
  type LotteryFamily,
  settleBet,
  VN_NORTH,
  VN_SOUTH,
} from '../lottery/lottery.ts';
import { exactRtp, type LotteryMarket } from '../lottery/market.ts';
import { type Fraction, fractionToNumber } from '../table/fraction.ts';

/**
 * The lottery families in the RTP simulation (issue 20). Each draw is made by the family's own
 * `draw` from `drawRng(serverSeed, drawId)`, and settles one bet on every row through the engine's
 * `checkBet` and `settleBet` at the market's default odds. A row is a market, except that a market
 * whose selections return differently (DRAGON_TIGER: the tie pays more) has a row per selection.
 *
 * Within a row every selection has the same exact return (checked when the row is built), so the
 * selection backed rotates with the draw through a fixed list: over many draws the row exercises
 * many numbers, and each draw is still one honest sample of the row's return, the selection being
 * fixed by the draw's index before its bytes are known.
 *
 * Stakes are the smallest at which every odds key of the market pays a whole number of minor units
 * (odds are in thousandths, a payout is rounded down), so no rounding happens and `exactRtp`, the
 * return before rounding, is the figure the simulation must meet.
 */

export const LOTTERY_SIM_FAMILIES = [
  'lottery-five-d',
  'lottery-vn-north',
  'lottery-vn-south',
  'lottery-four-d',
] as const;
export type LotterySimFamily = (typeof LOTTERY_SIM_FAMILIES)[number];

export interface LotterySimRow {
  readonly betType: string;
  /** Minor units. */
  readonly stake: number;
  /** The exact return per unit staked (`exactRtp` at the default odds). */
  readonly exact: number;
}

export interface LotterySim {
  readonly rows: readonly LotterySimRow[];
  /** Draws one result and fills `returned[k]` with what row k's bet returned on it (minor units). */
  play(rng: Rng, index: number, returned: number[]): void;
}

/** The draw id of draw `index` of a simulation run: the client seed of `drawRng`. */
export const simDrawId = (clientSeed: string, index: number): string => `${clientSeed}-${index}`;

const digits = (n: number, width: number) => String(n).padStart(width, '0');
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * k different 2-digit endings for list entry j: j, j + 37, j + 74, j + 11 (mod 100), whose
 * pairwise differences (37, 74, 11, 37, 26, 63) are never 0 mod 100.
 */
const endingsFor = (j: number, k: number) =>
  [0, 37, 74, 11]
    .slice(0, k)
    .map((step) => digits((j + step) % 100, 2))
    .join(',');

/** The selections a market's row rotates through, as a player would type them. */
const SELECTIONS: Readonly<Record<string, readonly string[]>> = {
  POSITION: range(50).map((i) => `${1 + Math.floor(i / 10)}:${i % 10}`),
  POSITION_BIG_SMALL: range(10).map((i) => `${1 + Math.floor(i / 2)}:${i % 2 ? 'SMALL' : 'BIG'}`),
  POSITION_ODD_EVEN: range(10).map((i) => `${1 + Math.floor(i / 2)}:${i % 2 ? 'EVEN' : 'ODD'}`),
  SUM_BIG_SMALL: ['BIG', 'SMALL'],
  SUM_ODD_EVEN: ['ODD', 'EVEN'],
  LO: range(100).map((i) => digits(i, 2)),
  DE: range(100).map((i) => digits(i, 2)),
  BA_CANG: range(1000).map((i) => digits(i, 3)),
  XIEN_2: range(100).map((j) => endingsFor(j, 2)),
  XIEN_3: range(100).map((j) => endingsFor(j, 3)),
  XIEN_4: range(100).map((j) => endingsFor(j, 4)),
  // 7919 is prime to 10,000: 100 different numbers spread over the range.
  BIG: range(100).map((i) => digits((i * 7919) % 10_000, 4)),
  SMALL: range(100).map((i) => digits((i * 7919 + 4321) % 10_000, 4)),
};

/** Markets whose selections return differently: a row per selection. */
const ROW_PER_SELECTION: Readonly<Record<string, readonly string[]>> = {
  DRAGON_TIGER: ['DRAGON', 'TIGER', 'TIE'],
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The smallest stake at which every key's payout, `floor(stake * odds / 1000)`, is exact. */
const exactStake = (odds: Readonly<Record<string, number>>): number =>
  1000 / Object.values(odds).reduce((g, o) => gcd(g, o), 1000);

const sameFraction = (a: Fraction, b: Fraction) =>
  a.numerator === b.numerator && a.denominator === b.denominator;

interface Row extends LotterySimRow {
  readonly bets: readonly LotteryBet[];
  readonly odds: Readonly<Record<string, number>>;
}

function rowsOf<Result>(family: LotteryFamily<Result>): Row[] {
  const rowFor = (market: LotteryMarket<Result>, betType: string, selections: readonly string[]): Row => {
    const odds = market.defaultOdds;
    const stake = exactStake(odds);
    const bets = selections.map((selection) => {
      const checked = checkBet(family, { market: market.code, selection, stake });
      if (!checked.ok) throw new Error(`${family.code} ${market.code} ${selection}: ${checked.refusal}`);
      return checked.bet;
    });
    const returns = bets.map((bet) => exactRtp(market, bet.selection, odds));
    const first = returns[0] as Fraction;
    if (!returns.every((r) => sameFraction(r, first)))
      throw new Error(`${family.code} ${betType}: the rotated selections do not all return the same`);
    return { betType, stake, exact: fractionToNumber(first), bets, odds };
  };
  return family.markets.flatMap((market) => {
    const perSelection = ROW_PER_SELECTION[market.code];
    if (perSelection) return perSelection.map((s) => rowFor(market, `${market.code} ${s}`, [s]));
    const selections = SELECTIONS[market.code];
    if (!selections) throw new Error(`${family.code}: no simulated selections for market ${market.code}`);
    return [rowFor(market, market.code, selections)];
  });
}

function simOf<Result>(family: LotteryFamily<Result>): LotterySim {
  const rows = rowsOf(family);
  return {
    rows: rows.map(({ betType, stake, exact }) => ({ betType, stake, exact })),
    play(rng, index, returned) {
      const result = family.draw(rng);
      rows.forEach((row, k) => {
        const bet = row.bets[index % row.bets.length] as LotteryBet;
        returned[k] = settleBet(family, result, bet, row.odds);
      });
    },
  };
}

export function lotterySim(family: LotterySimFamily): LotterySim {
  switch (family) {
    case 'lottery-five-d':
      return simOf(FIVE_D);
    case 'lottery-vn-north':
      return simOf(VN_NORTH);
    case 'lottery-vn-south':
      return simOf(VN_SOUTH);
    case 'lottery-four-d':
      return simOf(FOUR_D);
  }
}
