// biome-ignore-all lint/correctness/noNodejsModules: only the RTP simulation's worker threads (Node) import this file; no engine or page does, so they stay browser-safe.
import { hash } from 'node:crypto';
import type { RoundBytesSource, SeedPair } from '../fairness/fairness.ts';

/**
 * The fair generator's bytes, `HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor")`, computed with
 * Node's native SHA-256 instead of the pure JavaScript one the engines and the browser use: about
 * five times faster, and hashing is most of what `npm run sim:rtp` spends its time on. The test
 * beside this file proves the bytes equal to `roundBytes` over many seeds, nonces and cursors.
 *
 * HMAC is written out (RFC 2104) over one-shot `crypto.hash` calls because they cost far less per
 * call than a `createHmac` object: SHA-256(opad key || SHA-256(ipad key || message)), where the
 * key is padded with zeros to the 64-byte block, or hashed first when it is longer than a block.
 */

const BLOCK = 64;
const DIGEST = 32;

/** The key pads of the last server seed seen: a simulation hashes millions of rounds under one. */
let padsFor: string | undefined;
/** ipad key, then room for the message. */
let inner = Buffer.alloc(BLOCK + 256);
/** opad key, then the inner digest. */
const outer = Buffer.alloc(BLOCK + DIGEST);

function setKey(serverSeed: string): void {
  let key = Buffer.from(serverSeed, 'utf8');
  if (key.length > BLOCK) key = hash('sha256', key, 'buffer');
  for (let i = 0; i < BLOCK; i++) {
    const byte = key[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  padsFor = serverSeed;
}

export const nativeRoundBytes: RoundBytesSource = (pair: SeedPair, cursor: number): Uint8Array => {
  if (pair.serverSeed !== padsFor) setKey(pair.serverSeed);
  const message = `${pair.clientSeed}:${pair.nonce}:${cursor}`;
  // A UTF-16 code unit is at most 3 UTF-8 bytes: grow the buffer before a write could cut the text.
  if (BLOCK + 3 * message.length > inner.length) {
    const grown = Buffer.alloc(BLOCK + 3 * message.length);
    inner.copy(grown, 0, 0, BLOCK);
    inner = grown;
  }
  const length = inner.write(message, BLOCK, 'utf8');
  hash('sha256', inner.subarray(0, BLOCK + length), 'buffer').copy(outer, BLOCK);
  return hash('sha256', outer, 'buffer');
};
