import {
  betOn,
  ROULETTE_INSIDE_KINDS,
  ROULETTE_SPOTS,
  type RouletteBetKind,
  type RouletteSpot,
} from '@platform/games/roulette/roulette';
import type { SpotRef } from '../../lib/use-bet-slip.ts';

/** The inside bets a member picks numbers for, in the order the mode selector lists them. */
export const INSIDE_MODES = ROULETTE_INSIDE_KINDS;
export type InsideMode = (typeof INSIDE_MODES)[number];

export const OUTSIDE_KINDS = ['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH'] as const;
export const DOZENS = ['DOZEN_1', 'DOZEN_2', 'DOZEN_3'] as const;
export const COLUMNS = ['COLUMN_1', 'COLUMN_2', 'COLUMN_3'] as const;

/** The pockets around a European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const SPOT_BY_ID = new Map(ROULETTE_SPOTS.map((spot) => [spot.id, spot]));

export function spotById(id: string): RouletteSpot {
  const spot = SPOT_BY_ID.get(id);
  if (!spot) throw new Error(`no roulette spot ${id}`);
  return spot;
}

/** The slip's reference to a spot: numbers only where the engine wants them (its canonical bet). */
export function spotRef(spot: RouletteSpot): SpotRef {
  const bet = betOn(spot, 1);
  return bet.numbers
    ? { key: spot.id, spot: spot.kind, numbers: bet.numbers }
    : { key: spot.id, spot: spot.kind };
}

/** The spots of a kind that cover every number picked so far. */
export function candidates(kind: RouletteBetKind, picked: readonly number[]): RouletteSpot[] {
  return ROULETTE_SPOTS.filter(
    (spot) => spot.kind === kind && picked.every((number) => spot.numbers.includes(number)),
  );
}

export type PickStep =
  | { type: 'bet'; spot: RouletteSpot }
  | { type: 'pick'; picked: number[] }
  | { type: 'none' };

/**
 * One tap on a number while picking an inside bet: the bet is placed as soon as the numbers picked
 * name exactly one spot of the kind (a street at the first tap, a split at the second, a corner
 * at two diagonal numbers). A number that fits no spot with the others starts the pick again.
 */
export function pickNumber(kind: RouletteBetKind, picked: readonly number[], number: number): PickStep {
  // A second tap on a picked number takes it back.
  if (picked.includes(number)) return { type: 'pick', picked: picked.filter((n) => n !== number) };
  for (const attempt of [[...picked, number], [number]]) {
    const found = candidates(kind, attempt);
    if (found.length === 1) return { type: 'bet', spot: found[0] as RouletteSpot };
    if (found.length > 1) return { type: 'pick', picked: attempt };
  }
  return { type: 'none' };
}

/**
 * Where a number sits on the layout. Phones lay the table out as the engine draws it (zero on top,
 * rows of three); wider screens turn it on its side (zero on the left, three long rows).
 */
export function numberPlace(number: number) {
  if (number === 0) return { v: { row: '1', col: '1 / 4' }, h: { row: '1 / 4', col: '1' } };
  const row = Math.floor((number - 1) / 3);
  const col = (number - 1) % 3;
  return {
    v: { row: String(row + 2), col: String(col + 1) },
    h: { row: String(3 - col), col: String(row + 2) },
  };
}

/** Where the outside bets sit, in the same two orientations. */
export function outsidePlace(kind: RouletteBetKind) {
  const column = (COLUMNS as readonly string[]).indexOf(kind);
  if (column >= 0)
    return { v: { row: '14', col: String(column + 1) }, h: { row: String(3 - column), col: '14' } };
  const dozen = (DOZENS as readonly string[]).indexOf(kind);
  if (dozen >= 0)
    return { v: { row: '15', col: String(dozen + 1) }, h: { row: '4', col: `${2 + 4 * dozen} / span 4` } };
  const index = (OUTSIDE_KINDS as readonly string[]).indexOf(kind);
  return {
    v: { row: String(16 + Math.floor(index / 3)), col: String((index % 3) + 1) },
    h: { row: '5', col: `${2 + 2 * index} / span 2` },
  };
}
