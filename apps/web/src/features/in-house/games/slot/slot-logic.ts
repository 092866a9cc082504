import type { InHouseLimit } from '@platform/contract/in-house';
import { CLASSIC_SLOT, type SlotLineWin, type SlotRound, type SlotSpin } from '@platform/games/slot/slot';

/** The machine the server plays: its lines, symbols and pays are read from the engine itself. */
export const SLOT = CLASSIC_SLOT;
export const SLOT_LINES = SLOT.paylines.length;

/** The symbols in paytable order, best first, then the scatter (which pays by count). */
export const PAY_SYMBOLS: readonly string[] = Object.keys(SLOT.paytable);

/**
 * The stakes the selector offers: whole multiples of the paylines (the engine and the server refuse
 * any other), inside the merchant's limits. Line bets follow a 1-2-5 ladder from the smallest
 * allowed to the largest allowed, both ends included, so a member reaches either limit in a few steps.
 */
export function slotStakeSteps(limits: Pick<InHouseLimit, 'min' | 'max'>, lines = SLOT_LINES): number[] {
  const lowest = Math.max(1, Math.ceil(limits.min / lines));
  const highest = Math.floor(limits.max / lines);
  if (!Number.isSafeInteger(lowest) || !Number.isSafeInteger(highest) || highest < lowest) return [];
  const lineBets = new Set<number>([lowest]);
  for (let decade = 1; decade <= highest; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const lineBet = step * decade;
      if (lineBet > lowest && lineBet < highest) lineBets.add(lineBet);
    }
  }
  lineBets.add(highest);
  return [...lineBets].sort((a, b) => a - b).map((lineBet) => lineBet * lines);
}

/** The offered stake closest to `wanted` without going over it (the smallest when all are above). */
export function nearestStake(steps: readonly number[], wanted: number | null | undefined): number | null {
  if (steps.length === 0) return null;
  if (wanted === null || wanted === undefined) return steps[0] as number;
  let best = steps[0] as number;
  for (const step of steps) if (step <= wanted) best = step;
  return best;
}

/** A cell of the reels' window, as "reel:row". */
export const cellKey = (reel: number, row: number): string => `${reel}:${row}`;

/** The cells a line win is made of: the first `count` reels of its payline. */
export function lineWinCells(win: Pick<SlotLineWin, 'line' | 'count'>): string[] {
  const rows = SLOT.paylines[win.line] ?? [];
  return rows.slice(0, win.count).map((row, reel) => cellKey(reel, row));
}

/** The cells showing the scatter, when enough reels show it to pay or award free spins. */
export function scatterCells(
  spin: Pick<SlotSpin, 'window' | 'scatterCount' | 'scatterWin' | 'freeSpinsAwarded'>,
) {
  if (spin.scatterWin === 0 && spin.freeSpinsAwarded === 0) return [];
  const cells: string[] = [];
  spin.window.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === SLOT.scatter) cells.push(cellKey(reel, row));
    });
  });
  return cells;
}

/** Every cell of a spin that takes part in a win, for the highlight. */
export function winningCells(spin: SlotSpin, line: number | null = null): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    if (line !== null && win.line !== line) continue;
    for (const cell of lineWinCells(win)) cells.add(cell);
  }
  if (line === null) for (const cell of scatterCells(spin)) cells.add(cell);
  return cells;
}

/** The base spin, then each free spin: what the reels show, one after another. */
export function spinsOf(round: SlotRound): SlotSpin[] {
  return [round, ...round.freeSpinSpins];
}

/** Reads a round's outcome as the engine's slot round, or null when it is not one. */
export function asSlotRound(outcome: unknown): SlotRound | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const round = outcome as Partial<SlotRound>;
  if (
    !Array.isArray(round.window) ||
    !Array.isArray(round.lineWins) ||
    !Array.isArray(round.freeSpinSpins) ||
    typeof round.totalWin !== 'number'
  )
    return null;
  return round as SlotRound;
}

/** Symbols to show on the reels before the first spin: the middle of each strip, as a real spin would. */
export function idleWindow(): string[][] {
  return SLOT.reels.map((strip, reel) => {
    const stop = (reel * 5 + 3) % strip.length;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as string);
  });
}

/** A strip of symbols that scrolls past while a reel spins: the reel's own strip, from a given stop. */
export function blurStrip(reel: number, from: number, length = 12): string[] {
  const strip = SLOT.reels[reel] ?? [];
  return Array.from({ length }, (_, index) => strip[(from + index) % strip.length] as string);
}
