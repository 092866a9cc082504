import { slotSpinAt } from '@platform/games/slot/slot';
import { describe, expect, it } from 'vitest';
import {
  asSlotRound,
  lineWinCells,
  nearestStake,
  SLOT,
  SLOT_LINES,
  scatterCells,
  slotStakeSteps,
  winningCells,
} from './slot-logic.ts';

describe('the slot stake steps', () => {
  it('offers only multiples of the 20 lines, inside the limits, both ends reachable', () => {
    const steps = slotStakeSteps({ min: 20, max: 200_000 });
    expect(SLOT_LINES).toBe(20);
    expect(steps[0]).toBe(20);
    expect(steps.at(-1)).toBe(200_000);
    for (const stake of steps) {
      expect(stake % 20).toBe(0);
      expect(stake).toBeGreaterThanOrEqual(20);
      expect(stake).toBeLessThanOrEqual(200_000);
    }
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    // A 1-2-5 ladder of line bets: 0.20, 0.40, 1.00, 2.00 … in a two-decimal currency.
    expect(steps.slice(0, 5)).toEqual([20, 40, 100, 200, 400]);
  });

  it('rounds limits that are not multiples of the lines inwards', () => {
    const steps = slotStakeSteps({ min: 150, max: 1_010 });
    expect(steps[0]).toBe(160);
    expect(steps.at(-1)).toBe(1_000);
    expect(steps.every((stake) => stake % 20 === 0 && stake >= 150 && stake <= 1_010)).toBe(true);
  });

  it('offers nothing when no multiple of the lines fits the limits', () => {
    expect(slotStakeSteps({ min: 21, max: 39 })).toEqual([]);
    expect(slotStakeSteps({ min: 20, max: 20 })).toEqual([20]);
  });

  it('keeps a chosen stake when offered, else the largest offered below it', () => {
    const steps = [20, 40, 100, 200];
    expect(nearestStake(steps, null)).toBe(20);
    expect(nearestStake(steps, 100)).toBe(100);
    expect(nearestStake(steps, 150)).toBe(100);
    expect(nearestStake(steps, 5)).toBe(20);
    expect(nearestStake([], 100)).toBeNull();
  });
});

describe('the win highlights', () => {
  it('lights the first cells of a winning payline, reel by reel', () => {
    // Line 4 (index 3) runs rows 0, 1, 2, 1, 0.
    expect(lineWinCells({ line: 3, count: 3 })).toEqual(['0:0', '1:1', '2:2']);
    expect(lineWinCells({ line: 0, count: 5 })).toEqual(['0:1', '1:1', '2:1', '3:1', '4:1']);
  });

  it('lights the scatters only when they pay', () => {
    const window = [
      ['SCATTER', 'LEMON', 'PLUM'],
      ['BAR', 'SCATTER', 'PLUM'],
      ['BAR', 'LEMON', 'PLUM'],
      ['BAR', 'LEMON', 'PLUM'],
      ['BAR', 'LEMON', 'PLUM'],
    ];
    expect(scatterCells({ window, scatterCount: 2, scatterWin: 0, freeSpinsAwarded: 0 })).toEqual([]);
    expect(scatterCells({ window, scatterCount: 2, scatterWin: 40, freeSpinsAwarded: 10 })).toEqual([
      '0:0',
      '1:1',
    ]);
  });

  it('agrees with the engine on a real spin', () => {
    // Find stops that win on some line, then check every lit cell shows the paid symbol or the wild.
    let found = false;
    for (let stop = 0; stop < 24 && !found; stop++) {
      const spin = slotSpinAt(SLOT, [stop, stop, stop, stop, stop], 20);
      if (spin.lineWins.length === 0) continue;
      found = true;
      const win = spin.lineWins[0]!;
      for (const cell of winningCells(spin, win.line)) {
        const [reel, row] = cell.split(':').map(Number) as [number, number];
        expect([win.symbol, SLOT.wild]).toContain(spin.window[reel]?.[row]);
      }
      expect(winningCells(spin, win.line).size).toBe(win.count);
    }
    expect(found).toBe(true);
  });

  it('reads only what looks like a slot round', () => {
    expect(asSlotRound(null)).toBeNull();
    expect(asSlotRound({ window: [] })).toBeNull();
    const spin = slotSpinAt(SLOT, [0, 0, 0, 0, 0], 20);
    const round = { ...spin, stake: 20, lineBet: 1, freeSpinSpins: [], freeSpinsWin: 0, totalWin: spin.win };
    expect(asSlotRound(round)).toBe(round);
  });
});
