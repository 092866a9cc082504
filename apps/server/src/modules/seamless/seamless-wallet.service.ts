import { createHash } from 'node:crypto';
import type { ErrorCode } from '@platform/contract/errors';
import type {
  VendorAuthenticate,
  VendorBalance,
  VendorBalanceAnswer,
  VendorBet,
  VendorEndRound,
  VendorPlayer,
  VendorRollback,
  VendorTransactionAnswer,
  VendorTransactionQuery,
  VendorTransactionStatus,
  VendorWin,
} from '@platform/contract/vendor-api';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import type { BetEvents } from '../bets/bet-events.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import { listMerchantVendors, type MerchantVendorCache } from '../games/vendors.service.ts';
import {
  LedgerError,
  type LedgerExecutor,
  memberAccount,
  merchantAccount,
  type PostedTransfer,
  postMove,
} from '../ledger/ledger.service.ts';
import { ledgerAccounts } from '../ledger/ledger.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { gameSessions, type VendorTransactionKind, vendorTransactions } from './seamless.tables.ts';

export interface SeamlessDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
  betEvents: BetEvents;
  /** Offered vendors per merchant (maintenance windows), shared with the catalog. */
  vendorCache?: MerchantVendorCache;
}

/** A refusal the vendor is told about with a stable code; `value` carries e.g. the balance. */
export type WalletRefusal = { ok: false; code: ErrorCode; message: string; value?: Record<string, unknown> };
type Outcome<T> = { ok: true; value: T } | WalletRefusal;

const refuse = (code: ErrorCode, message: string, value?: Record<string, unknown>): WalletRefusal => ({
  ok: false,
  code,
  message,
  value,
});

export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What must be equal for a repeated transaction id to be a replay and not a different call. */
function fingerprintOf(parts: (string | number | null | undefined)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

interface Player {
  memberId: number;
  merchantId: number;
  nickname: string;
  currency: string;
  currencyExponent: number;
  /** Locked by the operator: no new session or bet; what is open still settles. */
  blocked: boolean;
}

/** What a query selects (members joined to merchants) to know the player and whether it may play. */
const playerColumns = {
  memberId: members.id,
  merchantId: members.merchantId,
  nickname: members.nickname,
  type: members.type,
  status: members.status,
  currency: merchants.currencyCode,
  currencyExponent: merchants.currencyExponent,
};

/** A real member who may play for money: trial members have no seamless wallet (spec §6). */
function playerOf(row: Omit<Player, 'blocked'> & { type: number; status: string }): Player | null {
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

const blockedRefusal = () => refuse('PLAYER_BLOCKED', 'The operator locked this player');

async function findPlayer(db: LedgerExecutor, playerId: string): Promise<Player | null> {
  const [row] = await db
    .select(playerColumns)
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, Number(playerId)));
  return row ? playerOf(row) : null;
}

async function cashBalance(db: LedgerExecutor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'cash')));
  return row?.balance ?? 0;
}

async function findSession(db: LedgerExecutor, token: string) {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashLaunchToken(token)));
  return row ?? null;
}

async function vendorUnderMaintenance(deps: SeamlessDeps, merchantId: number, vendorCode: string) {
  const vendors = await listMerchantVendors(deps.db, {
    merchantId,
    now: deps.now(),
    cache: deps.vendorCache,
  });
  return vendors.find((vendor) => vendor.code === vendorCode)?.underMaintenance ?? false;
}

/**
 * Everything a bet or a win checks before it moves money, read in one round trip (each query is
 * a network write and a wake-up; a call used to make six before its transaction): the player and
 * its cash account, the transaction id if seen before, the launch token's session, the game and
 * the round.
 */
interface CallContext {
  player: Player | null;
  /** The player's cash account, null until its first money movement opens it. */
  cash: number | null;
  seen: { kind: VendorTransactionKind; fingerprint: string; answer: unknown } | null;
  session: { memberId: number; vendorCode: string; expiresAt: Date; nodeId: number | null } | null;
  gameNodeId: number | null;
  round: RoundRow | null;
}

