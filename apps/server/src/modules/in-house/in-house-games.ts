import type { FieldError } from '@platform/contract/errors';
import type { PlaceInHouseRound } from '@platform/contract/in-house';
import { dealBaccarat, settleBaccarat, validateBaccaratBets } from '@platform/games/baccarat/baccarat';
import { type BlackjackState, startBlackjack } from '@platform/games/blackjack/blackjack';
import {
  dealDragonTiger,
  settleDragonTiger,
  validateDragonTigerBets,
} from '@platform/games/dragon-tiger/dragon-tiger';
import type { Rng } from '@platform/games/fairness/fairness';
import { settleRoulette, spinRoulette, validateRouletteBets } from '@platform/games/roulette/roulette';
import { rollSicBo, settleSicBo, validateSicBoBets } from '@platform/games/sic-bo/sic-bo';
import { CLASSIC_SLOT, spinSlot, validateSlotStake } from '@platform/games/slot/slot';

/**
 * The engines behind one request: validation of a slip against the merchant's limits, and the
 * round played from the round's generator. No database here, so a round can be recomputed from its
 * seeds with exactly this code.
 */

export interface StakeLimits {
  min: number;
  max: number;
}

/** A bet of a round as stored and shown: `returned` is null while a blackjack hand is in play. */
export interface RoundBet {
  spot: string;
  numbers?: number[];
  stake: number;
  returned: number | null;
}

/** A slip the engine accepted, ready to play. */
export type ValidSlip =
  | { game: 'slot' | 'blackjack'; stake: number }
  | { game: 'baccarat' | 'dragon-tiger' | 'sic-bo'; bets: { spot: string; stake: number }[]; stake: number }
  | {
      game: 'roulette';
      bets: { kind: string; numbers?: readonly number[]; stake: number }[];
      stake: number;
    };

/** What a round came to: settled at once, or (blackjack) open with its engine state. */
export interface PlayedRound {
  outcome: unknown;
  bets: RoundBet[];
  stake: number;
  /** Null while the round is open. */
  totalReturn: number | null;
  status: 'open' | 'settled';
}

/** The engines' bet errors, all of one shape. */
interface EngineBetError {
  code: string;
  index?: number;
  min?: number;
  max?: number;
  lines?: number;
  maxTotal?: number;
}

function fieldOf(error: EngineBetError, single: boolean): FieldError {
  const at = (part: 'spot' | 'stake') =>
    single
      ? 'body.stake'
      : error.index === undefined || error.index < 0
        ? 'body.bets'
        : `body.bets.${error.index}.${part}`;
  switch (error.code) {
    case 'UNKNOWN_SPOT':
      return { field: at('spot'), message: 'Unknown spot', key: 'inHouse.unknownSpot' };
    case 'DUPLICATE_SPOT':
      return { field: at('spot'), message: 'This spot is already on the slip', key: 'inHouse.duplicateSpot' };
    case 'BELOW_MIN':
      return {
        field: at('stake'),
        message: `The smallest stake is ${error.min}`,
        key: 'inHouse.belowMin',
        params: { min: error.min ?? 0 },
      };
    case 'ABOVE_MAX':
      return {
        field: at('stake'),
        message: `The largest stake is ${error.max}`,
        key: 'inHouse.aboveMax',
        params: { max: error.max ?? 0 },
      };
    case 'NOT_LINE_MULTIPLE':
      return {
        field: at('stake'),
        message: `The stake must be a multiple of ${error.lines} lines`,
        key: 'inHouse.lineMultiple',
        params: { lines: error.lines ?? 1 },
      };
    case 'ABOVE_MAX_TOTAL':
      return { field: 'body.bets', message: `The slip's total is above ${error.maxTotal}` };
    case 'TOO_MANY':
      return { field: 'body.bets', message: 'Too many bets' };
    case 'EMPTY':
      return { field: 'body.bets', message: 'Place at least one bet' };
    default:
      return { field: at('stake'), message: 'Invalid bet' };
  }
}

export type SlipCheck = { ok: true; slip: ValidSlip } | { ok: false; fields: FieldError[] };

const refused = (errors: readonly EngineBetError[], single = false): SlipCheck => ({
  ok: false,
  fields: errors.map((error) => fieldOf(error, single)),
});

const sum = (bets: readonly { stake: number }[]) => bets.reduce((total, bet) => total + bet.stake, 0);

