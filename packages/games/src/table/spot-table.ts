import {
  type BetLimits,
  checkStake,
  isOneOf,
  type SlipError,
  type SlipSettlement,
  settleSlip,
  spotSlipRules,
  validateSlip,
} from './bet-slip.ts';
import { type PayoutRatio, scaleDown, scaleUp } from './money.ts';

/**
 * The bets of a card table whose every bet backs one named spot at a fixed payout (baccarat, dragon
 * tiger): a spot may be backed once per round, a win returns the stake plus its payout rounded to
 * the minor unit the way the game says, a loss returns nothing. A game names its spots and their
 * payouts, decides each spot from its round, and says what a result other than a win or a loss
 * gives back (a push, a half loss).
 */

export interface SpotBet<Spot extends string> {
  readonly spot: Spot;
  /** Integer minor units, > 0. */
  readonly stake: number;
}

/** A bet as it arrives from outside: checked by the table's `validate` before it is trusted. */
export interface SpotBetInput {
  readonly spot: string;
  readonly stake: number;
}

/** EMPTY, MALFORMED, UNKNOWN_SPOT, DUPLICATE_SPOT, BAD_STAKE, BELOW_MIN or ABOVE_MAX (see bet-slip.ts). */
export type SpotBetError<Spot extends string> = SlipError<Spot>;

export type SpotValidation<Spot extends string> =
  | { readonly ok: true; readonly bets: readonly SpotBet<Spot>[] }
  | { readonly ok: false; readonly errors: readonly SpotBetError<Spot>[] };

export interface SettledSpotBet<Spot extends string, Result extends string> {
  readonly spot: Spot;
  readonly stake: number;
  readonly result: Result;
  /** What goes back to the player: stake + winnings on a win, 0 on a loss, the game's share otherwise. */
  readonly returned: number;
  /** returned - stake. */
  readonly net: number;
}

export interface SpotTableRules<Spot extends string, Outcome, Result extends string> {
  /** The game's name in the message of a bet that should never have been settled. */
  readonly game: string;
  readonly spots: readonly Spot[];
  /** What a win pays per unit staked. */
  readonly payouts: Readonly<Record<Spot, PayoutRatio>>;
  /**
   * How a win that is not a whole number of minor units is rounded: `down` in the house's favour,
   * `up` in the player's. Said by every game, so the choice is never made by default.
   */
  readonly winRounding: 'down' | 'up';
  resultOf(outcome: Outcome, spot: Spot): Result;
  /** What a bet gets back on a result that is neither WIN nor LOSE (a push, a half loss). */
  returnedOn(result: Result, stake: number): number;
}

export interface SpotTable<Spot extends string, Outcome, Result extends string> {
  readonly isSpot: (spot: unknown) => spot is Spot;
  /**
   * Checks a bet slip without ever throwing (input may come straight from JSON): every problem is
   * reported, each with the index of the offending bet.
   */
  validate(bets: readonly SpotBetInput[], limits: BetLimits): SpotValidation<Spot>;
  /** Settles validated bets; throws on a bet `validate` would refuse (a programming error). */
  settle(outcome: Outcome, bets: readonly SpotBet<Spot>[]): SlipSettlement<SettledSpotBet<Spot, Result>>;
}

export function spotTable<Spot extends string, Outcome, Result extends string>(
  rules: SpotTableRules<Spot, Outcome, Result>,
): SpotTable<Spot, Outcome, Result> {
  const isSpot = isOneOf(rules.spots);
  const slipRules = spotSlipRules(isSpot, { strict: false });
  const scaleWin = rules.winRounding === 'up' ? scaleUp : scaleDown;
  return {
    isSpot,
    validate(bets, limits) {
      const result = validateSlip(bets, limits, slipRules);
      return result.ok ? { ok: true, bets: result.bets } : result;
    },
    settle(outcome, bets) {
      return settleSlip(bets, (bet): SettledSpotBet<Spot, Result> => {
        if (!isSpot(bet.spot)) throw new RangeError(`unknown ${rules.game} spot ${String(bet.spot)}`);
        checkStake(bet.stake);
        const result = rules.resultOf(outcome, bet.spot);
        const returned =
          result === 'WIN'
            ? bet.stake + scaleWin(bet.stake, rules.payouts[bet.spot])
            : result === 'LOSE'
              ? 0
              : rules.returnedOn(result, bet.stake);
        return { spot: bet.spot, stake: bet.stake, result, returned, net: returned - bet.stake };
      });
    },
  };
}
