import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Card, cardLabel, RANK_LABELS } from '../fairness/cards.ts';
import { fairRng, scriptedRng } from '../fairness/fairness.ts';
import { type Fraction, fraction, fractionToNumber, mul, sub } from '../table/fraction.ts';
import { shoeScript } from '../table/testing.ts';
import {
  BACCARAT_DECKS,
  BACCARAT_MIN_STAKE,
  BACCARAT_SPOTS,
  type BaccaratBet,
  type BaccaratOutcome,
  baccaratBankerEdgeAt,
  baccaratExactReturns,
  dealBaccarat,
  describeBaccaratRound,
  settleBaccarat,
  validateBaccaratBets,
} from './baccarat.ts';

/** A card worth `value` points (0 -> a king). */
const worth = (value: number, suit = 'C'): string => `${value === 0 ? 'K' : RANK_LABELS[value - 1]}${suit}`;

/** Deals P1, B1, P2, B2, then the third cards if the rules call for them. */
const deal = (...labels: string[]): BaccaratOutcome =>
  dealBaccarat(scriptedRng(shoeScript(labels, BACCARAT_DECKS)));
const labelsOf = (cards: readonly Card[]) => cards.map(cardLabel);

describe('dealing', () => {
  it('deals Player, Banker, Player, Banker and totals modulo 10 (court cards and tens count 0)', () => {
    const round = deal('9S', '10H', '6D', 'QC', '5H', '2S');
    expect(labelsOf(round.player.cards)).toEqual(['9S', '6D', '5H']);
    expect(labelsOf(round.banker.cards)).toEqual(['10H', 'QC', '2S']);
    expect(round.player.twoCardTotal).toBe(5);
    expect(round.player.total).toBe(0);
    expect(round.banker.total).toBe(2);
    expect(round.winner).toBe('BANKER');
    expect(labelsOf(round.dealt)).toEqual(['9S', '10H', '6D', 'QC', '5H', '2S']);
    expect(describeBaccaratRound(round)).toBe('Player 9S 6D 5H = 0; Banker 10H QC 2S = 2; Banker wins');
  });

  it('stops at a natural 8 or 9 on either side: nobody draws, even on totals that would', () => {
    const playerEight = deal('5S', 'KH', '3D', 'QC', '2H', '2S');
    expect(playerEight.player.natural).toBe(true);
    expect(playerEight.player.drewThird).toBe(false);
    expect(playerEight.banker.drewThird).toBe(false); // banker 0 would otherwise draw
    expect(playerEight.dealt).toHaveLength(4);
    expect(playerEight.winner).toBe('PLAYER');

    const bankerNine = deal('KS', '4H', 'QD', '5C', '2H', '2S');
    expect(bankerNine.banker.natural).toBe(true);
    expect(bankerNine.player.drewThird).toBe(false); // player 0 would otherwise draw
    expect(bankerNine.winner).toBe('BANKER');

    const bothNatural = deal('4S', '3H', '4D', '5C', '2H', '2S');
    expect([bothNatural.player.total, bothNatural.banker.total]).toEqual([8, 8]);
    expect(bothNatural.winner).toBe('TIE');
    expect(bothNatural.dealt).toHaveLength(4);

    const nineBeatsEight = deal('6S', '4H', '3D', '4C');
    expect([nineBeatsEight.player.total, nineBeatsEight.banker.total]).toEqual([9, 8]);
    expect(nineBeatsEight.winner).toBe('PLAYER');
  });

  it('makes the player draw on 0-5 and stand on 6-7', () => {
    for (let total = 0; total <= 7; total++) {
      // Banker 7 stands whatever happens, so only the player's rule is at work.
      const round = deal(worth(total, 'S'), '7H', 'KS', 'KD', '3C', '3H');
      expect(round.player.twoCardTotal).toBe(total);
      expect(round.player.drewThird, `player on ${total}`).toBe(total <= 5);
      expect(round.banker.drewThird).toBe(false);
    }
  });

  // The banker's table: row = banker's two-card total; columns = value of the player's third card
  // 0..9, then (after the space) what the banker does when the player stood. D draws, S stands.
  const BANKER_TABLE: Record<number, string> = {
    0: 'DDDDDDDDDD D',
    1: 'DDDDDDDDDD D',
    2: 'DDDDDDDDDD D',
    3: 'DDDDDDDDSD D',
    4: 'SSDDDDDDSS D',
    5: 'SSSSDDDDSS D',
    6: 'SSSSSSDDSS S',
    7: 'SSSSSSSSSS S',
  };
  const bankerHand = (total: number): [string, string] =>
    total === 0 ? ['KH', 'JH'] : [worth(total, 'H'), 'QD'];

  for (let bankerTotal = 0; bankerTotal <= 7; bankerTotal++) {
    const row = BANKER_TABLE[bankerTotal] as string;
    it(`makes the banker on ${bankerTotal} follow the table (${row})`, () => {
      const [b1, b2] = bankerHand(bankerTotal);
      for (let third = 0; third <= 9; third++) {
        // Player 2 + 3 = 5 draws the third card; the banker's possible third card is a 4.
        const round = deal('2S', b1, '3H', b2, worth(third), '4D');
        expect(round.player.drewThird).toBe(true);
        expect(round.banker.twoCardTotal).toBe(bankerTotal);
        const draws = row[third] === 'D';
        expect(round.banker.drewThird, `banker ${bankerTotal}, player's third ${third}`).toBe(draws);
        expect(round.banker.total).toBe(draws ? (bankerTotal + 4) % 10 : bankerTotal);
        expect(round.player.total).toBe((5 + third) % 10);
        expect(round.dealt).toHaveLength(draws ? 6 : 5);
      }
      // Player 3 + 4 = 7 stands: the banker plays 0-5 draw, 6-7 stand.
      const stood = deal('3S', b1, '4H', b2, '4D', '4C');
      expect(stood.player.drewThird).toBe(false);
      const draws = row[11] === 'D';
      expect(stood.banker.drewThird, `banker ${bankerTotal}, player stood`).toBe(draws);
      expect(labelsOf(stood.banker.cards)).toEqual(draws ? [b1, b2, '4D'] : [b1, b2]);
    });
  }

  it('calls a pair on the first two cards of the same rank only (K-K yes, K-Q no)', () => {
    const pairs = deal('7S', 'KD', '7H', 'KC', '2C', '2D');
    expect(pairs.player.pair).toBe(true);
    expect(pairs.banker.pair).toBe(true);
    const noPairs = deal('KS', '10D', 'QS', 'JD', '5C', '5H');
    expect(noPairs.player.pair).toBe(false);
    expect(noPairs.banker.pair).toBe(false);
    // The third card never makes a pair.
    const thirdCard = deal('2S', 'KD', '3S', 'QC', '2H', '10H');
    expect(thirdCard.player.pair).toBe(false);
    expect(thirdCard.banker.pair).toBe(false);
    // Eight decks hold eight copies of each card: the very same card twice is a pair.
    expect(deal('9S', '5D', '9S', '5D').player.pair).toBe(true);
  });

  it('replays the same round from the same seeds, and another from the next nonce', () => {
    const pair = { serverSeed: 'baccarat-server-seed', clientSeed: 'player-seed', nonce: 1 };
    const round = dealBaccarat(fairRng(pair));
    expect(dealBaccarat(fairRng(pair))).toEqual(round);
    // Pinned: a published seed pair must verify to the same round forever.
    expect(describeBaccaratRound(round)).toBe('Player JD 6D = 6; Banker 8C QD = 8 (natural); Banker wins');
    // The first card by hand: the first 32-bit word of HMAC-SHA256(serverSeed, "clientSeed:nonce:0")
    // picks a position among the 416 cards of the shoe, laid out deck after deck.
    const word = createHmac('sha256', pair.serverSeed).update('player-seed:1:0').digest().readUInt32BE(0);
    expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % 416));
    expect(round.dealt[0]).toBe((word % 416) % 52);
    const others = [2, 3, 4, 5].map((nonce) => dealBaccarat(fairRng({ ...pair, nonce })).dealt);
    expect(others.some((dealt) => JSON.stringify(dealt) !== JSON.stringify(round.dealt))).toBe(true);
  });
});

