import type { VendorFreeRounds } from '@platform/contract/vendor-api';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { freeRoundGrants } from '../free-rounds/free-rounds.tables.ts';
import { games } from '../games/games.tables.ts';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import type { ClaimTx } from './seamless-call.ts';
import { Refused, refuse } from './seamless-outcome.ts';

/*
 * Free rounds from the studio's side (docs/vendor-api.md): listed in `authenticate`, played by a bet
 * that names them (the round is counted in the same transaction as the bet, so none is played twice
 * or past the count), given back by the rollback of such a bet.
 */

interface FreeRoundsOf {
  memberId: number;
  vendorCode: string;
  nodeId: number;
}

/** The player's playable grants for the launched game: not cancelled, not expired, rounds left. */
export async function playableFreeRounds(
  db: LedgerExecutor,
  of: FreeRoundsOf & { now: Date },
): Promise<VendorFreeRounds[]> {
  const rows = await db
    .select({ grant: freeRoundGrants, gameCode: games.gameCode })
    .from(freeRoundGrants)
    .innerJoin(games, eq(games.nodeId, freeRoundGrants.nodeId))
    .where(
      and(
        eq(freeRoundGrants.memberId, of.memberId),
        eq(freeRoundGrants.vendorCode, of.vendorCode),
        eq(freeRoundGrants.nodeId, of.nodeId),
        isNull(freeRoundGrants.cancelledAt),
        gt(freeRoundGrants.expiresAt, of.now),
        lt(freeRoundGrants.roundsUsed, freeRoundGrants.rounds),
      ),
    )
    .orderBy(freeRoundGrants.expiresAt);
  return rows.map(({ grant, gameCode }) => ({
    freeRoundsId: String(grant.id),
    gameCode,
    roundsLeft: grant.rounds - grant.roundsUsed,
    betAmount: grant.betAmount,
    expiresAt: grant.expiresAt.toISOString(),
  }));
}

/**
 * Counts one round of a grant, inside the bet's transaction, only while it is the player's for this
 * vendor and game, uncancelled, unexpired, with a round left and at this stake; otherwise the bet is
 * refused: FREE_ROUNDS_NOT_FOUND when the grant is not this player's for this game, else
 * FREE_ROUNDS_UNAVAILABLE.
 */
export async function playFreeRound(
  tx: ClaimTx,
  play: FreeRoundsOf & { grantId: number; betAmount: number; now: Date },
): Promise<number> {
  const mine = and(
    eq(freeRoundGrants.id, play.grantId),
    eq(freeRoundGrants.memberId, play.memberId),
    eq(freeRoundGrants.vendorCode, play.vendorCode),
    eq(freeRoundGrants.nodeId, play.nodeId),
  );
  const [counted] = await tx
    .update(freeRoundGrants)
    .set({ roundsUsed: sql`${freeRoundGrants.roundsUsed} + 1` })
    .where(
      and(
        mine,
        isNull(freeRoundGrants.cancelledAt),
        gt(freeRoundGrants.expiresAt, play.now),
        lt(freeRoundGrants.roundsUsed, freeRoundGrants.rounds),
        eq(freeRoundGrants.betAmount, play.betAmount),
      ),
    )
    .returning({ id: freeRoundGrants.id });
  if (counted) return counted.id;
  const [exists] = await tx.select({ id: freeRoundGrants.id }).from(freeRoundGrants).where(mine);
  if (!exists)
    throw new Refused(refuse('FREE_ROUNDS_NOT_FOUND', 'The player has no such free rounds for this game'));
  throw new Refused(
    refuse(
      'FREE_ROUNDS_UNAVAILABLE',
      'These free rounds are used up, expired or cancelled, or this is not their stake',
    ),
  );
}

/** The rollback of a free-round bet gives its round back to the grant. */
export async function returnFreeRound(tx: ClaimTx, grantId: number): Promise<void> {
  await tx
    .update(freeRoundGrants)
    .set({ roundsUsed: sql`${freeRoundGrants.roundsUsed} - 1` })
    .where(and(eq(freeRoundGrants.id, grantId), gt(freeRoundGrants.roundsUsed, 0)));
}
