import { describe, expect, it } from 'vitest';
import { replayBlackjack } from '../blackjack/blackjack.ts';
import { fairRng } from '../fairness/fairness.ts';
import {
  basicStrategyAction,
  compare,
  emptyTally,
  exactFigures,
  mergeTally,
  SIM_GAMES,
  simulateGame,
} from './simulate.ts';

/** 99.9% two-sided. */
const Z = 3.291;
const ROUNDS = 20_000;
const seed = { serverSeed: 'sim-test-server-seed', clientSeed: 'sim-test', nonce: 0 };

describe('simulated RTP (small samples)', () => {
  for (const game of SIM_GAMES) {
    it(`${game}: every bet type within the 99.9% interval of its exact RTP`, () => {
      const rows = compare(simulateGame(game, { rounds: ROUNDS, seed }), exactFigures(game), Z);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.standardError, row.betType).toBeGreaterThan(0);
        expect({ betType: row.betType, z: row.z, pass: row.pass }).toEqual({
          betType: row.betType,
          z: row.z,
          pass: true,
        });
      }
    });
  }
});

describe('tallies', () => {
  it('are the same whether the rounds are played at once or in chunks that are merged', () => {
    const whole = simulateGame('baccarat', { rounds: 2_000, seed });
    const merged = emptyTally('baccarat');
    mergeTally(merged, simulateGame('baccarat', { rounds: 700, seed }));
    mergeTally(merged, simulateGame('baccarat', { rounds: 1_300, seed: { ...seed, nonce: 700 } }));
    expect(merged).toEqual(whole);
  });

  it('catch a wrong exact figure', () => {
    const tally = simulateGame('roulette', { rounds: 5_000, seed });
    const wrong = exactFigures('roulette').map((figure) => ({ ...figure, rtp: figure.rtp - 0.05 }));
    const rows = compare(tally, wrong, Z);
    expect(rows.find((row) => row.betType === 'RED')?.pass).toBe(false);
  });
});

describe('basic strategy', () => {
  it('plays rounds to the end with legal actions only, never taking insurance', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const pair = { ...seed, nonce };
      const actions: Parameters<typeof replayBlackjack>[2][number][] = [];
      for (;;) {
        const result = replayBlackjack(fairRng(pair), 2, actions);
        if (!result.ok) throw new Error(result.message);
        if (result.state.phase === 'finished') break;
        const action = basicStrategyAction(result.state);
        expect(result.state.legalActions).toContain(action);
        expect(action).not.toBe('insurance');
        actions.push(action);
      }
    }
  });
});