describe('settlement', () => {
  const bankerWins = deal('2S', '3H', '4D', '5C'); // player 6 against a natural 8
  const playerWins = deal('9S', '3H', 'KD', '5C'); // a natural 9 against a natural 8
  const tie = deal('7S', '7H', 'KD', 'KC'); // 7 against 7: both stand
  const bets = (...list: [BaccaratBet['spot'], number][]) => list.map(([spot, stake]) => ({ spot, stake }));

  it('pays the banker 1:1 less 5% commission, rounding the win up to the minor unit', () => {
    expect(bankerWins.winner).toBe('BANKER');
    const settled = settleBaccarat(bankerWins, bets(['BANKER', 100]));
    expect(settled.bets[0]).toMatchObject({ result: 'WIN', returned: 195, net: 95 });
    const returnOn = (stake: number) => settleBaccarat(bankerWins, bets(['BANKER', stake])).totalReturned;
    expect(returnOn(10)).toBe(20); // 9.5 won: 10 paid
    expect(returnOn(19)).toBe(38); // 18.05 won: 19 paid
    expect(returnOn(20)).toBe(39);
    expect(returnOn(110)).toBe(215); // 104.5 won: 105 paid
    expect(returnOn(130)).toBe(254); // 123.5 won: 124 paid
    expect(returnOn(1)).toBe(2); // 0.95 won: 1 paid
    // Exact on stakes far beyond a double's cents: 0.95 * 10^15 = 950,000,000,000,000.
    expect(returnOn(1e15)).toBe(1_950_000_000_000_000);
    expect(returnOn(2 ** 50 + 1)).toBe(2_195_504_818_343_119); // 2^50 + 1 + ceil(19 (2^50 + 1) / 20)
  });

  it('pays the player 1:1 and takes the banker bet when the player wins', () => {
    expect(playerWins.winner).toBe('PLAYER');
    const settled = settleBaccarat(playerWins, bets(['PLAYER', 50], ['BANKER', 30], ['TIE', 10]));
    expect(settled.bets.map((bet) => [bet.spot, bet.result, bet.returned])).toEqual([
      ['PLAYER', 'WIN', 100],
      ['BANKER', 'LOSE', 0],
      ['TIE', 'LOSE', 0],
    ]);
    expect(settled).toMatchObject({ totalStaked: 90, totalReturned: 100, net: 10 });
  });

  it('pays a tie 8:1 and gives player and banker bets back', () => {
    expect(tie.winner).toBe('TIE');
    const settled = settleBaccarat(tie, bets(['PLAYER', 40], ['BANKER', 60], ['TIE', 5]));
    expect(settled.bets.map((bet) => [bet.spot, bet.result, bet.returned, bet.net])).toEqual([
      ['PLAYER', 'PUSH', 40, 0],
      ['BANKER', 'PUSH', 60, 0],
      ['TIE', 'WIN', 45, 40],
    ]);
    expect(settled).toMatchObject({ totalStaked: 105, totalReturned: 145, net: 40 });
  });

  it('pays a pair 11:1 whoever wins the coup', () => {
    // Player Q-Q (0) draws a king and loses to banker 8-8 (6), which stands on a third card of 0.
    const round = deal('QS', '8H', 'QD', '8C', 'KH', 'KD');
    expect(round.winner).toBe('BANKER');
    const settled = settleBaccarat(round, bets(['PLAYER_PAIR', 10], ['BANKER_PAIR', 7], ['PLAYER', 10]));
    expect(settled.bets.map((bet) => bet.returned)).toEqual([120, 84, 0]);
    expect(settleBaccarat(playerWins, bets(['PLAYER_PAIR', 10], ['BANKER_PAIR', 10])).totalReturned).toBe(0);
  });

  it('refuses bets validation would have refused', () => {
    expect(() => settleBaccarat(tie, bets(['PLAYER', 0]))).toThrow(RangeError);
    expect(() => settleBaccarat(tie, [{ spot: 'SIDE' as 'TIE', stake: 1 }])).toThrow(RangeError);
    expect(() => settleBaccarat(tie, bets(['TIE', Number.MAX_SAFE_INTEGER]))).toThrow(RangeError);
  });
});

