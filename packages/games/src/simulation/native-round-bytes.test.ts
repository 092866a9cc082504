import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { fairRng, newClientSeed, newServerSeed, roundBytes, type SeedPair } from '../fairness/fairness.ts';
import { drawRng } from '../lottery/draws.ts';
import { FIVE_D, VN_NORTH } from '../lottery/lottery.ts';
import { nativeRoundBytes } from './native-round-bytes.ts';

// The simulation's byte source must be the engines' byte for byte, or sim:rtp would check a
// different generator from the one that deals. Each case compares with the engines' own
// `roundBytes` and `fairRng`, never with a second copy of HMAC.

const SERVER_SEEDS = [
  ...Array.from({ length: 12 }, () => newServerSeed()),
  'sim-rtp-default-server-seed-1',
  'a'.repeat(64),
  'k', // shorter than a block: padded
  'x'.repeat(65), // one byte over a block: hashed first
  'long-'.repeat(40),
  'sêed-ünïcode-✓-𝄞', // multi-byte UTF-8
];
const CLIENT_SEEDS = [
  ...Array.from({ length: 6 }, () => newClientSeed()),
  'sim-rtp:baccarat',
  ' ',
  '~'.repeat(64),
  'VN_NORTH-20261128',
  'cliënt-✓-𝄞'.repeat(30), // longer than the buffer the source starts with
];
const NONCES = [0, 1, 7, 99, 250_000, 9_999_999, 2 ** 31, 2 ** 32 + 5, Number.MAX_SAFE_INTEGER];
const CURSORS = [0, 1, 2, 13, 100];

const hex = (bytes: Uint8Array) => bytesToHex(bytes);

describe('the simulation byte source', () => {
  it('gives the same 32 bytes as the engines for every seed, nonce and cursor tried', () => {
    let compared = 0;
    for (const serverSeed of SERVER_SEEDS)
      for (const clientSeed of CLIENT_SEEDS)
        for (const nonce of NONCES)
          for (const cursor of CURSORS) {
            const pair: SeedPair = { serverSeed, clientSeed, nonce };
            const native = nativeRoundBytes(pair, cursor);
            expect(native).toHaveLength(32);
            expect(hex(native), `${serverSeed} ${clientSeed}:${nonce}:${cursor}`).toBe(
              hex(roundBytes(pair, cursor)),
            );
            compared += 1;
          }
    expect(compared).toBe(SERVER_SEEDS.length * CLIENT_SEEDS.length * NONCES.length * CURSORS.length);
  });

  it('stays equal when server seeds alternate from one call to the next', () => {
    for (let i = 0; i < 400; i++) {
      const pair = { serverSeed: SERVER_SEEDS[i % SERVER_SEEDS.length] as string, clientSeed: 'c', nonce: i };
      expect(hex(nativeRoundBytes(pair, i % 3))).toBe(hex(roundBytes(pair, i % 3)));
    }
  });

  it('makes fairRng draw the same integers over a thousand rounds, across block boundaries', () => {
    const serverSeed = newServerSeed();
    // Sizes that reject now and then (2^32 - 1, 3 * 2^30 + 1) and ones the games use.
    const sizes = [6, 10, 13, 37, 312, 416, 10_000, 2 ** 32 - 1, 3 * 2 ** 30 + 1];
    for (let nonce = 0; nonce < 1_000; nonce++) {
      const pair = { serverSeed, clientSeed: 'sim-rtp:test', nonce };
      const engine = fairRng(pair);
      const native = fairRng(pair, nativeRoundBytes);
      // 40 draws read past the first block (8 words) into the fifth or later.
      for (let i = 0; i < 40; i++) {
        const n = sizes[(nonce + i) % sizes.length] as number;
        expect(native.int(n)).toBe(engine.int(n));
      }
    }
  });

  it('makes the lottery draw the same results as drawRng does for verifiers', () => {
    const serverSeed = newServerSeed();
    for (let i = 0; i < 300; i++) {
      const id = `sim-rtp:test-${i}`;
      expect(FIVE_D.draw(drawRng(serverSeed, id, nativeRoundBytes))).toEqual(
        FIVE_D.draw(drawRng(serverSeed, id)),
      );
      expect(VN_NORTH.draw(drawRng(serverSeed, id, nativeRoundBytes))).toEqual(
        VN_NORTH.draw(drawRng(serverSeed, id)),
      );
    }
  });
});
