import type { LotteryDraw, LotteryFamilyCode } from '@platform/contract/lottery';
import { hashServerSeed } from '@platform/games/fairness/fairness';
import { drawRng } from '@platform/games/lottery/draws';
import { FIVE_D, FOUR_D, VN_NORTH, VN_SOUTH } from '@platform/games/lottery/lottery';
import { sameJson, type Verification } from '../../in-house/index.ts';

const DRAWS: Record<LotteryFamilyCode, (serverSeed: string, drawId: string) => unknown> = {
  FIVE_D: (seed, id) => FIVE_D.draw(drawRng(seed, id)),
  VN_NORTH: (seed, id) => VN_NORTH.draw(drawRng(seed, id)),
  VN_SOUTH: (seed, id) => VN_SOUTH.draw(drawRng(seed, id)),
  FOUR_D: (seed, id) => FOUR_D.draw(drawRng(seed, id)),
};

/** The numbers the engine draws for a draw's revealed seed and public id (docs/lottery.md). */
export function recomputeDraw(family: LotteryFamilyCode, serverSeed: string, drawId: string): unknown {
  // Through JSON, as the server sent its result: readonly tuples become plain arrays.
  return JSON.parse(JSON.stringify(DRAWS[family](serverSeed, drawId)));
}

/**
 * Checks a draw in this browser, as the in-house games check a round: the revealed server seed
 * must hash to the commitment published before betting closed, and the engine must draw the very
 * numbers the server published from that seed and the draw's id. Before the draw (or for a draw
 * cancelled before one was made) there is nothing to compare.
 */
export function verifyDraw(draw: LotteryDraw): Verification {
  const { serverSeed } = draw;
  if (serverSeed === null) return { status: 'unrevealed' };
  if (hashServerSeed(serverSeed) !== draw.serverSeedHash) return { status: 'mismatch' };
  if (draw.result === null) return { status: 'unrevealed' };
  const recomputed = recomputeDraw(draw.family, serverSeed, draw.drawId);
  return { status: sameJson(recomputed, draw.result) ? 'verified' : 'mismatch', recomputed };
}