describe('bet validation', () => {
  const limits = { min: 50, max: 10_000 };

  it('accepts a slip of distinct known spots within the limits', () => {
    const slip = BACCARAT_SPOTS.map((spot) => ({ spot, stake: 50 }));
    expect(validateBaccaratBets(slip, limits)).toEqual({ ok: true, bets: slip });
  });

  it('never takes a stake below 40, whatever the limits, so the banker bet keeps its edge', () => {
    expect(BACCARAT_MIN_STAKE).toBe(40);
    const below = validateBaccaratBets([{ spot: 'BANKER', stake: 39 }], { min: 1, max: 10_000 });
    expect(below).toEqual({ ok: false, errors: [{ code: 'BELOW_MIN', index: 0, stake: 39, min: 40 }] });
    expect(validateBaccaratBets([{ spot: 'BANKER', stake: 40 }], { min: 1, max: 10_000 }).ok).toBe(true);
  });

  it('reports every problem with the index of its bet, without throwing', () => {
    const result = validateBaccaratBets(
      [
        { spot: 'PLAYER', stake: 100 },
        { spot: 'DRAGON', stake: 100 },
        { spot: 'BANKER', stake: 0 },
        { spot: 'TIE', stake: 12.5 },
        { spot: 'PLAYER_PAIR', stake: 5 },
        { spot: 'BANKER_PAIR', stake: 10_001 },
        { spot: 'PLAYER', stake: 100 },
        { spot: 'TIE', stake: 2 ** 53 },
        { spot: 'BANKER', stake: Number.NaN },
        { spot: 'BANKER', stake: '100' as unknown as number },
        null as unknown as { spot: string; stake: number },
      ],
      limits,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { code: 'UNKNOWN_SPOT', index: 1, spot: 'DRAGON' },
      { code: 'BAD_STAKE', index: 2, stake: 0 },
      { code: 'BAD_STAKE', index: 3, stake: 12.5 },
      { code: 'BELOW_MIN', index: 4, stake: 5, min: 50 },
      { code: 'ABOVE_MAX', index: 5, stake: 10_001, max: 10_000 },
      { code: 'DUPLICATE_SPOT', index: 6, spot: 'PLAYER' },
      { code: 'DUPLICATE_SPOT', index: 7, spot: 'TIE' },
      { code: 'BAD_STAKE', index: 7, stake: 2 ** 53 },
      { code: 'DUPLICATE_SPOT', index: 8, spot: 'BANKER' },
      { code: 'BAD_STAKE', index: 8, stake: Number.NaN },
      { code: 'DUPLICATE_SPOT', index: 9, spot: 'BANKER' },
      { code: 'BAD_STAKE', index: 9, stake: '100' },
      { code: 'MALFORMED', index: 10 },
    ]);
  });

  it('refuses an empty slip and one that is not a list', () => {
    expect(validateBaccaratBets([], limits)).toEqual({ ok: false, errors: [{ code: 'EMPTY' }] });
    expect(validateBaccaratBets({} as unknown as [], limits)).toEqual({
      ok: false,
      errors: [{ code: 'MALFORMED', index: -1 }],
    });
  });
});