async function readCall(
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
function answerSeen(
  seen: NonNullable<CallContext['seen']>,
  kind: VendorTransactionKind,
  fingerprint: string,
): Outcome<VendorTransactionAnswer> {
  if (seen.kind !== kind || seen.fingerprint !== fingerprint)
    return refuse('TRANSACTION_CONFLICT', 'This transaction id was used for another call');
  return { ok: true, value: seen.answer as VendorTransactionAnswer };
}

/**
 * A transaction id seen before: the same call again gets the first answer; the same id with other
 * details is a vendor bug that must not move money, answered TRANSACTION_CONFLICT.
 */
async function replayOf(
  db: LedgerExecutor,
  vendorCode: string,
  transactionId: string,
  kind: VendorTransactionKind,
  fingerprint: string,
): Promise<Outcome<VendorTransactionAnswer> | null> {
  const [row] = await db
    .select({
      kind: vendorTransactions.kind,
      fingerprint: vendorTransactions.fingerprint,
      answer: vendorTransactions.answer,
    })
    .from(vendorTransactions)
    .where(
      and(eq(vendorTransactions.vendorCode, vendorCode), eq(vendorTransactions.transactionId, transactionId)),
    );
  if (!row) return null;
  if (row.kind !== kind || row.fingerprint !== fingerprint)
    return refuse('TRANSACTION_CONFLICT', 'This transaction id was used for another call');
  return { ok: true, value: row.answer as unknown as VendorTransactionAnswer };
}

/** Serializes the calls about one vendor transaction id (a bet and its rollback may race). */
function lockTransactionId(tx: LedgerExecutor, vendorCode: string, transactionId: string) {
  return tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${vendorCode}:${transactionId}`}, 0))`,
  );
}

/** Thrown inside a transaction to roll it back and answer a refusal. */
class Refused extends Error {
  constructor(readonly refusal: WalletRefusal) {
    super(refusal.message);
  }
}

/** One money-moving vendor call (bet, win, rollback): who it is for, under which ids, and when. */
interface VendorCall {
  vendorCode: string;
  input: { transactionId: string; roundId: string };
  player: Player;
  now: Date;
}

/**
 * Claims a vendor transaction id inside the caller's transaction: the unique row is what makes a
 * replay answer its first answer. When the id is already taken (a concurrent replay committed
 * first, or a second rollback of the same bet) the transaction is abandoned with CONFLICT and the
 * caller answers from the stored row.
 */
async function claimTransaction(
  tx: LedgerExecutor,
  call: VendorCall,
  claim: { kind: VendorTransactionKind; amount: number; fingerprint: string; refTransactionId?: string },
): Promise<number> {
  const [claimed] = await tx
    .insert(vendorTransactions)
    .values({
      vendorCode: call.vendorCode,
      transactionId: call.input.transactionId,
      merchantId: call.player.merchantId,
      memberId: call.player.memberId,
      roundId: call.input.roundId,
      createdAt: call.now,
      ...claim,
      answer: {},
    })
    .onConflictDoNothing()
    .returning({ id: vendorTransactions.id });
  if (!claimed) throw new Refused(refuse('CONFLICT', 'replay'));
  return claimed.id;
}

function balanceAfter(posted: PostedTransfer, accountId: number): number {
  return posted.entries.find((entry) => entry.accountId === accountId)?.balanceAfter ?? 0;
}

/**
 * The answer to a claimed transaction, stored on its row in the same database transaction, so a
 * replay reads back exactly what the first call was told. Without a posting (a zero win, the
 * rollback of a bet never seen) the balance is read as it stands.
 */
