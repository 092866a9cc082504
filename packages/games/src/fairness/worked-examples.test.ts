import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_PAYOUTS,
  BACCARAT_SPOTS,
  dealBaccarat,
  describeBaccaratRound,
  settleBaccarat,
  validateBaccaratBets,
} from '../baccarat/baccarat.ts';
import { type BlackjackAction, replayBlackjack } from '../blackjack/blackjack.ts';
import {
  DRAGON_TIGER_PAYOUTS,
  DRAGON_TIGER_SPOTS,
  dealDragonTiger,
  describeDragonTigerRound,
  settleDragonTiger,
  validateDragonTigerBets,
} from '../dragon-tiger/dragon-tiger.ts';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_PAYOUTS,
  settleRoulette,
  spinRoulette,
  validateRouletteBets,
} from '../roulette/roulette.ts';
import {
  rollSicBo,
  SIC_BO_SPOTS,
  type SicBoSpot,
  settleSicBo,
  sicBoOutcome,
  sicBoPayout,
  validateSicBoBets,
} from '../sic-bo/sic-bo.ts';
import { CLASSIC_SLOT, spinSlot } from '../slot/slot.ts';
import { type Card, cardLabel } from './cards.ts';
import { fairRng, hashServerSeed, type Rng, rngFromWords, roundBytes, type SeedPair } from './fairness.ts';

/**
 * The worked examples of docs/in-house-games.md ("Verifying a round yourself") are recomputed here
 * from their inputs through the engines, line by line: a number changed in the doc, or an engine
 * that deals differently, fails this test. Each example is a ```text block of `key: value` lines
 * starting with `game:`; the inputs are the seeds, the nonce and the slip (`bets`, `stake`,
 * `actions`), every other line is an output.
 *
 * The words and draws are read the way the doc says a verifier should read them (HMAC blocks with
 * node:crypto, keyed by the server seed's text, 4 bytes big-endian at a time, the rejection rule),
 * and checked against the engines' own `roundBytes` and `fairRng`; the cards are dealt from a shoe
 * built and drawn the way the doc says, and checked against the cards the engine dealt.
 */

const DOC = new URL('../../../../docs/in-house-games.md', import.meta.url);

type Lines = [key: string, value: string][];

/** Every fenced `text` block whose first line is `game: ...`, as its key/value lines. */
function examplesIn(markdown: string): Lines[] {
  const blocks = [...markdown.matchAll(/^```text\n([\s\S]*?)^```$/gm)].map((match) => match[1] as string);
  return blocks
    .filter((block) => block.startsWith('game: '))
    .map((block) =>
      block
        .trimEnd()
        .split('\n')
        .map((line): [string, string] => {
          const at = line.indexOf(': ');
          if (at < 0) throw new Error(`not a "key: value" line: ${line}`);
          return [line.slice(0, at), line.slice(at + 2)];
        }),
    );
}

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const TWO_32 = 2 ** 32;

/**
 * The round's generator read as the doc describes it, recording the HMAC blocks, the words and the
 * draws; every draw is checked against the engine's own generator.
 */
function recordingRng(pair: SeedPair) {
  const blocks: Buffer[] = [];
  const words: number[] = [];
  const draws: { n: number; value: number }[] = [];
  let read = 0;
  const fromWords = rngFromWords(() => {
    const cursor = Math.floor(read / 32);
    while (blocks.length <= cursor) {
      const block = createHmac('sha256', Buffer.from(pair.serverSeed, 'utf8'))
        .update(`${pair.clientSeed}:${pair.nonce}:${blocks.length}`)
        .digest();
      expect(hex(block), `HMAC block ${blocks.length}`).toBe(hex(roundBytes(pair, blocks.length)));
      blocks.push(block);
    }
    const word = (blocks[cursor] as Buffer).readUInt32BE(read % 32);
    read += 4;
    words.push(word);
    return word;
  });
  const engine = fairRng(pair);
  const rng: Rng = {
    int(n) {
      const value = fromWords.int(n);
      expect(engine.int(n), `draw ${draws.length}`).toBe(value);
      draws.push({ n, value });
      return value;
    },
  };
  return { rng, blocks, words, draws };
}

/** The cards a fresh shoe of `decks` decks deals for these draws, built and drawn as the doc says. */
function shoeDeals(decks: number, positions: readonly number[]): Card[] {
  const shoe = Array.from({ length: 52 * decks }, (_, position) => position % 52);
  let remaining = shoe.length;
  return positions.map((position) => {
    const card = shoe[position] as Card;
    remaining -= 1;
    shoe[position] = shoe[remaining] as Card;
    shoe[remaining] = card;
    return card;
  });
}

