import type { FreeRoundGrant, GrantFreeRounds } from '@platform/contract/free-rounds';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { members } from '../accounts/accounts.tables.ts';
import { games } from '../games/games.tables.ts';
import { gameVendors } from '../games/vendors.tables.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { exclusionInForce, exclusionRefusal } from '../responsible/exclusions.service.ts';
import { bonusesRestricted } from '../risk/risk-controls.service.ts';
import { freeRoundGrants } from './free-rounds.tables.ts';

export interface FreeRoundsDeps {
  db: Database;
  now: () => Date;
}

type Actor = AuditActor & { operatorId: number };
const DAY_MS = 24 * 60 * 60_000;
const OBJECT_TYPE = 'free_round_grant';

/** What the operator sees of a grant, with the member's account and the game's name. */
function selectGrants(db: Database, where: SQL | undefined) {
  return db
    .select({
      grant: freeRoundGrants,
      memberAccount: members.account,
      gameCode: games.gameCode,
      gameName: sql<string | null>`${games.names} ->> 'EN'`,
    })
    .from(freeRoundGrants)
    .innerJoin(members, eq(members.id, freeRoundGrants.memberId))
    .innerJoin(games, eq(games.nodeId, freeRoundGrants.nodeId))
    .where(where)
    .orderBy(desc(freeRoundGrants.id));
}

type GrantRow = Awaited<ReturnType<typeof selectGrants>>[number];

/** A grant's state at `now`: cancelled and used up come before expired, as they happened first. */
function viewOf(row: GrantRow, now: Date): FreeRoundGrant {
  const { grant } = row;
  const status = grant.cancelledAt
    ? 'cancelled'
    : grant.roundsUsed >= grant.rounds
      ? 'used'
      : grant.expiresAt <= now
        ? 'expired'
        : 'active';
  return {
    id: grant.id,
    memberId: grant.memberId,
    memberAccount: row.memberAccount,
    vendorCode: grant.vendorCode,
    gameCode: row.gameCode,
    gameName: row.gameName,
    rounds: grant.rounds,
    roundsUsed: grant.roundsUsed,
    betAmount: grant.betAmount,
    status,
    expiresAt: grant.expiresAt.toISOString(),
    createdAt: grant.createdAt.toISOString(),
    cancelledAt: grant.cancelledAt?.toISOString() ?? null,
  };
}

/** The merchant's grants, newest first, of one member or all; paged on the server. */
export async function listFreeRounds(
  deps: FreeRoundsDeps,
  merchantId: number,
  query: { pageNo: number; pageSize: number; memberId?: number },
) {
  const where = and(
    eq(freeRoundGrants.merchantId, merchantId),
    query.memberId ? eq(freeRoundGrants.memberId, query.memberId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    selectGrants(deps.db, where)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(freeRoundGrants).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  const now = deps.now();
  return {
    list: rows.map((row) => viewOf(row, now)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

async function grantView(deps: FreeRoundsDeps, id: number): Promise<FreeRoundGrant> {
  const [row] = await selectGrants(deps.db, eq(freeRoundGrants.id, id));
  if (!row) throw new Error(`free round grant ${id} vanished`);
  return viewOf(row, deps.now());
}

/**
 * Grants a real member of the merchant free rounds of an enabled game of a seamless vendor
 * (a transfer vendor's games play from its own wallet, which the platform does not stake), audited.
 * The form's key makes a resent form answer the first grant.
 */
export async function grantFreeRounds(
  deps: FreeRoundsDeps,
  actor: Actor,
  input: GrantFreeRounds,
): Promise<FreeRoundGrant> {
  const [member] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.id, input.memberId),
        eq(members.merchantId, actor.merchantId),
        sql`${members.type} <> 4`,
      ),
    );
  if (!member) throw new AppError('ACCOUNT_NOT_FOUND', 'No such player of this site');
  if (await bonusesRestricted(deps.db, member.id))
    throw new AppError('BONUSES_RESTRICTED', 'Bonuses are restricted for this player');
  // A player on a time-out or self-excluded gets no promotion, free rounds included.
  const exclusion = await exclusionInForce(deps.db, member.id, deps.now());
  if (exclusion) {
    const { code, value } = exclusionRefusal(exclusion);
    throw new AppError(code, 'This player is excluded from play', undefined, undefined, value);
  }
  const [game] = await deps.db
    .select({ nodeId: games.nodeId })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(
      and(
        eq(games.vendorCode, input.vendorCode),
        eq(games.gameCode, input.gameCode),
        eq(games.enabled, true),
        eq(gameVendors.walletMode, 'seamless'),
      ),
    )
    .limit(1);
  if (!game) throw new AppError('GAME_NOT_FOUND', 'No enabled game of a seamless vendor has this code');
  const now = deps.now();
  const id = await withAudit(deps, actor, async (tx) => {
    const [row] = await tx
      .insert(freeRoundGrants)
      .values({
        merchantId: actor.merchantId,
        memberId: member.id,
        vendorCode: input.vendorCode,
        nodeId: game.nodeId,
        rounds: input.rounds,
        betAmount: input.betAmount,
        expiresAt: new Date(now.getTime() + input.validDays * DAY_MS),
        grantedBy: actor.operatorId,
        requestKey: input.idempotencyKey,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      const terms = {
        memberId: row.memberId,
        nodeId: row.nodeId,
        rounds: row.rounds,
        betAmount: row.betAmount,
      };
      return {
        value: row.id,
        change: { action: 'free_rounds.grant', objectType: OBJECT_TYPE, objectId: row.id, after: terms },
      };
    }
    const [first] = await tx
      .select()
      .from(freeRoundGrants)
      .where(
        and(
          eq(freeRoundGrants.merchantId, actor.merchantId),
          eq(freeRoundGrants.requestKey, input.idempotencyKey),
        ),
      );
    const same =
      first &&
      first.memberId === member.id &&
      first.nodeId === game.nodeId &&
      first.rounds === input.rounds &&
      first.betAmount === input.betAmount;
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for another grant');
    return { value: first.id, change: null };
  });
  return grantView(deps, id);
}

/** Cancels what is left of a grant (audited); rounds already played stand. Cancelling again is a no-op. */
export async function cancelFreeRounds(
  deps: FreeRoundsDeps,
  actor: Actor,
  id: number,
): Promise<FreeRoundGrant> {
  const now = deps.now();
  const found = await withAudit(deps, actor, async (tx) => {
    const [row] = await tx
      .update(freeRoundGrants)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(freeRoundGrants.id, id),
          eq(freeRoundGrants.merchantId, actor.merchantId),
          isNull(freeRoundGrants.cancelledAt),
        ),
      )
      .returning({ id: freeRoundGrants.id, roundsUsed: freeRoundGrants.roundsUsed });
    if (row)
      return {
        value: true,
        change: {
          action: 'free_rounds.cancel',
          objectType: OBJECT_TYPE,
          objectId: id,
          after: { roundsUsed: row.roundsUsed },
        },
      };
    const [existing] = await tx
      .select({ id: freeRoundGrants.id })
      .from(freeRoundGrants)
      .where(and(eq(freeRoundGrants.id, id), eq(freeRoundGrants.merchantId, actor.merchantId)));
    return { value: existing !== undefined, change: null };
  });
  if (!found) throw new AppError('FREE_ROUNDS_NOT_FOUND', 'No such free rounds');
  return grantView(deps, id);
}