async function answerClaimed(
  tx: LedgerExecutor & Pick<Database, 'update'>,
  claimed: number,
  at: { transactionId: string; player: Player; cash: number; posting: PostedTransfer | null },
): Promise<VendorTransactionAnswer> {
  const { posting, cash, player } = at;
  const value: VendorTransactionAnswer = {
    transactionId: at.transactionId,
    platformTransactionId: posting ? String(posting.transferId) : null,
    balance: posting ? balanceAfter(posting, cash) : await cashBalance(tx, player.memberId),
    currency: player.currency,
  };
  await tx
    .update(vendorTransactions)
    .set({ answer: value, ledgerTransferId: posting?.transferId ?? null })
    .where(eq(vendorTransactions.id, claimed));
  return value;
}

/**
 * The house account of each merchant, per database: read once, since every bet and win names it
 * and merchant accounts are never deleted or renumbered. Opened outside any transaction, so an id
 * kept here always exists.
 */
const houseAccounts = new WeakMap<Database, Map<number, number>>();

async function houseAccount(db: Database, merchantId: number, at: Date): Promise<number> {
  let known = houseAccounts.get(db);
  if (!known) {
    known = new Map();
    houseAccounts.set(db, known);
  }
  const cached = known.get(merchantId);
  if (cached !== undefined) return cached;
  const id = await merchantAccount(db, merchantId, 'house', at);
  known.set(merchantId, id);
  return id;
}

const roundReference = (vendorCode: string, roundId: string) => `${vendorCode}:${roundId}`;
const ledgerKey = (vendorCode: string, transactionId: string) => `seamless:${vendorCode}:${transactionId}`;

type ClaimTx = LedgerExecutor & Pick<Database, 'update'>;
type CallMove = { kind: string; from: number; to: number; amount: number };

/**
 * Posts the call's move (none for a zero win or the rollback of a bet never seen) under a key made
 * from its transaction id, then stores the answer on the claimed row, in the caller's transaction.
 */
async function postAndAnswer(
  tx: ClaimTx,
  claimed: number,
  call: VendorCall,
  cash: number,
  move: CallMove,
): Promise<{ posted: PostedTransfer; answer: VendorTransactionAnswer }>;
async function postAndAnswer(
  tx: ClaimTx,
  claimed: number,
  call: VendorCall,
  cash: number,
  move: CallMove | null,
): Promise<{ posted: PostedTransfer | null; answer: VendorTransactionAnswer }>;
async function postAndAnswer(
  tx: ClaimTx,
  claimed: number,
  call: VendorCall,
  cash: number,
  move: CallMove | null,
): Promise<{ posted: PostedTransfer | null; answer: VendorTransactionAnswer }> {
  const posting = move
    ? await postMove(tx, {
        at: call.now,
        merchantId: call.player.merchantId,
        idempotencyKey: ledgerKey(call.vendorCode, call.input.transactionId),
        reference: roundReference(call.vendorCode, call.input.roundId),
        ...move,
      })
    : null;
  const answer = await answerClaimed(tx, claimed, {
    transactionId: call.input.transactionId,
    player: call.player,
    cash,
    posting,
  });
  return { posted: posting, answer };
}

/**
 * A refusal thrown inside a call's transaction, answered: a lost race for the transaction id
 * (CONFLICT) answers what the winner stored, or `unclaimed` when nothing was stored under it.
 */
async function answerRefused(
  db: LedgerExecutor,
  refused: Refused,
  call: VendorCall,
  replay: { kind: VendorTransactionKind; fingerprint: string },
  unclaimed: WalletRefusal = refused.refusal,
): Promise<Outcome<VendorTransactionAnswer>> {
  if (refused.refusal.code !== 'CONFLICT') return refused.refusal;
  const again = await replayOf(
    db,
    call.vendorCode,
    call.input.transactionId,
    replay.kind,
    replay.fingerprint,
  );
  return again ?? unclaimed;
}

