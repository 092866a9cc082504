import type { InHouseRound } from '@platform/contract/in-house';
import { dealBaccarat } from '@platform/games/baccarat/baccarat';
import { type BlackjackAction, publicView, replayBlackjack } from '@platform/games/blackjack/blackjack';
import { dealDragonTiger } from '@platform/games/dragon-tiger/dragon-tiger';
import { fairRng, hashServerSeed, type SeedPair } from '@platform/games/fairness/fairness';
import { spinRoulette } from '@platform/games/roulette/roulette';
import { rollSicBo } from '@platform/games/sic-bo/sic-bo';
import { CLASSIC_SLOT, spinSlot } from '@platform/games/slot/slot';

export type VerifyStatus = 'verified' | 'mismatch' | 'unrevealed';

export interface Verification {
  status: VerifyStatus;
  /** The outcome this browser computed from the seeds (absent while the server seed is secret). */
  recomputed?: unknown;
}

/**
 * JSON equality that ignores the order of object keys: the server stores outcomes as jsonb, which
 * orders keys its own way, while the order of array items is part of the outcome.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return left.length === rightKeys.length && left.every(([key, value]) => sameJson(value, right[key]));
}

/** Initial blackjack stake as the player's view records it (the round's stake adds doubles and splits). */
function blackjackStake(round: InHouseRound): number {
  const stake = (round.outcome as { stake?: unknown } | null)?.stake;
  return typeof stake === 'number' ? stake : round.stake;
}

/** The outcome the engines give for the round's seeds, exactly as the server's `playSlip` plays them. */
export function recomputeOutcome(round: InHouseRound, pair: SeedPair): unknown {
  const rng = fairRng(pair);
  switch (round.game) {
    case 'slot':
      return spinSlot(CLASSIC_SLOT, rng, round.stake);
    case 'baccarat':
      return dealBaccarat(rng);
    case 'dragon-tiger':
      return dealDragonTiger(rng);
    case 'roulette':
      return spinRoulette(rng);
    case 'sic-bo':
      return rollSicBo(rng);
    case 'blackjack': {
      const replayed = replayBlackjack(rng, blackjackStake(round), round.actions as BlackjackAction[]);
      return replayed.ok ? publicView(replayed.state) : null;
    }
  }
}

/**
 * Checks a round in this browser (DESIGN §6): the revealed server seed must hash to the commitment
 * shown before play, and the engines must deal the very outcome the server recorded from the
 * seeds and the round's nonce. Until a rotation reveals the server seed nothing can be checked.
 */
export function verifyRound(round: InHouseRound): Verification {
  const { serverSeed } = round;
  if (serverSeed === null) return { status: 'unrevealed' };
  if (hashServerSeed(serverSeed) !== round.serverSeedHash) return { status: 'mismatch' };
  let recomputed: unknown;
  try {
    recomputed = recomputeOutcome(round, { serverSeed, clientSeed: round.clientSeed, nonce: round.nonce });
  } catch {
    // An engine refusing the recorded inputs (a stake it cannot deal) is a failed check, not a crash.
    return { status: 'mismatch' };
  }
  // Through JSON, as the server sent it: readonly tuples and typed values become plain JSON.
  const asJson: unknown = JSON.parse(JSON.stringify(recomputed ?? null));
  return { status: sameJson(asJson, round.outcome) ? 'verified' : 'mismatch', recomputed: asJson };
}
