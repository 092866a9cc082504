import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng, scriptedRng } from '../fairness/fairness.ts';
import { card, shoeScript } from '../table/testing.ts';
import {
  DRAGON_TIGER_DECKS,
  DRAGON_TIGER_SPOTS,
  type DragonTigerBet,
  type DragonTigerOutcome,
  dealDragonTiger,
  describeDragonTigerRound,
  dragonTigerExactReturns,
  settleDragonTiger,
  validateDragonTigerBets,
} from './dragon-tiger.ts';

const deal = (dragon: string, tiger: string): DragonTigerOutcome =>
  dealDragonTiger(scriptedRng(shoeScript([dragon, tiger], DRAGON_TIGER_DECKS)));

describe('dealing', () => {
  it('deals Dragon first, then Tiger, and the higher rank wins, suits aside', () => {
    const round = deal('9S', '4H');
    expect([round.dragon, round.tiger]).toEqual([card('9S'), card('4H')]);
    expect(round).toMatchObject({ dragonRank: 9, tigerRank: 4, winner: 'DRAGON', suitedTie: false });
    expect(describeDragonTigerRound(round)).toBe('Dragon 9S; Tiger 4H; Dragon wins');
    expect(deal('10D', 'JD').winner).toBe('TIGER');
  });

  it('counts the ace low and the king high', () => {
    expect(deal('AS', '2H').winner).toBe('TIGER');
    expect(deal('KS', 'AH').winner).toBe('DRAGON');
    expect(deal('QC', 'KC').winner).toBe('TIGER');
  });

  it('calls a tie on equal ranks, and a suited tie only on the same rank and suit', () => {
    expect(deal('7S', '7H')).toMatchObject({ winner: 'TIE', suitedTie: false });
    const suited = deal('7S', '7S'); // eight decks: eight of each card
    expect(suited).toMatchObject({ winner: 'TIE', suitedTie: true });
    expect(describeDragonTigerRound(suited)).toBe('Dragon 7S; Tiger 7S; Suited tie');
  });

  it('replays the same round from the same seeds, and others from other nonces', () => {
    const pair = { serverSeed: 'dragon-server-seed', clientSeed: 'player-seed', nonce: 1 };
    const round = dealDragonTiger(fairRng(pair));
    expect(dealDragonTiger(fairRng(pair))).toEqual(round);
    // Pinned: a published seed pair must verify to the same round forever.
    expect(describeDragonTigerRound(round)).toBe('Dragon 9H; Tiger AS; Dragon wins');
    // The Dragon card by hand: the first 32-bit word of HMAC-SHA256(serverSeed, "clientSeed:nonce:0")
    // picks a position among the 416 cards of the shoe, laid out deck after deck.
    const word = createHmac('sha256', pair.serverSeed).update('player-seed:1:0').digest().readUInt32BE(0);
    expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % 416));
    expect(round.dragon).toBe((word % 416) % 52);
    const others = [2, 3, 4, 5].map((nonce) => dealDragonTiger(fairRng({ ...pair, nonce })));
    expect(others.some((other) => other.dragon !== round.dragon || other.tiger !== round.tiger)).toBe(true);
  });
});

describe('settlement', () => {
  const bets = (...list: [DragonTigerBet['spot'], number][]) =>
    list.map(([spot, stake]) => ({ spot, stake }));

  it('pays Dragon and Tiger 1:1 and takes the other side', () => {
    const settled = settleDragonTiger(deal('QS', '3D'), bets(['DRAGON', 100], ['TIGER', 40], ['TIE', 10]));
    expect(settled.bets.map((bet) => [bet.spot, bet.result, bet.returned, bet.net])).toEqual([
      ['DRAGON', 'WIN', 200, 100],
      ['TIGER', 'LOSE', 0, -40],
      ['TIE', 'LOSE', 0, -10],
    ]);
    expect(settled).toMatchObject({ totalStaked: 150, totalReturned: 200, net: 50 });
  });

  it('takes half of Dragon and Tiger bets on a tie, rounding the half returned down', () => {
    const settled = settleDragonTiger(deal('5S', '5H'), bets(['DRAGON', 100], ['TIGER', 101]));
    expect(settled.bets.map((bet) => [bet.spot, bet.result, bet.returned, bet.net])).toEqual([
      ['DRAGON', 'HALF_LOSS', 50, -50],
      ['TIGER', 'HALF_LOSS', 50, -51], // 50.5 back: 50 paid
    ]);
    expect(settleDragonTiger(deal('5S', '5H'), bets(['TIGER', 1])).totalReturned).toBe(0);
  });

  it('pays a tie 8:1 and a suited tie 50:1, the suited tie only when the suits match', () => {
    const plain = settleDragonTiger(deal('JC', 'JD'), bets(['TIE', 10], ['SUITED_TIE', 10]));
    expect(plain.bets.map((bet) => bet.returned)).toEqual([90, 0]);
    const suited = settleDragonTiger(deal('JD', 'JD'), bets(['TIE', 10], ['SUITED_TIE', 10], ['DRAGON', 10]));
    expect(suited.bets.map((bet) => bet.returned)).toEqual([90, 510, 5]);
    expect(suited).toMatchObject({ totalStaked: 30, totalReturned: 605, net: 575 });
  });

  it('refuses bets validation would have refused', () => {
    const round = deal('5S', '5H');
    expect(() => settleDragonTiger(round, bets(['DRAGON', -1]))).toThrow(RangeError);
    expect(() => settleDragonTiger(round, [{ spot: 'PLAYER' as 'TIE', stake: 1 }])).toThrow(RangeError);
    expect(() => settleDragonTiger(round, bets(['SUITED_TIE', 2 ** 50]))).not.toThrow();
    expect(() => settleDragonTiger(deal('JD', 'JD'), bets(['SUITED_TIE', 2 ** 50]))).toThrow(RangeError);
  });
});