/** authenticate: the launch token, while alive, names the player the vendor plays for. */
export async function authenticatePlayer(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorAuthenticate,
): Promise<Outcome<VendorPlayer>> {
  const session = await findSession(deps.db, input.token);
  if (!session || session.vendorCode !== vendorCode)
    return refuse('VENDOR_TOKEN_INVALID', 'Unknown launch token');
  if (session.expiresAt <= deps.now()) return refuse('VENDOR_TOKEN_EXPIRED', 'The launch token has expired');
  const player = await findPlayer(deps.db, String(session.memberId));
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (player.blocked) return blockedRefusal();
  const [game] = await deps.db
    .select({ gameCode: games.gameCode })
    .from(games)
    .where(eq(games.nodeId, session.nodeId));
  return {
    ok: true,
    value: {
      playerId: String(player.memberId),
      nickname: player.nickname,
      currency: player.currency,
      currencyExponent: player.currencyExponent,
      balance: await cashBalance(deps.db, player.memberId),
      language: session.language,
      gameCode: game?.gameCode ?? '',
    },
  };
}

/**
 * balance: the player's main wallet. Without a token it answers any player of the calling vendor's
 * merchants (a studio's reconciliation); a token, when sent, must be this player's, from this
 * vendor, and alive: a balance for a game session that ended is refused like a bet.
 */
export async function readPlayerBalance(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorBalance,
): Promise<Outcome<VendorBalanceAnswer>> {
  const player = await findPlayer(deps.db, input.playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (input.token !== undefined) {
    const session = await findSession(deps.db, input.token);
    if (!session || session.vendorCode !== vendorCode || session.memberId !== player.memberId)
      return refuse('VENDOR_TOKEN_INVALID', 'Unknown launch token');
    if (session.expiresAt <= deps.now())
      return refuse('VENDOR_TOKEN_EXPIRED', 'The launch token has expired');
  }
  return {
    ok: true,
    value: {
      balance: await cashBalance(deps.db, player.memberId),
      currency: player.currency,
      currencyExponent: player.currencyExponent,
    },
  };
}

/**
 * bet: takes the stake from the member's main wallet and opens (or adds to) the round, in one
 * transaction with the vendor transaction that makes it idempotent. Needs a live launch token.
 */
export async function placeBet(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorBet,
): Promise<Outcome<VendorTransactionAnswer>> {
  const fingerprint = fingerprintOf(['bet', input.roundId, input.playerId, input.amount, input.currency]);
  // One reading of the clock: the token check, the bet record and its ledger postings agree.
  const now = deps.now();
  const call = await readCall(deps.db, vendorCode, input);
  if (call.seen) return answerSeen(call.seen, 'bet', fingerprint);
  const { player, session } = call;
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (player.blocked) return blockedRefusal();
  if (input.currency !== player.currency)
    return refuse('CURRENCY_MISMATCH', `The player's wallet is in ${player.currency}`);
  if (!session || session.vendorCode !== vendorCode || session.memberId !== player.memberId)
    return refuse('VENDOR_TOKEN_INVALID', 'Unknown launch token');
  if (session.expiresAt <= now) return refuse('VENDOR_TOKEN_EXPIRED', 'The launch token has expired');
  // The token plays the game it was launched for, and only a game the catalog offers.
  const nodeId = call.gameNodeId;
  if (nodeId === null) return refuse('GAME_NOT_FOUND', 'The vendor has no such game, or it is switched off');
  if (session.nodeId !== nodeId)
    return refuse('VENDOR_GAME_MISMATCH', 'The launch token was issued for another game');
  if (await vendorUnderMaintenance(deps, player.merchantId, vendorCode))
    return refuse('GAME_MAINTENANCE', 'Game maintenance');
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const [cash, house] = await Promise.all([
    call.cash ?? memberAccount(deps.db, owner, 'cash', now),
    houseAccount(deps.db, player.merchantId, now),
  ]);

  const vendorCall: VendorCall = { vendorCode, input, player, now };
  let posted: PostedTransfer;
  let answer: VendorTransactionAnswer;
  try {
    ({ posted, answer } = await deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, vendorCode, input.transactionId);
      const [rolledBack] = await tx
        .select({ id: vendorTransactions.id })
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.vendorCode, vendorCode),
            eq(vendorTransactions.refTransactionId, input.transactionId),
            eq(vendorTransactions.kind, 'rollback'),
          ),
        );
      if (rolledBack)
        throw new Refused(refuse('BET_ROLLED_BACK', 'This bet was rolled back before it arrived'));
      const claimed = await claimTransaction(tx, vendorCall, {
        kind: 'bet',
        amount: input.amount,
        fingerprint,
      });
      const [round] = await tx
        .insert(betRecords)
        .values({
          merchantId: player.merchantId,
          memberId: player.memberId,
          vendorCode,
          roundId: input.roundId,
          nodeId,
          gameCode: input.gameCode,
          stake: input.amount,
          placedAt: now,
        })
        .onConflictDoUpdate({
          target: [betRecords.vendorCode, betRecords.roundId],
          set: { stake: sql`${betRecords.stake} + excluded.stake` },
          setWhere: sql`${betRecords.memberId} = excluded.member_id and ${betRecords.status} = 'open'`,
        })
        .returning({ id: betRecords.id });
      if (!round) throw new Refused(refuse('ROUND_CLOSED', 'The round is closed'));
      return postAndAnswer(tx, claimed, vendorCall, cash, {
        kind: 'bet',
        from: cash,
        to: house,
        amount: input.amount,
      });
    }));
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      const balance = await cashBalance(deps.db, player.memberId);
      return refuse('INSUFFICIENT_FUNDS', 'Insufficient balance', { balance, currency: player.currency });
    }
    if (error instanceof Refused)
      return answerRefused(deps.db, error, vendorCall, { kind: 'bet', fingerprint });
    throw error;
  }
  deps.walletEvents.publishPosted(player.merchantId, posted);
  await deps.betEvents.publish('betPlaced', {
    merchantId: player.merchantId,
    memberId: player.memberId,
    vendorCode,
    nodeId,
    roundId: input.roundId,
    amount: input.amount,
    placedAt: now,
  });
  return { ok: true, value: answer };
}