/** A card's name as the doc derives it from the id: rank id mod 13 + 1, suit floor(id / 13). */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const docLabel = (card: Card): string => `${RANKS[card % 13]}${'SHCD'[Math.floor(card / 13)]}`;

const cardList = (cards: readonly Card[]): string =>
  cards
    .map((card) => {
      expect(cardLabel(card)).toBe(docLabel(card));
      return `${cardLabel(card)} (${card})`;
    })
    .join(', ');
const hand = (cards: readonly Card[], total: number): string =>
  `${cards.map(cardLabel).join(' ')} = ${total}`;

/** `SPOT stake, SPOT stake`; a roulette inside spot is `KIND:n-n`. */
function betsOf(text: string): { spot: string; numbers?: number[]; stake: number }[] {
  return text.split(', ').map((bet) => {
    const [name, stake] = bet.split(' ') as [string, string];
    const [spot, numbers] = name.split(':') as [string, string | undefined];
    return numbers === undefined
      ? { spot, stake: Number(stake) }
      : { spot, numbers: numbers.split('-').map(Number), stake: Number(stake) };
  });
}

const NO_LIMITS = { min: 1, max: Number.MAX_SAFE_INTEGER };

function unwrap<T>(
  result: { ok: true; bets: readonly T[] } | { ok: false; errors: readonly unknown[] },
): T[] {
  if (!result.ok) throw new Error(`the example's slip is refused: ${JSON.stringify(result.errors)}`);
  return [...result.bets];
}

