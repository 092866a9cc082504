import { createHash } from 'node:crypto';
import type { VendorTransactionAnswer } from '@platform/contract/vendor-api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import { ledgerAccounts } from '../ledger/ledger.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { gameSessions, type VendorTransactionKind, vendorTransactions } from './seamless.tables.ts';
import { type Outcome, refuse } from './seamless-outcome.ts';

/*
 * What a wallet call reads before it moves money: the player, its cash account and launch
 * session, and (for bet and win) everything else in one round trip.
 */
export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Player {
  memberId: number;
  merchantId: number;
  nickname: string;
  currency: string;
  currencyExponent: number;
  /** Locked by the operator: no new session or bet; what is open still settles. */
  blocked: boolean;
}

/** What a query selects (members joined to merchants) to know the player and whether it may play. */
export const playerColumns = {
  memberId: members.id,
  merchantId: members.merchantId,
  nickname: members.nickname,
  type: members.type,
  status: members.status,
  currency: merchants.currencyCode,
  currencyExponent: merchants.currencyExponent,
};

/** A real member who may play for money: trial members have no seamless wallet (spec §6). */
export function playerOf(row: Omit<Player, 'blocked'> & { type: number; status: string }): Player | null {
  if (row.type === 4) return null;
  return {
    memberId: row.memberId,
    merchantId: row.merchantId,
    nickname: row.nickname,
    currency: row.currency,
    currencyExponent: row.currencyExponent,
    blocked: row.status !== 'active',
  };
}

export const blockedRefusal = () => refuse('PLAYER_BLOCKED', 'The operator locked this player');

export async function findPlayer(db: LedgerExecutor, playerId: string): Promise<Player | null> {
  const [row] = await db
    .select(playerColumns)
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, Number(playerId)));
  return row ? playerOf(row) : null;
}

export async function cashBalance(db: LedgerExecutor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'cash')));
  return row?.balance ?? 0;
}

export async function findSession(db: LedgerExecutor, token: string) {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashLaunchToken(token)));
  return row ?? null;
}

/**
 * Everything a bet or a win checks before it moves money, read in one round trip (each query is
 * a network write and a wake-up; a call used to make six before its transaction): the player and
 * its cash account, the transaction id if seen before, the launch token's session, the game and
 * the round.
 */
export type RoundRow = typeof betRecords.$inferSelect;

export interface CallContext {
  player: Player | null;
  /** The player's cash account, null until its first money movement opens it. */
  cash: number | null;
  seen: { kind: VendorTransactionKind; fingerprint: string; answer: unknown } | null;
  session: { memberId: number; vendorCode: string; expiresAt: Date; nodeId: number | null } | null;
  gameNodeId: number | null;
  round: RoundRow | null;
}

export async function readCall(
  db: LedgerExecutor,
  vendorCode: string,
  input: { playerId: string; transactionId: string; token?: string; gameCode?: string; roundId?: string },
): Promise<CallContext> {
  const gameNodeId = input.gameCode
    ? sql<
        number | null
      >`(select ${games.nodeId} from ${games} where ${games.vendorCode} = ${vendorCode} and ${games.gameCode} = ${input.gameCode} and ${games.enabled} limit 1)`
    : sql<number | null>`null::integer`;
  const [row] = await db
    .select({
      ...playerColumns,
      cash: ledgerAccounts.id,
      seenKind: vendorTransactions.kind,
      seenFingerprint: vendorTransactions.fingerprint,
      seenAnswer: vendorTransactions.answer,
      sessionMemberId: gameSessions.memberId,
      sessionVendorCode: gameSessions.vendorCode,
      sessionExpiresAt: gameSessions.expiresAt,
      sessionNodeId: gameSessions.nodeId,
      gameNodeId,
      round: betRecords,
    })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.memberId, members.id),
        eq(ledgerAccounts.kind, 'cash'),
        isNull(ledgerAccounts.vendorCode),
      ),
    )
    .leftJoin(
      vendorTransactions,
      and(
        eq(vendorTransactions.vendorCode, vendorCode),
        eq(vendorTransactions.transactionId, input.transactionId),
      ),
    )
    .leftJoin(
      gameSessions,
      input.token ? eq(gameSessions.tokenHash, hashLaunchToken(input.token)) : sql`false`,
    )
    .leftJoin(
      betRecords,
      input.roundId
        ? and(eq(betRecords.vendorCode, vendorCode), eq(betRecords.roundId, input.roundId))
        : sql`false`,
    )
    .where(eq(members.id, Number(input.playerId)));
  if (!row) return { player: null, cash: null, seen: null, session: null, gameNodeId: null, round: null };
  return {
    player: playerOf(row),
    cash: row.cash,
    seen:
      row.seenKind !== null && row.seenFingerprint !== null
        ? { kind: row.seenKind, fingerprint: row.seenFingerprint, answer: row.seenAnswer }
        : null,
    session:
      row.sessionMemberId !== null && row.sessionVendorCode !== null && row.sessionExpiresAt !== null
        ? {
            memberId: row.sessionMemberId,
            vendorCode: row.sessionVendorCode,
            expiresAt: row.sessionExpiresAt,
            nodeId: row.sessionNodeId,
          }
        : null,
    gameNodeId: row.gameNodeId === null ? null : Number(row.gameNodeId),
    round: row.round && row.round.memberId === row.memberId ? row.round : null,
  };
}

/** The answer of a transaction id seen before (see replayOf), from what readCall found. */
export function answerSeen(
  seen: NonNullable<CallContext['seen']>,
  kind: VendorTransactionKind,
  fingerprint: string,
): Outcome<VendorTransactionAnswer> {
  if (seen.kind !== kind || seen.fingerprint !== fingerprint)
    return refuse('TRANSACTION_CONFLICT', 'This transaction id was used for another call');
  return { ok: true, value: seen.answer as VendorTransactionAnswer };
}