type RoundRow = typeof betRecords.$inferSelect;

async function findRound(db: LedgerExecutor, vendorCode: string, roundId: string, memberId: number) {
  const [round] = await db
    .select()
    .from(betRecords)
    .where(and(eq(betRecords.vendorCode, vendorCode), eq(betRecords.roundId, roundId)));
  return round && round.memberId === memberId ? round : null;
}

function roundEnded(deps: SeamlessDeps, round: RoundRow, endedAt: Date) {
  if (round.status === 'open') return Promise.resolve();
  return deps.betEvents.publish('roundEnded', {
    merchantId: round.merchantId,
    memberId: round.memberId,
    vendorCode: round.vendorCode,
    nodeId: round.nodeId,
    roundId: round.roundId,
    status: round.status,
    stake: round.stake,
    payout: round.payout,
    endedAt,
  });
}

/**
 * win: pays into the main wallet and, with endRound, settles the round. Accepted after the launch
 * token expired (DESIGN §6: a win is never refused for that); refused for a round never opened.
 */
export async function creditWin(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorWin,
): Promise<Outcome<VendorTransactionAnswer>> {
  const fingerprint = fingerprintOf(['win', input.roundId, input.playerId, input.amount, input.currency]);
  const call = await readCall(deps.db, vendorCode, input);
  if (call.seen) return answerSeen(call.seen, 'win', fingerprint);
  const { player, round: known } = call;
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  if (input.currency !== player.currency)
    return refuse('CURRENCY_MISMATCH', `The player's wallet is in ${player.currency}`);
  if (!known) return refuse('ROUND_NOT_FOUND', 'No bet was placed in this round');
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const now = deps.now();
  const [cash, house] = await Promise.all([
    call.cash ?? memberAccount(deps.db, owner, 'cash', now),
    houseAccount(deps.db, player.merchantId, now),
  ]);

  const vendorCall: VendorCall = { vendorCode, input, player, now };
  let outcome: { posted: PostedTransfer | null; answer: VendorTransactionAnswer; round: RoundRow };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const claimed = await claimTransaction(tx, vendorCall, {
        kind: 'win',
        amount: input.amount,
        fingerprint,
      });
      const [round] = await tx
        .update(betRecords)
        .set({
          payout: sql`${betRecords.payout} + ${input.amount}`,
          ...(input.endRound ? { status: 'settled' as const, settledAt: now } : {}),
        })
        .where(and(eq(betRecords.id, known.id), eq(betRecords.status, 'open')))
        .returning();
      if (!round) throw new Refused(refuse('ROUND_CLOSED', 'The round is closed'));
      const move = input.amount > 0 ? { kind: 'win', from: house, to: cash, amount: input.amount } : null;
      return { ...(await postAndAnswer(tx, claimed, vendorCall, cash, move)), round };
    });
  } catch (error) {
    if (error instanceof Refused)
      return answerRefused(deps.db, error, vendorCall, { kind: 'win', fingerprint });
    throw error;
  }
  if (outcome.posted) deps.walletEvents.publishPosted(player.merchantId, outcome.posted);
  await roundEnded(deps, outcome.round, now);
  return { ok: true, value: outcome.answer };
}

