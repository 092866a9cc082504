import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness (DESIGN §6). A round's bytes are
 * `HMAC_SHA256(serverSeed, "clientSeed:nonce:cursor")` for cursor 0, 1, 2, ...: the server
 * commits to its seed by publishing SHA-256(serverSeed) before play, the player chooses the client
 * seed, and the nonce counts the rounds played on the pair. Pure JavaScript hashing, so the browser
 * verifies a round with this very code, synchronously.
 */

/** A seed pair in use: the server seed stays secret until rotation reveals it. */
export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Longest client seed accepted: printable ASCII only, so it reads the same everywhere. */
export const CLIENT_SEED_MAX_LENGTH = 64;
const CLIENT_SEED_PATTERN = /^[\x20-\x7e]+$/;

export function isValidClientSeed(seed: string): boolean {
  return seed.length >= 1 && seed.length <= CLIENT_SEED_MAX_LENGTH && CLIENT_SEED_PATTERN.test(seed);
}

/** A new secret server seed: 32 random bytes, hex. */
export function newServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** A default client seed for players who never choose one. */
export function newClientSeed(): string {
  return bytesToHex(randomBytes(8));
}

/** What the player sees before playing: the commitment to the server seed. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The 32 bytes of one cursor of one round. */
export function roundBytes(pair: SeedPair, cursor: number): Uint8Array {
  return hmac(
    sha256,
    utf8ToBytes(pair.serverSeed),
    utf8ToBytes(`${pair.clientSeed}:${pair.nonce}:${cursor}`),
  );
}

/**
 * A source of unbiased integers. Every engine takes one of these and nothing else random, so a
 * test can replay a fixed sequence and the browser can replay a round from its seeds.
 */
export interface Rng {
  /** A uniform integer in [0, n), for 1 <= n <= 2^32. */
  int(n: number): number;
}

const TWO_32 = 2 ** 32;

/**
 * Unbiased integers from a stream of uniform 32-bit words: `int(n)` rejects words at or above the
 * largest multiple of n below 2^32 and draws again, so every value is exactly equally likely (no
 * modulo bias; at most n / 2^32 of the words are thrown away).
 */
export function rngFromWords(nextWord: () => number): Rng {
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n}): n must be 1..2^32`);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

/**
 * Where a generator takes a round's 32-byte blocks from. Everything that plays or verifies a round
 * uses `roundBytes`; the RTP simulation passes a Node-native source that yields the same bytes
 * faster (simulation/native-round-bytes.ts, whose test proves them equal).
 */
export type RoundBytesSource = (pair: SeedPair, cursor: number) => Uint8Array;

/** The round's generator: 32-bit words read big-endian from the byte stream, cursor after cursor. */
export function fairRng(pair: SeedPair, bytes: RoundBytesSource = roundBytes): Rng {
  let cursor = 0;
  let block = bytes(pair, cursor);
  let offset = 0;
  return rngFromWords(() => {
    if (offset === block.length) {
      cursor += 1;
      block = bytes(pair, cursor);
      offset = 0;
    }
    const word =
      (block[offset] as number) * 0x1000000 +
      (((block[offset + 1] as number) << 16) |
        ((block[offset + 2] as number) << 8) |
        (block[offset + 3] as number));
    offset += 4;
    return word;
  });
}

/** A generator that replays given integers (tests): each call answers the next value, checked < n. */
export function scriptedRng(values: readonly number[]): Rng {
  let index = 0;
  return {
    int(n: number): number {
      const value = values[index];
      if (value === undefined) throw new Error(`scriptedRng ran out after ${index} values`);
      if (!Number.isInteger(value) || value < 0 || value >= n)
        throw new Error(`scriptedRng value ${value} at ${index} is not in [0, ${n})`);
      index += 1;
      return value;
    },
  };
}

/** Fisher-Yates with the unbiased generator: every ordering equally likely. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