/** What the doc must say for an example with these inputs: every line, in order. */
function expectedLines(example: Lines): Lines {
  const input = new Map(example);
  const get = (key: string): string => {
    const value = input.get(key);
    if (value === undefined) throw new Error(`the example has no ${key}`);
    return value;
  };
  const game = get('game');
  const pair: SeedPair = {
    serverSeed: get('serverSeed'),
    clientSeed: get('clientSeed'),
    nonce: Number(get('nonce')),
  };
  const { rng, blocks, words, draws } = recordingRng(pair);
  const lines: Lines = [];
  const line = (key: string, value: string | number) => lines.push([key, String(value)]);
  /** The cards the engine dealt, checked against the documented shoe. */
  const dealt = (decks: number, cards: readonly Card[]) => {
    expect(
      shoeDeals(
        decks,
        draws.map(({ value }) => value),
      ),
    ).toEqual(cards);
    line('cards', cardList(cards));
  };

  switch (game) {
    case 'slot': {
      const stake = Number(get('stake'));
      line('stake', stake);
      const round = spinSlot(CLASSIC_SLOT, rng, stake);
      line('stops', round.stops.join(', '));
      round.window[0]?.forEach((_, row) => {
        line(`row${row}`, round.window.map((reel) => reel[row]).join(' '));
      });
      line('lineBet', round.lineBet);
      for (const win of round.lineWins) {
        const rows = CLASSIC_SLOT.paylines[win.line] as readonly number[];
        const shown = rows.map((row, reel) => round.window[reel]?.[row]).join(' ');
        const pays = win.amount / (round.lineBet * round.multiplier);
        line(
          `line ${win.line + 1}`,
          `rows ${rows.join(' ')} show ${shown}; ${win.symbol} x${win.count} pays ${pays} line bets = ${win.amount}`,
        );
      }
      line('scatters', round.scatterCount);
      line('freeSpins', round.freeSpinSpins.length);
      line('payout', round.totalWin);
      break;
    }
    case 'baccarat': {
      const bets = unwrap(validateBaccaratBets(betsOf(get('bets')), NO_LIMITS));
      line('bets', get('bets'));
      const outcome = dealBaccarat(rng);
      dealt(8, outcome.dealt);
      for (const [name, side] of [
        ['player', outcome.player],
        ['banker', outcome.banker],
      ] as const) {
        const [first, second, third] = side.cards;
        const drew = third === undefined ? 'no third card' : `third card ${cardLabel(third)}`;
        line(
          name,
          `${hand([first as Card, second as Card], side.twoCardTotal)}; ${drew}; total ${side.total}`,
        );
      }
      line('outcome', describeBaccaratRound(outcome));
      const settled = settleBaccarat(outcome, bets);
      line('staked', settled.totalStaked);
      line('returns', settled.bets.map((bet) => `${bet.spot} ${bet.returned}`).join(', '));
      line('payout', settled.totalReturned);
      break;
    }
    case 'dragon-tiger': {
      const bets = unwrap(validateDragonTigerBets(betsOf(get('bets')), NO_LIMITS));
      line('bets', get('bets'));
      const outcome = dealDragonTiger(rng);
      dealt(8, [outcome.dragon, outcome.tiger]);
      line('outcome', describeDragonTigerRound(outcome));
      const settled = settleDragonTiger(outcome, bets);
      line('staked', settled.totalStaked);
      line('returns', settled.bets.map((bet) => `${bet.spot} ${bet.returned}`).join(', '));
      line('payout', settled.totalReturned);
      break;
    }
    case 'roulette': {
      const slip = betsOf(get('bets')).map(({ spot, numbers, stake }) => ({ kind: spot, numbers, stake }));
      const bets = unwrap(validateRouletteBets(slip, NO_LIMITS));
      line('bets', get('bets'));
      const outcome = spinRoulette(rng);
      line('outcome', `${outcome.pocket} ${outcome.colour}`);
      const settled = settleRoulette(outcome, bets);
      line('staked', settled.totalStaked);
      line('returns', settled.bets.map((bet) => `${bet.spot} ${bet.returned}`).join(', '));
      line('payout', settled.totalReturned);
      break;
    }
    case 'sic-bo': {
      const bets = unwrap(validateSicBoBets(betsOf(get('bets')), NO_LIMITS));
      line('bets', get('bets'));
      const outcome = rollSicBo(rng);
      line(
        'outcome',
        `${outcome.dice.join(' ')} (total ${outcome.total}${outcome.triple ? ', a triple' : ''})`,
      );
      const settled = settleSicBo(outcome, bets);
      line('staked', settled.totalStaked);
      line('returns', settled.bets.map((bet) => `${bet.spot} ${bet.returned}`).join(', '));
      line('payout', settled.totalReturned);
      break;
    }
    case 'blackjack': {
      const stake = Number(get('stake'));
      const actions = get('actions').split(', ') as BlackjackAction[];
      line('stake', stake);
      line('actions', actions.join(', '));
      const replayed = replayBlackjack(rng, stake, actions);
      if (!replayed.ok) throw new Error(`the example's actions are refused: ${replayed.message}`);
      const { state } = replayed;
      expect(state.phase).toBe('finished');
      dealt(6, state.dealt);
      const [up, hole, ...drawn] = state.dealer.cards;
      line('dealer', `up ${cardLabel(up as Card)}, hole ${cardLabel(hole as Card)}`);
      state.hands.forEach((h, index) => {
        line(`hand ${index + 1}`, `${hand(h.cards, h.total)}; ${h.outcome}; returns ${h.returned}`);
      });
      line('dealer draws', drawn.length === 0 ? 'none' : drawn.map(cardLabel).join(' '));
      line('dealer total', `${state.dealer.total}${state.dealer.total > 21 ? ' (bust)' : ''}`);
      line('staked', state.totalStaked);
      line('payout', String(state.totalReturn));
      break;
    }
    default:
      throw new Error(`unknown game ${game}`);
  }

  // No word was thrown away in these rounds, so word i answers draw i: word mod n, below the limit.
  expect(words.length).toBe(draws.length);
  draws.forEach(({ n, value }, i) => {
    const word = words[i] as number;
    expect(word).toBeLessThan(TWO_32 - (TWO_32 % n));
    expect(word % n).toBe(value);
  });
  const commitment = createHash('sha256').update(pair.serverSeed, 'utf8').digest('hex');
  expect(hashServerSeed(pair.serverSeed)).toBe(commitment);
  return [
    ['game', game],
    ['serverSeed', pair.serverSeed],
    ['clientSeed', pair.clientSeed],
    ['nonce', String(pair.nonce)],
    ['commitment', commitment],
    ...blocks.map((block, cursor): [string, string] => [`hmac${cursor}`, hex(block)]),
    ['words', words.join(', ')],
    ['draws', draws.map(({ n, value }) => `int(${n}) = ${value}`).join(', ')],
    ...lines,
  ];
}

const examples = examplesIn(readFileSync(DOC, 'utf8'));