/**
 * rollback: gives a bet's stake back. A bet never seen succeeds with nothing moved, and is
 * remembered, so that bet arriving late is refused (BET_ROLLED_BACK) instead of taking money.
 */
export async function rollbackBet(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorRollback,
): Promise<Outcome<VendorTransactionAnswer>> {
  const fingerprint = fingerprintOf(['rollback', input.refTransactionId, input.roundId, input.playerId]);
  const replay = await replayOf(deps.db, vendorCode, input.transactionId, 'rollback', fingerprint);
  if (replay) return replay;
  const player = await findPlayer(deps.db, input.playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const now = deps.now();
  const [cash, house] = await Promise.all([
    memberAccount(deps.db, owner, 'cash', now),
    houseAccount(deps.db, player.merchantId, now),
  ]);

  const vendorCall: VendorCall = { vendorCode, input, player, now };
  let outcome: {
    posted: PostedTransfer | null;
    answer: VendorTransactionAnswer;
    round: { row: RoundRow; ended: boolean } | null;
  };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await lockTransactionId(tx, vendorCode, input.refTransactionId);
      const [bet] = await tx
        .select()
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.vendorCode, vendorCode),
            eq(vendorTransactions.transactionId, input.refTransactionId),
          ),
        );
      if (bet && (bet.kind !== 'bet' || bet.memberId !== player.memberId || bet.roundId !== input.roundId))
        throw new Refused(
          refuse('TRANSACTION_CONFLICT', 'The transaction rolled back is not a bet of this round'),
        );
      const claimed = await claimTransaction(tx, vendorCall, {
        kind: 'rollback',
        amount: bet?.amount ?? 0,
        fingerprint,
        refTransactionId: input.refTransactionId,
      });
      const round = bet ? await refundInRound(tx, vendorCode, input.roundId, bet.amount, now) : null;
      const move = bet ? { kind: 'bet_refund', from: house, to: cash, amount: bet.amount } : null;
      return { ...(await postAndAnswer(tx, claimed, vendorCall, cash, move)), round };
    });
  } catch (error) {
    if (error instanceof Refused)
      return answerRefused(
        deps.db,
        error,
        vendorCall,
        { kind: 'rollback', fingerprint },
        refuse('TRANSACTION_CONFLICT', 'This bet was already rolled back by another transaction'),
      );
    throw error;
  }
  if (outcome.posted) deps.walletEvents.publishPosted(player.merchantId, outcome.posted);
  if (outcome.round?.ended) await roundEnded(deps, outcome.round.row, now);
  return { ok: true, value: outcome.answer };
}

