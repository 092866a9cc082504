import { fairRng, type Rng, type RoundBytesSource } from '../fairness/fairness.ts';

/**
 * The lotteries' draws (issue 20): pure functions of a fair generator, so the server draws and the
 * browser recomputes a draw from its revealed seed and public id with this very code.
 *
 * A draw's generator is the in-house games' one (fairness.ts) with the server seed committed
 * before betting closed, the draw's public id as the client seed and nonce 0: nobody can pick the
 * id after seeing the seed, and the seed was fixed before the id's bets were. `bytes` is for the
 * RTP simulation only (a faster source of the same bytes); draws and verifiers leave it out.
 */
export function drawRng(serverSeed: string, drawId: string, bytes?: RoundBytesSource): Rng {
  return fairRng({ serverSeed, clientSeed: drawId, nonce: 0 }, bytes);
}

/** `length` decimal digits, each `rng.int(10)`, drawn most significant first, as text ("0427"). */
export function drawDigits(rng: Rng, length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(rng.int(10));
  return digits;
}

/** Five digits in positions 1 to 5 (the fast lotteries' "5D" result), drawn position 1 first. */
export type FiveDigitResult = readonly [number, number, number, number, number];

export function drawFiveDigits(rng: Rng): FiveDigitResult {
  return [rng.int(10), rng.int(10), rng.int(10), rng.int(10), rng.int(10)];
}

/** One tier of a Vietnamese draw: its name, how many numbers, and their digits. */
export interface PrizeTier {
  readonly tier: string;
  readonly count: number;
  readonly digits: number;
}

/**
 * The northern draw (Miền Bắc): 27 numbers in eight tiers. Every number's digits are drawn
 * independently, so numbers may repeat, as on the drum machines.
 */
export const VN_NORTH_TIERS: readonly PrizeTier[] = [
  { tier: 'SPECIAL', count: 1, digits: 5 },
  { tier: 'FIRST', count: 1, digits: 5 },
  { tier: 'SECOND', count: 2, digits: 5 },
  { tier: 'THIRD', count: 6, digits: 5 },
  { tier: 'FOURTH', count: 4, digits: 4 },
  { tier: 'FIFTH', count: 6, digits: 4 },
  { tier: 'SIXTH', count: 3, digits: 3 },
  { tier: 'SEVENTH', count: 4, digits: 2 },
];

/** The southern and central draws (Miền Nam, Miền Trung): 18 numbers in nine tiers, a 6-digit special. */
export const VN_SOUTH_TIERS: readonly PrizeTier[] = [
  { tier: 'EIGHTH', count: 1, digits: 2 },
  { tier: 'SEVENTH', count: 1, digits: 3 },
  { tier: 'SIXTH', count: 3, digits: 4 },
  { tier: 'FIFTH', count: 1, digits: 4 },
  { tier: 'FOURTH', count: 7, digits: 5 },
  { tier: 'THIRD', count: 2, digits: 5 },
  { tier: 'SECOND', count: 1, digits: 5 },
  { tier: 'FIRST', count: 1, digits: 5 },
  { tier: 'SPECIAL', count: 1, digits: 6 },
];

/** A Vietnamese result: every tier's numbers in drawing order (the tiers' order above). */
export type VnResult = Readonly<Record<string, readonly string[]>>;

export function drawVietnamese(rng: Rng, tiers: readonly PrizeTier[]): VnResult {
  const result: Record<string, string[]> = {};
  for (const { tier, count, digits } of tiers) {
    result[tier] = Array.from({ length: count }, () => drawDigits(rng, digits));
  }
  return result;
}

/** How many numbers a structure draws: 27 in the north, 18 in the south. */
export const numbersDrawn = (tiers: readonly PrizeTier[]): number => tiers.reduce((n, t) => n + t.count, 0);

/** The 4D tiers: 23 different numbers from 0000 to 9999. */
export const FOUR_D_TIERS = [
  { tier: 'FIRST', count: 1 },
  { tier: 'SECOND', count: 1 },
  { tier: 'THIRD', count: 1 },
  { tier: 'STARTER', count: 10 },
  { tier: 'CONSOLATION', count: 10 },
] as const;
export type FourDTier = (typeof FOUR_D_TIERS)[number]['tier'];
export type FourDResult = Readonly<Record<FourDTier, readonly string[]>>;

/**
 * 23 different 4-digit numbers, drawn without replacement in tier order: a Fisher-Yates shuffle of
 * the list 0000..9999 stopped after 23 steps. Step i (from 0) takes the entry at position
 * `j = i + rng.int(10000 - i)` and swaps it into position i; the swaps are kept in a map, so nothing
 * of size 10,000 is built.
 */
export function drawFourD(rng: Rng): FourDResult {
  const swapped = new Map<number, number>();
  const at = (i: number) => swapped.get(i) ?? i;
  const drawn: string[] = [];
  for (let i = 0; i < 23; i++) {
    const j = i + rng.int(10_000 - i);
    const picked = at(j);
    swapped.set(j, at(i));
    drawn.push(String(picked).padStart(4, '0'));
  }
  const result = {} as Record<FourDTier, string[]>;
  let next = 0;
  for (const { tier, count } of FOUR_D_TIERS) {
    result[tier] = drawn.slice(next, next + count);
    next += count;
  }
  return result;
}