describe('bet validation', () => {
  const limits = { min: 100, max: 50_000 };

  it('accepts a slip of distinct known spots within the limits', () => {
    const slip = DRAGON_TIGER_SPOTS.map((spot) => ({ spot, stake: 100 }));
    expect(validateDragonTigerBets(slip, limits)).toEqual({ ok: true, bets: slip });
  });

  it('reports every problem with the index of its bet, without throwing', () => {
    const result = validateDragonTigerBets(
      [
        { spot: 'DRAGON', stake: 500 },
        { spot: 'BANKER', stake: 500 },
        { spot: 'TIGER', stake: -100 },
        { spot: 'TIE', stake: 99 },
        { spot: 'SUITED_TIE', stake: 50_001 },
        { spot: 'DRAGON', stake: 100 },
        { spot: 'TIE', stake: Number.POSITIVE_INFINITY },
        'DRAGON' as unknown as { spot: string; stake: number },
      ],
      limits,
    );
    expect(!result.ok && result.errors).toEqual([
      { code: 'UNKNOWN_SPOT', index: 1, spot: 'BANKER' },
      { code: 'BAD_STAKE', index: 2, stake: -100 },
      { code: 'BELOW_MIN', index: 3, stake: 99, min: 100 },
      { code: 'ABOVE_MAX', index: 4, stake: 50_001, max: 50_000 },
      { code: 'DUPLICATE_SPOT', index: 5, spot: 'DRAGON' },
      { code: 'DUPLICATE_SPOT', index: 6, spot: 'TIE' },
      { code: 'BAD_STAKE', index: 6, stake: Number.POSITIVE_INFINITY },
      { code: 'MALFORMED', index: 7 },
    ]);
  });

  it('refuses an empty slip', () => {
    expect(validateDragonTigerBets([], limits)).toEqual({ ok: false, errors: [{ code: 'EMPTY' }] });
  });
});

describe('exact returns', () => {
  const eight = dragonTigerExactReturns();
  const percent = (x: number) => x * 100;

  it('match the published 8-deck house edges with the tie half-loss rule', () => {
    expect(percent(eight.houseEdge.DRAGON)).toBeCloseTo(3.7349, 3);
    expect(percent(eight.houseEdge.TIGER)).toBeCloseTo(3.7349, 3);
    expect(percent(eight.houseEdge.TIE)).toBeCloseTo(32.7711, 3);
    expect(percent(eight.houseEdge.SUITED_TIE)).toBeCloseTo(13.9759, 3);
  });

  it('are exact fractions: a tie is 31/415, a suited tie 7/415, the Dragon edge 31/830', () => {
    expect(eight.exact.probability.TIE).toEqual({ numerator: 31n, denominator: 415n });
    expect(eight.exact.probability.SUITED_TIE).toEqual({ numerator: 7n, denominator: 415n });
    expect(eight.exact.probability.DRAGON).toEqual({ numerator: 192n, denominator: 415n });
    expect(eight.exact.probability.TIGER).toEqual(eight.exact.probability.DRAGON);
    expect(eight.exact.houseEdge.DRAGON).toEqual({ numerator: 31n, denominator: 830n });
    expect(eight.exact.houseEdge.TIE).toEqual({ numerator: 136n, denominator: 415n });
  });

  it('agree with a single deck worked by hand: a tie is 3/51', () => {
    expect(dragonTigerExactReturns(1).exact.probability).toMatchObject({
      TIE: { numerator: 1n, denominator: 17n },
      SUITED_TIE: { numerator: 0n, denominator: 1n },
    });
  });
});
