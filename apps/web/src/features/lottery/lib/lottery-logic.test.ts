import { hashServerSeed } from '@platform/games/fairness/fairness';
import { describe, expect, it } from 'vitest';
import { drawnDraw, SEED } from '../test/lottery-fixtures.ts';
import { digitFrequency } from './frequency.ts';
import { choiceSelection, numbersSelection, pickerOf } from './markets.ts';
import { potentialWin } from './potential-win.ts';
import { recomputeDraw, verifyDraw } from './verify-draw.ts';

describe('potential win on the bet slip', () => {
  it('is the stake at the market’s odds, rounded down (docs/lottery.md worked example)', () => {
    expect(potentialWin(1_000, { POSITION: 9700 })).toBe(9_700);
    expect(potentialWin(1_000, { SUM_BIG_SMALL: 1940 })).toBe(1_940);
    expect(potentialWin(333, { SUM_BIG_SMALL: 1940 })).toBe(646);
  });

  it('uses the best-paying key of a market, as the server records the bet', () => {
    expect(potentialWin(1_000, { DRAGON: 2150, TIGER: 2150, TIE: 9700 })).toBe(9_700);
    expect(potentialWin(100, { FIRST: 2_500_000, SECOND: 1_000_000, CONSOLATION: 60_000 })).toBe(250_000);
  });

  it('stays exact where floating point would round up', () => {
    // (2^52 + 1) × 1.5 = 6,755,399,441,055,745.5: a float product reads …746.
    expect(potentialWin(2 ** 52 + 1, { SUM_BIG_SMALL: 1500 })).toBe(6_755_399_441_055_745);
  });
});

describe('verifying a draw in the browser', () => {
  it('recomputes the worked example: FIVE_D-0001 on seed a…a draws 2 1 7 9 0', () => {
    expect(recomputeDraw('FIVE_D', SEED, 'FIVE_D-0001')).toEqual([2, 1, 7, 9, 0]);
    expect((recomputeDraw('VN_NORTH', SEED, 'VN_NORTH-0001') as Record<string, string[]>).SPECIAL).toEqual([
      '63996',
    ]);
    expect((recomputeDraw('FOUR_D', SEED, 'FOUR_D-0001') as Record<string, string[]>).FIRST).toEqual([
      '6162',
    ]);
  });

  it('verifies a draw whose seed hashes to the commitment and draws the published numbers', () => {
    const check = verifyDraw(drawnDraw('FAST1-20261128T100000', '2026-11-28T10:00:00Z'));
    expect(check.status).toBe('verified');
  });

  it('finds a mismatch when the published numbers differ from the seed’s', () => {
    const draw = drawnDraw('FAST1-20261128T100000', '2026-11-28T10:00:00Z');
    const other = [...(draw.result as number[])];
    other[0] = ((other[0] as number) + 1) % 10;
    expect(verifyDraw({ ...draw, result: other }).status).toBe('mismatch');
  });

  it('finds a mismatch when the revealed seed is not the committed one', () => {
    const draw = drawnDraw('FAST1-20261128T100000', '2026-11-28T10:00:00Z');
    expect(verifyDraw({ ...draw, serverSeedHash: hashServerSeed('c'.repeat(64)) }).status).toBe('mismatch');
  });

  it('has nothing to check before the draw reveals its seed', () => {
    const draw = drawnDraw('FAST1-20261128T100000', '2026-11-28T10:00:00Z');
    expect(verifyDraw({ ...draw, serverSeed: null, result: null, status: 'open' }).status).toBe('unrevealed');
  });
});

describe('the slip’s selections', () => {
  it('spells a position pick as the engine does', () => {
    const digit = pickerOf('FIVE_D', 'POSITION')!;
    expect(choiceSelection(digit, 3, '7')).toBe('3:7');
    expect(choiceSelection(pickerOf('FIVE_D', 'DRAGON_TIGER')!, 3, 'TIE')).toBe('TIE');
  });

  it('reads typed xiên numbers in ascending order and refuses incomplete ones', () => {
    const xien = pickerOf('VN_NORTH', 'XIEN_2')!;
    expect(numbersSelection(xien, '96, 03')).toBe('03,96');
    expect(numbersSelection(xien, '96')).toBeNull();
    expect(numbersSelection(xien, '96,96')).toBeNull();
    expect(numbersSelection(pickerOf('FOUR_D', 'BIG')!, '7315')).toBe('7315');
  });
});

describe('hot and cold digits', () => {
  it('counts a position’s digits over the draws and marks the extremes', () => {
    const draws = [
      [1, 0, 0, 0, 0],
      [1, 0, 0, 0, 0],
      [1, 0, 0, 0, 0],
      [2, 0, 0, 0, 0],
    ].map((result, i) => drawnDraw(`FAST1-2026112${i}`, '2026-11-28T10:00:00Z', { result }));
    const counts = digitFrequency(draws, 1);
    expect(counts[1]).toMatchObject({ count: 3, hot: true, cold: false });
    expect(counts[2]).toMatchObject({ count: 1, hot: true });
    expect(counts[5]).toMatchObject({ count: 0, cold: true, hot: false });
  });

  it('marks nothing hot that came up as rarely as the coldest digit', () => {
    const draws = [
      [4, 0, 0, 0, 0],
      [4, 0, 0, 0, 0],
    ].map((result, i) => drawnDraw(`FAST1-2026112${i}`, '2026-11-28T10:00:00Z', { result }));
    const counts = digitFrequency(draws, 1);
    expect(counts.filter((digit) => digit.hot).map((digit) => digit.digit)).toEqual([4]);
    expect(counts.filter((digit) => digit.cold)).toHaveLength(9);
    expect(digitFrequency(draws, 2).some((digit) => digit.hot)).toBe(true);
    const even = [
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
    ].map((result, i) => drawnDraw(`FAST1-2026113${i}`, '2026-11-28T10:00:00Z', { result }));
    expect(digitFrequency(even, 1).filter((digit) => digit.hot || digit.cold).length).toBe(10);
  });
});