/**
 * Takes a rolled-back bet's stake off its round, in the rollback's transaction. A bet no win has
 * settled is refunded even after its round ended (a studio timing out on a bet ends the round
 * without it); once a win (of any amount, a zero win recording a loss) settled the round, its
 * bets stand: ROUND_CLOSED. A round left without stake or payout is cancelled; `ended` tells
 * whether this refund closed it, so its end is announced once.
 */
async function refundInRound(tx: ClaimTx, vendorCode: string, roundId: string, amount: number, now: Date) {
  const [settledByWin] = await tx
    .select({ id: vendorTransactions.id })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, vendorCode),
        eq(vendorTransactions.roundId, roundId),
        eq(vendorTransactions.kind, 'win'),
      ),
    )
    .limit(1);
  if (settledByWin) throw new Refused(refuse('ROUND_CLOSED', 'A win has settled this round'));
  const emptied = sql`${betRecords.stake} - ${amount} = 0 and ${betRecords.payout} = 0`;
  const [before] = await tx
    .select({ status: betRecords.status })
    .from(betRecords)
    .where(and(eq(betRecords.vendorCode, vendorCode), eq(betRecords.roundId, roundId)))
    .for('update');
  const [row] = await tx
    .update(betRecords)
    .set({
      stake: sql`${betRecords.stake} - ${amount}`,
      status: sql`case when ${emptied} then 'cancelled' else ${betRecords.status} end`,
      settledAt: sql`case when ${emptied} then ${now.toISOString()}::timestamptz else ${betRecords.settledAt} end`,
    })
    .where(
      and(
        eq(betRecords.vendorCode, vendorCode),
        eq(betRecords.roundId, roundId),
        ne(betRecords.status, 'cancelled'),
      ),
    )
    .returning();
  if (!row) throw new Refused(refuse('ROUND_CLOSED', 'The round is cancelled'));
  return { row, ended: before?.status !== row.status };
}

/** end round: settles an open round; ending it again answers the same. */
export async function endRound(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorEndRound,
): Promise<Outcome<{ roundId: string; status: 'settled' | 'cancelled'; balance: number; currency: string }>> {
  const player = await findPlayer(deps.db, input.playerId);
  if (!player) return refuse('PLAYER_NOT_FOUND', 'Unknown player');
  const known = await findRound(deps.db, vendorCode, input.roundId, player.memberId);
  if (!known) return refuse('ROUND_NOT_FOUND', 'No bet was placed in this round');
  const now = deps.now();
  const [settled] = await deps.db
    .update(betRecords)
    .set({ status: 'settled', settledAt: now })
    .where(and(eq(betRecords.id, known.id), eq(betRecords.status, 'open')))
    .returning();
  if (settled) await roundEnded(deps, settled, now);
  const status = settled ? 'settled' : known.status === 'cancelled' ? 'cancelled' : 'settled';
  return {
    ok: true,
    value: {
      roundId: input.roundId,
      status,
      balance: await cashBalance(deps.db, player.memberId),
      currency: player.currency,
    },
  };
}

/**
 * transaction: what became of one of the vendor's transaction ids, for a studio that got no answer
 * (a timeout) and wants to know before retrying or rolling back. Only calls that were accepted
 * leave a row; a refused one moved nothing and is TRANSACTION_NOT_FOUND, like one never received.
 */
export async function readTransaction(
  deps: SeamlessDeps,
  vendorCode: string,
  input: VendorTransactionQuery,
): Promise<Outcome<VendorTransactionStatus>> {
  const [row] = await deps.db
    .select()
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, vendorCode),
        eq(vendorTransactions.transactionId, input.transactionId),
      ),
    );
  if (!row) return refuse('TRANSACTION_NOT_FOUND', 'No such transaction of this vendor');
  return {
    ok: true,
    value: {
      transactionId: row.transactionId,
      kind: row.kind,
      roundId: row.roundId,
      playerId: String(row.memberId),
      amount: row.amount,
      refTransactionId: row.refTransactionId,
      createdAt: row.createdAt.toISOString(),
      answer: row.answer as unknown as VendorTransactionAnswer,
    },
  };
}