describe('exact returns', () => {
  const eight = baccaratExactReturns();
  const percent = (x: number) => x * 100;

  it('match the published 8-deck house edges', () => {
    expect(percent(eight.houseEdge.BANKER)).toBeCloseTo(1.0579, 3);
    expect(percent(eight.houseEdge.PLAYER)).toBeCloseTo(1.2351, 3);
    expect(percent(eight.houseEdge.TIE)).toBeCloseTo(14.3596, 3);
    expect(percent(eight.houseEdge.PLAYER_PAIR)).toBeCloseTo(10.3614, 3);
    expect(percent(eight.houseEdge.BANKER_PAIR)).toBeCloseTo(10.3614, 3);
  });

  it('match the published 8-deck outcome probabilities, summing exactly to one', () => {
    expect(eight.probability.BANKER).toBeCloseTo(0.458597, 6);
    expect(eight.probability.PLAYER).toBeCloseTo(0.446247, 6);
    expect(eight.probability.TIE).toBeCloseTo(0.095156, 6);
    const { PLAYER, BANKER, TIE } = eight.exact.probability;
    const den = PLAYER.denominator * BANKER.denominator * TIE.denominator;
    const num =
      PLAYER.numerator * BANKER.denominator * TIE.denominator +
      BANKER.numerator * PLAYER.denominator * TIE.denominator +
      TIE.numerator * PLAYER.denominator * BANKER.denominator;
    expect(num).toBe(den);
  });

  it('give a pair exactly 31/415 in 8 decks, an 11:1 pair edge of 43/415', () => {
    expect(eight.exact.probability.PLAYER_PAIR).toEqual({ numerator: 31n, denominator: 415n });
    expect(eight.exact.houseEdge.BANKER_PAIR).toEqual({ numerator: 43n, denominator: 415n });
    // Cross-check the banker's pair (2nd and 4th cards) by enumerating ranks of the first four cards.
    let hits = 0;
    let all = 0;
    const left = new Array<number>(13).fill(32);
    const take = (depth: number, ranks: number[], weight: number): void => {
      if (depth === 4) {
        all += weight;
        if (ranks[1] === ranks[3]) hits += weight;
        return;
      }
      for (let r = 0; r < 13; r++) {
        const count = left[r] as number;
        left[r] = count - 1;
        take(depth + 1, [...ranks, r], weight * count);
        left[r] = count;
      }
    };
    take(0, [], 1);
    expect(hits * 415).toBe(all * 31);
  });

  it('give the banker bet an edge at any stake of at most the nominal 1.0579%, since its win rounds up', () => {
    const nominal = eight.exact.houseEdge.BANKER;
    const atMost = (a: Fraction, b: Fraction) => sub(b, a).numerator >= 0n;
    // A multiple of 20 is paid exactly 19/20: the nominal edge itself.
    for (const stake of [20, 100, 1000, 20 * 7919])
      expect(baccaratBankerEdgeAt(stake, eight)).toEqual(nominal);
    // Any other stake is paid up to 19/20 of a minor unit more: a lower edge, by at most that much.
    const roundingGift = (stake: number) =>
      mul(eight.exact.probability.BANKER, fraction(19n, 20n * BigInt(stake)));
    for (let stake = 1; stake <= 2000; stake++) {
      const edge = baccaratBankerEdgeAt(stake, eight);
      expect(atMost(edge, nominal), `stake ${stake}`).toBe(true);
      expect(atMost(sub(nominal, roundingGift(stake)), edge), `stake ${stake}`).toBe(true);
    }
    // The gift outweighs the commission below 40 minor units (a stake of 39 wins 37.05, is paid 38):
    // the reason a table minimum must not go below 0.40 (docs/in-house-games.md).
    expect(baccaratBankerEdgeAt(39, eight).numerator < 0n).toBe(true);
    for (let stake = 40; stake <= 2000; stake++)
      expect(baccaratBankerEdgeAt(stake, eight).numerator > 0n, `stake ${stake}`).toBe(true);
    expect(percent(fractionToNumber(baccaratBankerEdgeAt(110, eight)))).toBeCloseTo(0.8495, 3);
    expect(percent(fractionToNumber(baccaratBankerEdgeAt(130, eight)))).toBeCloseTo(0.8815, 3);
    expect(() => baccaratBankerEdgeAt(0)).toThrow(RangeError);
    expect(() => baccaratBankerEdgeAt(1.5)).toThrow(RangeError);
  });

  it('match the published 6-deck edges too', () => {
    const six = baccaratExactReturns(6);
    expect(percent(six.houseEdge.BANKER)).toBeCloseTo(1.0558, 3);
    expect(percent(six.houseEdge.PLAYER)).toBeCloseTo(1.2374, 3);
    expect(percent(six.houseEdge.TIE)).toBeCloseTo(14.4382, 3);
  });

  it('agree with 20,000 dealt rounds within sampling error', () => {
    const counts = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce++)
      counts[dealBaccarat(fairRng({ serverSeed: 'exact-check', clientSeed: 'c', nonce })).winner] += 1;
    for (const winner of ['PLAYER', 'BANKER', 'TIE'] as const) {
      const p = eight.probability[winner];
      const sd = Math.sqrt((p * (1 - p)) / rounds);
      expect(Math.abs(counts[winner] / rounds - p)).toBeLessThan(4.5 * sd);
    }
  });

  it('refuse a shoe they cannot enumerate', () => {
    expect(() => baccaratExactReturns(0)).toThrow(RangeError);
    expect(() => baccaratExactReturns(2.5)).toThrow(RangeError);
  });
});