describe('the worked examples of docs/in-house-games.md', () => {
  it('give one example per game', () => {
    expect(examples.map((example) => example[0]?.[1]).sort()).toEqual(
      ['baccarat', 'blackjack', 'dragon-tiger', 'roulette', 'sic-bo', 'slot'].sort(),
    );
  });

  for (const example of examples) {
    it(`${example[0]?.[1]}: every line is what the engine computes from the inputs`, () => {
      const expected = expectedLines(example);
      expect(example).toEqual(expected);
    });
  }
});

/** The body rows of the markdown table whose header row starts with `| first |`, as trimmed cells. */
function table(markdown: string, first: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${first}\\s*\\|`).test(line));
  if (start < 0) throw new Error(`no table headed "${first}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/**
 * The spots a cell names: every `NAME` in backticks, and for `A` … `B` every spot of the engine's
 * list from A to B.
 */
function spotsIn(cell: string, all: readonly string[]): string[] {
  const names = [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] as string);
  const range = /`([A-Z0-9_]+)` … `([A-Z0-9_]+)`/.exec(cell);
  if (range === null) return names;
  const from = all.indexOf(range[1] as string);
  const to = all.indexOf(range[2] as string);
  expect(from, cell).toBeGreaterThanOrEqual(0);
  expect(to, cell).toBeGreaterThan(from);
  return all.slice(from, to + 1);
}

/** The `a:b` tokens of a pays cell. */
const paysIn = (cell: string): string[] => [...cell.matchAll(/\b(\d+):(\d+)\b/g)].map((match) => match[0]);

/** Checks a spot table: its spots are exactly the engine's, each with the pays the engine has. */
function checkSpotTable(rows: string[][], all: readonly string[], pays: (spot: string) => string[]): void {
  const seen: string[] = [];
  for (const row of rows) {
    const [spotCell, , ...rest] = row;
    const payCell = rest.find((cell) => paysIn(cell).length > 0) ?? '';
    for (const spot of spotsIn(spotCell as string, all)) {
      expect(all, `${spot} is a spot`).toContain(spot);
      expect(paysIn(payCell), spot).toEqual(pays(spot));
      seen.push(spot);
    }
  }
  expect([...seen].sort()).toEqual([...all].sort());
}

describe("the rules of docs/in-house-games.md are the engines' own", () => {
  const markdown = readFileSync(DOC, 'utf8');

  it('slot: reel strips, paylines and paytable', () => {
    const strips = table(markdown, 'stop');
    expect(strips.map((row) => Number(row[0]))).toEqual(
      Array.from({ length: CLASSIC_SLOT.reels[0]?.length ?? 0 }, (_, stop) => stop),
    );
    CLASSIC_SLOT.reels.forEach((strip, reel) => {
      expect(strips.map((row) => row[reel + 1])).toEqual(strip);
    });
    expect(table(markdown, 'line')).toEqual(
      CLASSIC_SLOT.paylines.map((rows, line) => [String(line + 1), ...rows.map(String)]),
    );
    expect(table(markdown, 'symbol')).toEqual(
      Object.entries(CLASSIC_SLOT.paytable).map(([symbol, pays]) => [`\`${symbol}\``, ...pays.map(String)]),
    );
  });

  it('baccarat and dragon tiger: spots and pays', () => {
    checkSpotTable(table(markdown, 'baccarat spot'), BACCARAT_SPOTS, (spot) => {
      const { numerator, denominator } = BACCARAT_PAYOUTS[spot as keyof typeof BACCARAT_PAYOUTS];
      return [`${numerator}:${denominator}`];
    });
    checkSpotTable(table(markdown, 'dragon tiger spot'), DRAGON_TIGER_SPOTS, (spot) => {
      const { numerator, denominator } = DRAGON_TIGER_PAYOUTS[spot as keyof typeof DRAGON_TIGER_PAYOUTS];
      return [`${numerator}:${denominator}`];
    });
  });

  it('roulette: spots and pays', () => {
    checkSpotTable(table(markdown, 'roulette spot'), ROULETTE_BET_KINDS, (kind) => [
      `${ROULETTE_PAYOUTS[kind as keyof typeof ROULETTE_PAYOUTS]}:1`,
    ]);
  });

  it('sic bo: spots and every pay each can make', () => {
    const rolls: number[][] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
    checkSpotTable(table(markdown, 'sic bo spot'), SIC_BO_SPOTS, (spot) => {
      const pays = new Set(rolls.map((dice) => sicBoPayout(spot as SicBoSpot, sicBoOutcome(dice))));
      pays.delete(null);
      return [...pays].sort((a, b) => (a as number) - (b as number)).map((pay) => `${pay}:1`);
    });
  });
});
