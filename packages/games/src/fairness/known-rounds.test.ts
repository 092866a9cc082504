import { describe, expect, it } from 'vitest';
import { dealBaccarat } from '../baccarat/baccarat.ts';
import { startBlackjack } from '../blackjack/blackjack.ts';
import { dealDragonTiger } from '../dragon-tiger/dragon-tiger.ts';
import { spinRoulette } from '../roulette/roulette.ts';
import { rollSicBo } from '../sic-bo/sic-bo.ts';
import { cardLabel } from './cards.ts';
import { fairRng, type SeedPair } from './fairness.ts';

/**
 * Rounds already played must verify forever: a player (or the browser) replays a revealed server seed
 * with their client seed and nonce and must see the very cards, dice and pocket they were shown. These
 * rounds were computed once and written down; a change to how any game draws from the generator
 * fails here, whatever the game's own tests say.
 */

/** Eight rounds in a row from `nonce` on, per seed pair. */
type KnownRounds<T> = readonly [
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  rounds: readonly T[],
][];

const SEEDS = {
  fixed: ['fixed-server-seed-1', 'fixed-client', 0],
  hex: ['9f86d081884c7d659a2feaa0c55ad015', 'lucky-7', 1],
  short: ['a3f1c0de', 'player-seed', 42],
} as const;

/** Every card dealt, in deal order. */
const BACCARAT: KnownRounds<string> = [
  [
    ...SEEDS.fixed,
    [
      'JD JS 6S KD 10D',
      '6C QD 9C QH 9S QC',
      'QC QC 4D 7S 10S',
      'KS 9D 6C 8H',
      '10S 6D 10D KS 10S',
      '3C 4D 6C AD',
      '9S 4S KH AD',
      '5C 10D KH 3C 8D',
    ],
  ],
  [
    ...SEEDS.hex,
    [
      'KH 5C 10H 6D QS 4C',
      '8H 2C 2H QS KC 7D',
      'KD 6D 3D 8H 4C 5S',
      'AD 10S 5S JS 2D',
      '7H 9D 2H 3D',
      'JS 7H AH 7S 9D',
      '4D AH 10H 3S 3H 5H',
      'QH 6S 5C AS 3C',
    ],
  ],
  [
    ...SEEDS.short,
    [
      '10H KS QD 10C AH 10S',
      '7D JS 5D 3H 10D KC',
      '6D 2S QH 5C',
      '8S QD QD 6D',
      '9C 7H 7H JD',
      '4H 7S 10H 10H 3C',
      '5D 4H 6H 9H 5D 3C',
      'JD 8H 9H 2D',
    ],
  ],
];

/** Dragon's card, then Tiger's. */
const DRAGON_TIGER: KnownRounds<string> = [
  [...SEEDS.fixed, ['JD JS', '6C QD', 'QC QC', 'KS 9D', '10S 6D', '3C 4D', '9S 4S', '5C 10D']],
  [...SEEDS.hex, ['KH 5C', '8H 2C', 'KD 6D', 'AD 10S', '7H 9D', 'JS 7H', '4D AH', 'QH 6S']],
  [...SEEDS.short, ['10H KS', '7D JS', '6D 2S', '8S QD', '9C 7H', '4H 7S', '5D 4H', 'JD 8H']],
];

/** The first four cards of a round: player, dealer, player, dealer. */
const BLACKJACK: KnownRounds<string> = [
  [
    ...SEEDS.fixed,
    [
      'JD 6S AD 3C',
      '6C 4C 10D QD',
      'QC AS AS 8C',
      'KS 6D 9D 3H',
      '10S QS 4H KH',
      '3C 9S 7H 10S',
      '9S AH 8S 6D',
      '5C JC 4C 4S',
    ],
  ],
  [
    ...SEEDS.hex,
    [
      'KH 7H 6D 7S',
      '8H 3C JS 4S',
      'KD 4S 8S AH',
      'AD 10S JS 4C',
      '7H AD AS QD',
      'JS 7C 5D KD',
      '4D 3C 5C 8C',
      'QH 3H 8H AD',
    ],
  ],
  [
    ...SEEDS.short,
    [
      '10H QC 8D QD',
      '7D 3D 10S 5D',
      '6D 10D JC 2H',
      '8S 4C 6H 6S',
      '9C 3C 2C QD',
      '4H 5H JC 9D',
      '5D 4C QD KD',
      'JD KC 7D 8S',
    ],
  ],
];

/** The three dice, first die first. */
const SIC_BO: KnownRounds<string> = [
  [...SEEDS.fixed, ['414', '441', '441', '356', '633', '536', '142', '144']],
  [...SEEDS.hex, ['213', '563', '436', '645', '211', '122', '155', '561']],
  [...SEEDS.short, ['353', '636', '531', '663', '566', '143', '435', '646']],
];

/** The pocket the ball lands in. */
const ROULETTE: KnownRounds<number> = [
  [...SEEDS.fixed, [5, 14, 14, 10, 0, 15, 30, 22]],
  [...SEEDS.hex, [28, 2, 4, 31, 18, 7, 13, 30]],
  [...SEEDS.short, [18, 31, 2, 18, 15, 7, 25, 34]],
];

function replay<T>(known: KnownRounds<T>, play: (pair: SeedPair) => T) {
  for (const [serverSeed, clientSeed, nonce, rounds] of known) {
    const replayed = rounds.map((_, i) => play({ serverSeed, clientSeed, nonce: nonce + i }));
    expect(replayed, `${serverSeed} ${clientSeed} from nonce ${nonce}`).toEqual(rounds);
  }
}

describe('rounds already played replay to what the player was shown', () => {
  it('baccarat', () =>
    replay(BACCARAT, (pair) => dealBaccarat(fairRng(pair)).dealt.map(cardLabel).join(' ')));

  it('dragon tiger', () =>
    replay(DRAGON_TIGER, (pair) => {
      const { dragon, tiger } = dealDragonTiger(fairRng(pair));
      return `${cardLabel(dragon)} ${cardLabel(tiger)}`;
    }));

  it('blackjack', () =>
    replay(BLACKJACK, (pair) => {
      const started = startBlackjack(fairRng(pair), 10);
      return started.ok ? started.state.dealt.map(cardLabel).join(' ') : started.code;
    }));

  it('sic bo', () => replay(SIC_BO, (pair) => rollSicBo(fairRng(pair)).dice.join('')));

  it('roulette', () => replay(ROULETTE, (pair) => spinRoulette(fairRng(pair)).pocket));
});
