import type { InHouseGame, InHouseRound } from '@platform/contract/in-house';
import { dealBaccarat } from '@platform/games/baccarat/baccarat';
import {
  applyBlackjackAction,
  type BlackjackState,
  publicView,
  startBlackjack,
} from '@platform/games/blackjack/blackjack';
import { dealDragonTiger } from '@platform/games/dragon-tiger/dragon-tiger';
import { fairRng, type SeedPair } from '@platform/games/fairness/fairness';
import { spinRoulette } from '@platform/games/roulette/roulette';
import { rollSicBo } from '@platform/games/sic-bo/sic-bo';
import { CLASSIC_SLOT, spinSlot } from '@platform/games/slot/slot';
import { describe, expect, it } from 'vitest';
import { CLIENT_SEED, inHouseRound, SERVER_SEED } from '../test/in-house-fixtures.ts';
import { sameJson, verifyRound } from './verify-round.ts';

const pair = (nonce: number): SeedPair => ({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });

/** Object keys in reverse order, as a jsonb column may hand them back: the check must not care. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reordered(item)]),
  );
}

/** A revealed round whose outcome the server computed with the engine from the seeds. */
function revealed(game: InHouseGame, nonce: number, outcome: unknown, stake = 100): InHouseRound {
  return inHouseRound(game, {
    nonce,
    serverSeed: SERVER_SEED,
    outcome: reordered(JSON.parse(JSON.stringify(outcome))),
    bets: [{ spot: 'X', stake, returned: 0 }],
  });
}

describe('verifyRound', () => {
  it.each([
    ['baccarat', (n: number) => dealBaccarat(fairRng(pair(n)))],
    ['dragon-tiger', (n: number) => dealDragonTiger(fairRng(pair(n)))],
    ['roulette', (n: number) => spinRoulette(fairRng(pair(n)))],
    ['sic-bo', (n: number) => rollSicBo(fairRng(pair(n)))],
    ['slot', (n: number) => spinSlot(CLASSIC_SLOT, fairRng(pair(n)), 100)],
  ] as const)('verifies a revealed %s round recomputed from its seeds', (game, play) => {
    for (const nonce of [0, 1, 7]) {
      const check = verifyRound(revealed(game, nonce, play(nonce)));
      expect(check.status).toBe('verified');
      expect(sameJson(check.recomputed, JSON.parse(JSON.stringify(play(nonce))))).toBe(true);
    }
  });

  it('verifies a played blackjack hand by replaying its actions', () => {
    const started = startBlackjack(fairRng(pair(4)), 100);
    if (!started.ok) throw new Error(started.message);
    let state: BlackjackState = started.state;
    while (state.phase !== 'finished') {
      const action = state.legalActions.includes('stand') ? 'stand' : 'no-insurance';
      const next = applyBlackjackAction(state, fairRng(pair(4)), action);
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    }
    const round = {
      ...revealed('blackjack', 4, publicView(state), state.totalStaked),
      actions: [...state.actions],
    };
    expect(verifyRound(round).status).toBe('verified');
    // The same cards with an action the player never took do not add up.
    expect(verifyRound({ ...round, actions: ['hit', ...round.actions] }).status).toBe('mismatch');
  });

  it('finds a tampered outcome: another pocket than the seeds give', () => {
    const outcome = spinRoulette(fairRng(pair(2)));
    const pocket = (outcome.pocket + 1) % 37;
    const tampered = revealed('roulette', 2, { ...outcome, pocket });
    const check = verifyRound(tampered);
    expect(check.status).toBe('mismatch');
    expect(check.recomputed).toEqual({ pocket: outcome.pocket, colour: outcome.colour });
  });

  it('finds a server seed that does not match the fingerprint shown before play', () => {
    const round = revealed('sic-bo', 1, rollSicBo(fairRng(pair(1))));
    expect(verifyRound({ ...round, serverSeed: `${SERVER_SEED}0` }).status).toBe('mismatch');
  });

  it('finds an outcome of another nonce', () => {
    const round = revealed('baccarat', 5, dealBaccarat(fairRng(pair(6))));
    expect(verifyRound(round).status).toBe('mismatch');
  });

  it('cannot check a round whose server seed is still secret', () => {
    const round = revealed('dragon-tiger', 0, dealDragonTiger(fairRng(pair(0))));
    expect(verifyRound({ ...round, serverSeed: null })).toEqual({ status: 'unrevealed' });
  });
});

describe('sameJson', () => {
  it('ignores key order but not array order or values', () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
  });
});