/** Checks a slip with the game's own validator and the merchant's limits for the game. */
export function checkSlip(request: PlaceInHouseRound, limits: StakeLimits): SlipCheck {
  switch (request.game) {
    case 'slot': {
      const checked = validateSlotStake(CLASSIC_SLOT, request.stake, limits);
      return checked.ok
        ? { ok: true, slip: { game: 'slot', stake: checked.stake } }
        : refused(checked.errors, true);
    }
    case 'blackjack': {
      const errors: EngineBetError[] = [];
      if (request.stake < limits.min) errors.push({ code: 'BELOW_MIN', min: limits.min });
      if (request.stake > limits.max) errors.push({ code: 'ABOVE_MAX', max: limits.max });
      return errors.length
        ? refused(errors, true)
        : { ok: true, slip: { game: 'blackjack', stake: request.stake } };
    }
    case 'roulette': {
      const checked = validateRouletteBets(
        request.bets.map((bet) => ({ kind: bet.spot, numbers: bet.numbers, stake: bet.stake })),
        limits,
      );
      return checked.ok
        ? { ok: true, slip: { game: 'roulette', bets: [...checked.bets], stake: checked.total } }
        : refused(checked.errors);
    }
    default: {
      // Only roulette's bets name numbers; anywhere else they are a client's mistake.
      const withNumbers = request.bets.findIndex((bet) => bet.numbers !== undefined);
      if (withNumbers >= 0)
        return {
          ok: false,
          fields: [{ field: `body.bets.${withNumbers}.numbers`, message: 'Only roulette bets name numbers' }],
        };
      const bets = request.bets.map(({ spot, stake }) => ({ spot, stake }));
      const checked =
        request.game === 'baccarat'
          ? validateBaccaratBets(bets, limits)
          : request.game === 'dragon-tiger'
            ? validateDragonTigerBets(bets, limits)
            : validateSicBoBets(bets, limits);
      return checked.ok
        ? { ok: true, slip: { game: request.game, bets: [...checked.bets], stake: sum(checked.bets) } }
        : refused(checked.errors);
    }
  }
}

const settledBets = (bets: readonly { spot: string; stake: number; returned: number }[]): RoundBet[] =>
  bets.map(({ spot, stake, returned }) => ({ spot, stake, returned }));

/** Plays a validated slip with the round's fresh generator. */
export function playSlip(slip: ValidSlip, rng: Rng): PlayedRound {
  const settled = (outcome: unknown, bets: RoundBet[], totalReturn: number): PlayedRound => ({
    outcome,
    bets,
    stake: slip.stake,
    totalReturn,
    status: 'settled',
  });
  switch (slip.game) {
    case 'slot': {
      const round = spinSlot(CLASSIC_SLOT, rng, slip.stake);
      return settled(round, [{ spot: 'SPIN', stake: slip.stake, returned: round.totalWin }], round.totalWin);
    }
    case 'baccarat': {
      const outcome = dealBaccarat(rng);
      const settlement = settleBaccarat(outcome, slip.bets as Parameters<typeof settleBaccarat>[1]);
      return settled(outcome, settledBets(settlement.bets), settlement.totalReturned);
    }
    case 'dragon-tiger': {
      const outcome = dealDragonTiger(rng);
      const settlement = settleDragonTiger(outcome, slip.bets as Parameters<typeof settleDragonTiger>[1]);
      return settled(outcome, settledBets(settlement.bets), settlement.totalReturned);
    }
    case 'sic-bo': {
      const outcome = rollSicBo(rng);
      const settlement = settleSicBo(outcome, slip.bets as Parameters<typeof settleSicBo>[1]);
      return settled(outcome, settledBets(settlement.bets), settlement.totalReturned);
    }
    case 'roulette': {
      const outcome = spinRoulette(rng);
      const settlement = settleRoulette(outcome, slip.bets as Parameters<typeof settleRoulette>[1]);
      const bets = settlement.bets.map((bet) => ({
        spot: bet.kind,
        numbers: [...bet.numbers],
        stake: bet.stake,
        returned: bet.returned,
      }));
      return settled(outcome, bets, settlement.totalReturned);
    }
    case 'blackjack': {
      const started = startBlackjack(rng, slip.stake);
      // The stake passed the limits, which sit far below the engine's own bound.
      if (!started.ok) throw new Error(`blackjack refused a checked stake: ${started.message}`);
      return blackjackRound(started.state);
    }
  }
}

/** A blackjack state as a round: one bet per hand, open until the engine finishes it. */
export function blackjackRound(state: BlackjackState): PlayedRound {
  const finished = state.phase === 'finished';
  const bets: RoundBet[] = state.hands.map((hand, index) => ({
    spot: `HAND_${index + 1}`,
    stake: hand.stake,
    returned: hand.returned,
  }));
  if (state.insurance?.taken)
    bets.push({ spot: 'INSURANCE', stake: state.insurance.cost, returned: state.insurance.returned });
  return {
    outcome: state,
    bets,
    stake: state.totalStaked,
    totalReturn: finished ? state.totalReturn : null,
    status: finished ? 'settled' : 'open',
  };
}

/** The slip without its idempotency key, for the fingerprint that tells a replay from a new request. */
export function slipFingerprintParts(request: PlaceInHouseRound): unknown {
  const { roundKey: _key, ...rest } = request;
  return rest;
}
