import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Shoe } from './cards.ts';
import {
  fairRng,
  hashServerSeed,
  isValidClientSeed,
  rngFromWords,
  roundBytes,
  scriptedRng,
  shuffle,
} from './fairness.ts';

const pair = { serverSeed: 'a3f1c0de', clientSeed: 'lucky-7', nonce: 42 };

describe('provably fair bytes', () => {
  it('are HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), as any HMAC library computes them', () => {
    for (const cursor of [0, 1, 17]) {
      const expected = createHmac('sha256', pair.serverSeed).update(`lucky-7:42:${cursor}`).digest('hex');
      expect(Buffer.from(roundBytes(pair, cursor)).toString('hex')).toBe(expected);
    }
  });

  it('commit to the server seed with its SHA-256, shown before play', () => {
    expect(hashServerSeed(pair.serverSeed)).toBe(createHash('sha256').update(pair.serverSeed).digest('hex'));
  });

  it('give the same outcomes for the same seeds and nonce, and others for the next nonce', () => {
    const draw = (nonce: number) => {
      const rng = fairRng({ ...pair, nonce });
      return Array.from({ length: 20 }, () => rng.int(37));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(43)).not.toEqual(draw(42));
  });

  it('run on past the first 32 bytes into the next cursor', () => {
    const words: number[] = [];
    const rng = fairRng(pair);
    for (let i = 0; i < 9; i++) words.push(rng.int(2 ** 32));
    const second = Buffer.from(roundBytes(pair, 1));
    expect(words[8]).toBe(second.readUInt32BE(0));
    expect(words[0]).toBe(Buffer.from(roundBytes(pair, 0)).readUInt32BE(0));
  });
});

describe('unbiased integers', () => {
  it('throw away the words above the last whole multiple of n instead of folding them in', () => {
    // 2^32 = 3 * 1431655765 + 1: the word 4294967295 would favour 0 and is drawn again.
    const words = [4294967295, 7];
    const rng = rngFromWords(() => words.shift() as number);
    expect(rng.int(3)).toBe(1);
    expect(words).toEqual([]);
  });

  it('land evenly on 37 pockets over 74,000 draws (chi-square below the 99.9% bound)', () => {
    const rng = fairRng(pair);
    const counts = new Array<number>(37).fill(0);
    const draws = 74_000;
    for (let i = 0; i < draws; i++) {
      const pocket = rng.int(37);
      counts[pocket] = (counts[pocket] ?? 0) + 1;
    }
    const expected = draws / 37;
    const chi = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: P(chi2 > 67.99) = 0.001.
    expect(chi).toBeLessThan(67.99);
  });

  it('refuse a range they cannot draw from', () => {
    const rng = fairRng(pair);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
  });
});

describe('cards and shuffles', () => {
  it('deal every card of a shoe exactly once', () => {
    const shoe = new Shoe(fairRng(pair), 2);
    const seen = new Map<number, number>();
    while (shoe.left > 0) {
      const card = shoe.draw();
      seen.set(card, (seen.get(card) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((count) => count === 2)).toBe(true);
    expect(() => shoe.draw()).toThrow();
  });

  it('shuffle as Fisher-Yates does with the drawn positions', () => {
    // Swaps: i=3 with 0, i=2 with 2, i=1 with 0.
    expect(shuffle(scriptedRng([0, 2, 0]), ['a', 'b', 'c', 'd'])).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('client seeds', () => {
  it('take 1 to 64 printable characters, nothing else', () => {
    expect(isValidClientSeed('my seed 123')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('x'.repeat(10_240))).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
    expect(isValidClientSeed('nul\u0000')).toBe(false);
    expect(isValidClientSeed('种子')).toBe(false);
  });
});
