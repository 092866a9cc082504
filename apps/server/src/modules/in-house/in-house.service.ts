import { createHash, randomUUID } from 'node:crypto';
import type { ErrorCode, FieldError } from '@platform/contract/errors';
import {
  type AdminInHouseRound,
  type BlackjackActionRequest,
  IN_HOUSE_GAMES,
  IN_HOUSE_RECENT_ROUNDS,
  IN_HOUSE_TRIAL_GRANT,
  IN_HOUSE_TRIAL_LOW,
  IN_HOUSE_VENDOR,
  type InHouseConflict,
  type InHouseGame,
  type InHouseLimit,
  type InHouseRound,
  type PlaceInHouseRound,
  type SeedPairView,
} from '@platform/contract/in-house';
import {
  applyBlackjackAction,
  type BlackjackState,
  publicView,
  replayBlackjack,
} from '@platform/games/blackjack/blackjack';
import { fairRng, hashServerSeed, newClientSeed, newServerSeed } from '@platform/games/fairness/fairness';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postgresFailure } from '../../db/errors.ts';
import type { BetEvents } from '../bets/bet-events.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import { gameVendors } from '../games/vendors.tables.ts';
import {
  LedgerError,
  type LedgerExecutor,
  memberAccount,
  memberBalances,
  merchantAccount,
  type PostedTransfer,
  postMove,
} from '../ledger/ledger.service.ts';
import { ledgerAccounts } from '../ledger/ledger.tables.ts';
import { refuseBet } from '../responsible/responsible-gates.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { inHouseLimits, inHouseRoundActions, inHouseRounds, inHouseSeedPairs } from './in-house.tables.ts';
import {
  blackjackRound,
  checkSlip,
  type PlayedRound,
  playSlip,
  type RoundBet,
  type StakeLimits,
  slipFingerprintParts,
} from './in-house-games.ts';

/**
 * In-house provably fair games (DESIGN §6), played as our own vendor INHOUSE from the same wallet
 * as the seamless vendors: each round's stake and return are ledger postings between the member's
 * cash and the merchant's house (trial members: their trial account and the trial house, never real
 * money), written in one transaction with the round, the nonce it used and, for real money, its
 * bet record.
 */

export interface InHouseDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
  betEvents: BetEvents;
}

/** The member playing, as the session names them. */
export interface InHousePlayer {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
}

export type InHouseRefusal = {
  ok: false;
  code: ErrorCode;
  message: string;
  fields?: FieldError[];
  value?: Record<string, unknown>;
};
type Outcome<T> = { ok: true; value: T } | InHouseRefusal;

const refuse = (
  code: ErrorCode,
  message: string,
  extra: { fields?: FieldError[]; value?: Record<string, unknown> } = {},
): InHouseRefusal => ({ ok: false, code, message, ...extra });

const conflict = (reason: InHouseConflict, message: string, value: Record<string, unknown> = {}) =>
  refuse('CONFLICT', message, { value: { reason, ...value } });

/** Per-bet limits when the merchant set none: slot stakes are multiples of its 20 lines. */
export const DEFAULT_IN_HOUSE_LIMITS: Readonly<Record<InHouseGame, StakeLimits>> = {
  slot: { min: 20, max: 200_000 },
  baccarat: { min: 100, max: 1_000_000 },
  'dragon-tiger': { min: 100, max: 1_000_000 },
  roulette: { min: 100, max: 500_000 },
  'sic-bo': { min: 100, max: 500_000 },
  blackjack: { min: 100, max: 1_000_000 },
};

/** Thrown inside a transaction to roll it back and answer a refusal. */
class Refused extends Error {
  constructor(readonly refusal: InHouseRefusal) {
    super(refusal.message);
  }
}

/**
 * What a round's money transaction threw, when it is an answer for the member: a refusal, or a
 * stake the wallet cannot cover (with the balance it holds). Null for anything else, to rethrow.
 */
async function refusalThrown(
  deps: InHouseDeps,
  player: InHousePlayer,
  error: unknown,
): Promise<InHouseRefusal | null> {
  if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS')
    return refuse('INSUFFICIENT_FUNDS', 'Insufficient balance', {
      value: { balance: await walletBalance(deps.db, player) },
    });
  if (error instanceof Refused) return error.refusal;
  return null;
}

/** The player's exclusion and wager and loss limits, checked in the round's transaction before its stake. */
async function passGates(
  tx: Parameters<typeof refuseBet>[0],
  player: InHousePlayer,
  stake: number,
  now: Date,
) {
  const gate = await refuseBet(tx, { memberId: player.memberId, stake, now });
  if (gate) throw new Refused(refuse(gate.code, 'You may not play now', { value: gate.value }));
}

/** Thrown inside a transaction when its key was used meanwhile: answer from the stored round. */
class AlreadyDone extends Error {}

// ---------------------------------------------------------------------------------------------
// Seed pairs
// ---------------------------------------------------------------------------------------------

type SeedPairRow = typeof inHouseSeedPairs.$inferSelect;

function newPair(player: InHousePlayer, clientSeed: string, at: Date) {
  const serverSeed = newServerSeed();
  return {
    createdAt: at,
    merchantId: player.merchantId,
    memberId: player.memberId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
  };
}

async function activePair(db: LedgerExecutor, memberId: number): Promise<SeedPairRow | null> {
  const [pair] = await db
    .select()
    .from(inHouseSeedPairs)
    .where(and(eq(inHouseSeedPairs.memberId, memberId), isNull(inHouseSeedPairs.revealedAt)));
  return pair ?? null;
}

/** The member's pair in use, made on first use (the partial unique index settles a race). */
async function ensurePair(db: Database, player: InHousePlayer, at: Date): Promise<SeedPairRow> {
  const found = await activePair(db, player.memberId);
  if (found) return found;
  await db
    .insert(inHouseSeedPairs)
    .values(newPair(player, newClientSeed(), at))
    .onConflictDoNothing();
  const made = await activePair(db, player.memberId);
  if (!made) throw new Error('seed pair not found after creating it');
  return made;
}

async function seedPairView(db: Database, player: InHousePlayer, pair: SeedPairRow): Promise<SeedPairView> {
  const [previous] = await db
    .select()
    .from(inHouseSeedPairs)
    .where(and(eq(inHouseSeedPairs.memberId, player.memberId), isNotNull(inHouseSeedPairs.revealedAt)))
    .orderBy(desc(inHouseSeedPairs.revealedAt), desc(inHouseSeedPairs.id))
    .limit(1);
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    previous: previous
      ? {
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          lastNonce: previous.nonce > 0 ? previous.nonce - 1 : null,
        }
      : null,
  };
}

/** The commitment in use and the last revealed pair (a trial member's first visit: their free-play money). */
export async function readSeedPair(deps: InHouseDeps, player: InHousePlayer): Promise<SeedPairView> {
  const now = deps.now();
  const [pair] = await Promise.all([ensurePair(deps.db, player, now), grantTrialMoney(deps, player, now)]);
  return seedPairView(deps.db, player, pair);
}

/**
 * Retires the pair in use, revealing its server seed, and starts a new one with a new server seed
 * and the given client seed (the same one when none is given). Refused while a blackjack round is
 * open on the pair: its server seed would tell the cards still to come.
 */
export async function rotateSeedPair(
  deps: InHouseDeps,
  player: InHousePlayer,
  clientSeed?: string,
): Promise<Outcome<SeedPairView>> {
  const now = deps.now();
  await ensurePair(deps.db, player, now);
  try {
    const pair = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(inHouseSeedPairs)
        .where(and(eq(inHouseSeedPairs.memberId, player.memberId), isNull(inHouseSeedPairs.revealedAt)))
        .for('update');
      if (!current) throw new Refused(refuse('CONFLICT', 'The seed pair changed, please try again'));
      const [open] = await tx
        .select({ id: inHouseRounds.id })
        .from(inHouseRounds)
        .where(and(eq(inHouseRounds.seedPairId, current.id), eq(inHouseRounds.status, 'open')))
        .limit(1);
      if (open)
        throw new Refused(
          conflict('ROUND_IN_PROGRESS', 'Finish the open round before changing seeds', {
            roundId: String(open.id),
          }),
        );
      await tx.update(inHouseSeedPairs).set({ revealedAt: now }).where(eq(inHouseSeedPairs.id, current.id));
      const [next] = await tx
        .insert(inHouseSeedPairs)
        .values(newPair(player, clientSeed ?? current.clientSeed, now))
        .returning();
      return next!;
    });
    return { ok: true, value: await seedPairView(deps.db, player, pair) };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Rounds: reading
// ---------------------------------------------------------------------------------------------

type RoundRow = typeof inHouseRounds.$inferSelect;

const roundColumns = {
  round: inHouseRounds,
  serverSeed: inHouseSeedPairs.serverSeed,
  serverSeedHash: inHouseSeedPairs.serverSeedHash,
  clientSeed: inHouseSeedPairs.clientSeed,
  revealedAt: inHouseSeedPairs.revealedAt,
};
type RoundWithPair = {
  round: RoundRow;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  revealedAt: Date | null;
};

function selectRounds(db: LedgerExecutor) {
  return db
    .select(roundColumns)
    .from(inHouseRounds)
    .innerJoin(inHouseSeedPairs, eq(inHouseSeedPairs.id, inHouseRounds.seedPairId));
}

/** What a member may see of a round: the server seed only once revealed, never the hole card. */
function roundView({ round, ...pair }: RoundWithPair): InHouseRound {
  const blackjack = round.game === 'blackjack' ? (round.outcome as BlackjackState) : null;
  return {
    id: String(round.id),
    game: round.game,
    nonce: round.nonce,
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.revealedAt ? pair.serverSeed : null,
    clientSeed: pair.clientSeed,
    stake: round.stake,
    outcome: blackjack ? publicView(blackjack) : round.outcome,
    bets: round.bets as RoundBet[],
    actions: blackjack ? [...blackjack.actions] : [],
    totalReturn: round.totalReturn,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    status: round.status,
    trial: round.trial,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}

/** The member's last rounds, newest first. */
export async function listRecentRounds(deps: InHouseDeps, player: InHousePlayer): Promise<InHouseRound[]> {
  const rows = await selectRounds(deps.db)
    .where(eq(inHouseRounds.memberId, player.memberId))
    .orderBy(desc(inHouseRounds.id))
    .limit(IN_HOUSE_RECENT_ROUNDS);
  return rows.map(roundView);
}

async function findRound(db: LedgerExecutor, where: ReturnType<typeof and>) {
  const [row] = await selectRounds(db).where(where);
  return row ?? null;
}

/** One of the member's own rounds; anyone else's answers like an unknown one. */
export async function readOwnRound(
  deps: InHouseDeps,
  player: InHousePlayer,
  roundId: number,
): Promise<Outcome<InHouseRound>> {
  const row = await findRound(
    deps.db,
    and(eq(inHouseRounds.id, roundId), eq(inHouseRounds.memberId, player.memberId)),
  );
  return row ? { ok: true, value: roundView(row) } : refuse('NOT_FOUND', 'Round not found');
}

/** An operator's recall of any round of the merchant's members. */
export async function readMerchantRound(
  deps: InHouseDeps,
  merchantId: number,
  roundId: number,
): Promise<Outcome<AdminInHouseRound>> {
  const row = await findRound(
    deps.db,
    and(eq(inHouseRounds.id, roundId), eq(inHouseRounds.merchantId, merchantId)),
  );
  return row
    ? { ok: true, value: { ...roundView(row), memberId: row.round.memberId } }
    : refuse('NOT_FOUND', 'Round not found');
}

// ---------------------------------------------------------------------------------------------
// Rounds: playing
// ---------------------------------------------------------------------------------------------

async function limitsOf(db: Database, merchantId: number, game: InHouseGame): Promise<StakeLimits> {
  const [row] = await db
    .select({ min: inHouseLimits.minStake, max: inHouseLimits.maxStake })
    .from(inHouseLimits)
    .where(and(eq(inHouseLimits.merchantId, merchantId), eq(inHouseLimits.game, game)));
  return row ?? DEFAULT_IN_HOUSE_LIMITS[game];
}

/** Every game's limits on the merchant's site: its own where it set them, else the defaults. */
export async function listLimits(
  db: LedgerExecutor,
  merchantId: number,
): Promise<Record<InHouseGame, InHouseLimit>> {
  const rows = await db
    .select({ game: inHouseLimits.game, min: inHouseLimits.minStake, max: inHouseLimits.maxStake })
    .from(inHouseLimits)
    .where(eq(inHouseLimits.merchantId, merchantId));
  const set = new Map(rows.map((row) => [row.game, { min: row.min, max: row.max }]));
  return Object.fromEntries(
    IN_HOUSE_GAMES.map((game) => [game, set.get(game) ?? { ...DEFAULT_IN_HOUSE_LIMITS[game] }]),
  ) as Record<InHouseGame, InHouseLimit>;
}

/** Sets one game's limits for the merchant; answers them before and after, for the audit log. */
export async function setLimit(
  tx: LedgerExecutor,
  merchantId: number,
  game: InHouseGame,
  limit: InHouseLimit,
): Promise<{ before: InHouseLimit; after: InHouseLimit }> {
  const before = (await listLimits(tx, merchantId))[game];
  await tx
    .insert(inHouseLimits)
    .values({ merchantId, game, minStake: limit.min, maxStake: limit.max })
    .onConflictDoUpdate({
      target: [inHouseLimits.merchantId, inHouseLimits.game],
      set: { minStake: limit.min, maxStake: limit.max },
    });
  return { before, after: { min: limit.min, max: limit.max } };
}

// ---------------------------------------------------------------------------------------------
// Trial money
// ---------------------------------------------------------------------------------------------

/**
 * A trial member's free-play money, granted once, on their first visit to an in-house game (the
 * grant's idempotency key makes a second call a replay that moves nothing). Real members: nothing.
 */
async function grantTrialMoney(deps: InHouseDeps, player: InHousePlayer, now: Date): Promise<void> {
  if (!player.isTrial) return;
  const { wallet, house } = await accountsOf(deps.db, player, now);
  const posted = await postMove(deps.db, {
    at: now,
    merchantId: player.merchantId,
    idempotencyKey: `inhouse:trial-grant:${player.memberId}`,
    kind: 'trial_grant',
    reference: trialReference(player),
    from: house,
    to: wallet,
    amount: IN_HOUSE_TRIAL_GRANT,
  });
  if (!posted.replayed) deps.walletEvents.publishPosted(player.merchantId, posted);
}

/**
 * Tops a trial member's free-play money back up to the grant once it is below IN_HOUSE_TRIAL_LOW.
 * The account row is locked while it is read and topped up, so two refills at once give one.
 */
export async function refillTrialMoney(
  deps: InHouseDeps,
  player: InHousePlayer,
): Promise<Outcome<{ balance: number }>> {
  if (!player.isTrial) return refuse('FORBIDDEN', 'Only free-play accounts are topped up');
  const now = deps.now();
  const { wallet, house } = await accountsOf(deps.db, player, now);
  try {
    const posted = await deps.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, wallet))
        .for('update');
      const balance = account?.balance ?? 0;
      if (balance >= IN_HOUSE_TRIAL_LOW)
        throw new Refused(
          refuse('CONFLICT', 'Free-play money is topped up only when it runs low', { value: { balance } }),
        );
      const topUp = IN_HOUSE_TRIAL_GRANT - balance;
      return postMove(tx, {
        at: now,
        merchantId: player.merchantId,
        idempotencyKey: `inhouse:trial-refill:${player.memberId}:${randomUUID()}`,
        kind: 'trial_grant',
        reference: trialReference(player),
        from: house,
        to: wallet,
        amount: topUp,
      });
    });
    deps.walletEvents.publishPosted(player.merchantId, posted);
    return { ok: true, value: { balance: balanceAfter(posted, wallet) } };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/**
 * The vendor row every INHOUSE bet record points at, made once per database: the platform's own
 * games exist whether or not a merchant lists them in its lobby.
 */
export function insertInHouseVendor(db: LedgerExecutor, at: Date): Promise<unknown> {
  return db
    .insert(gameVendors)
    .values({ code: IN_HOUSE_VENDOR, displayName: 'In-house', walletMode: 'seamless', createdAt: at })
    .onConflictDoNothing();
}

const vendorReady = new WeakMap<Database, Promise<unknown>>();
export function ensureInHouseVendor(db: Database, at: Date): Promise<unknown> {
  let ready = vendorReady.get(db);
  if (!ready) {
    ready = insertInHouseVendor(db, at);
    ready.catch(() => vendorReady.delete(db));
    vendorReady.set(db, ready);
  }
  return ready;
}

/** The game's catalog entry, if the catalog lists it (recent games and the betting record use it). */
async function gameNode(db: Database, game: InHouseGame): Promise<number | null> {
  const [row] = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(
      and(eq(games.vendorCode, IN_HOUSE_VENDOR), eq(games.gameCode, game), eq(games.gameType, 'INHOUSE')),
    );
  return row?.nodeId ?? null;
}

/** The member's side and the merchant's side of the money: trial money never meets real money. */
async function accountsOf(db: Database, player: InHousePlayer, at: Date) {
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const [wallet, house] = await Promise.all([
    memberAccount(db, owner, player.isTrial ? 'trial' : 'cash', at),
    merchantAccount(db, player.merchantId, player.isTrial ? 'trial_house' : 'house', at),
  ]);
  return { wallet, house };
}

async function walletBalance(db: Database, player: InHousePlayer): Promise<number> {
  const balances = await memberBalances(db, player.memberId);
  return balances[player.isTrial ? 'trial' : 'cash'] ?? 0;
}

function balanceAfter(posted: PostedTransfer, accountId: number): number {
  const entry = posted.entries.find((e) => e.accountId === accountId);
  if (entry?.balanceAfter == null) throw new Error('posting did not move the member account');
  return entry.balanceAfter;
}

const roundReference = (roundId: number) => `${IN_HOUSE_VENDOR}:${roundId}`;
const trialReference = (player: InHousePlayer) => `${IN_HOUSE_VENDOR}:trial:${player.memberId}`;

/**
 * A round's money, between the member's side and the house's, each posting keyed by the round and
 * its step so a retried step moves nothing: `stake` takes a stake (the round's, or a blackjack
 * action's extra), `pay` pays the round's return (once per round).
 */
function roundMoney(
  tx: LedgerExecutor,
  merchantId: number,
  roundId: number,
  sides: { wallet: number; house: number },
  at: Date,
) {
  const move = (step: string, kind: 'bet' | 'win', from: number, to: number, amount: number) =>
    postMove(tx, {
      at,
      merchantId,
      idempotencyKey: `inhouse:${roundId}:${step}`,
      kind,
      reference: roundReference(roundId),
      from,
      to,
      amount,
    });
  return {
    stake: (step: string, amount: number) => move(step, 'bet', sides.wallet, sides.house, amount),
    pay: (amount: number) => move('win', 'win', sides.house, sides.wallet, amount),
  };
}

function fingerprintOf(request: PlaceInHouseRound): string {
  return createHash('sha256')
    .update(JSON.stringify(slipFingerprintParts(request)))
    .digest('hex');
}

/** A round key seen before: the same request answers its round; other bets under it are refused. */
async function replayOf(
  deps: InHouseDeps,
  player: InHousePlayer,
  roundKey: string,
  fingerprint: string,
): Promise<Outcome<InHouseRound> | null> {
  const row = await findRound(
    deps.db,
    and(eq(inHouseRounds.memberId, player.memberId), eq(inHouseRounds.roundKey, roundKey)),
  );
  if (!row) return null;
  if (row.round.fingerprint !== fingerprint)
    return refuse('IDEMPOTENCY_CONFLICT', 'This round key was used for other bets');
  return { ok: true, value: roundView(row) };
}

interface Moved {
  roundId: number;
  postings: PostedTransfer[];
  played: PlayedRound;
}

/** After commit: balance events, and for real money the bets domain's events. */
async function publishMoved(
  deps: InHouseDeps,
  player: InHousePlayer,
  moved: Moved,
  nodeId: number | null,
  placed: { amount: number } | null,
) {
  for (const posting of moved.postings) deps.walletEvents.publishPosted(player.merchantId, posting);
  if (player.isTrial) return;
  const common = {
    merchantId: player.merchantId,
    memberId: player.memberId,
    vendorCode: IN_HOUSE_VENDOR,
    nodeId,
    roundId: String(moved.roundId),
  };
  const now = deps.now();
  if (placed) await deps.betEvents.publish('betPlaced', { ...common, amount: placed.amount, placedAt: now });
  if (moved.played.status === 'settled')
    await deps.betEvents.publish('roundEnded', {
      ...common,
      status: 'settled',
      stake: moved.played.stake,
      payout: moved.played.totalReturn ?? 0,
      endedAt: now,
    });
}

/**
 * Plays one round: the slip checked by the game's validator against the merchant's limits, then in
 * one transaction the next nonce of the member's pair, the outcome from the seeds, the stake and
 * the return posted, the round (and bet record) stored. The same roundKey again answers the first
 * round; a refusal (insufficient funds) leaves everything, the nonce included, as it was.
 */
export async function placeRound(
  deps: InHouseDeps,
  player: InHousePlayer,
  request: PlaceInHouseRound,
): Promise<Outcome<InHouseRound>> {
  const fingerprint = fingerprintOf(request);
  const seen = await replayOf(deps, player, request.roundKey, fingerprint);
  if (seen) return seen;
  const checked = checkSlip(request, await limitsOf(deps.db, player.merchantId, request.game));
  if (!checked.ok)
    return refuse('VALIDATION_ERROR', 'These bets cannot be placed', { fields: checked.fields });
  const { slip } = checked;

  const now = deps.now();
  await ensurePair(deps.db, player, now);
  if (!player.isTrial) await ensureInHouseVendor(deps.db, now);
  const [{ wallet, house }, nodeId] = await Promise.all([
    accountsOf(deps.db, player, now),
    player.isTrial ? null : gameNode(deps.db, request.game),
  ]);

  let moved: Moved;
  try {
    moved = await deps.db.transaction(async (tx) => {
      if (!player.isTrial) await passGates(tx, player, slip.stake, now);
      // The pair's row lock orders the member's rounds: each takes the next nonce exactly once.
      const [pair] = await tx
        .update(inHouseSeedPairs)
        .set({ nonce: sql`${inHouseSeedPairs.nonce} + 1` })
        .where(and(eq(inHouseSeedPairs.memberId, player.memberId), isNull(inHouseSeedPairs.revealedAt)))
        .returning();
      if (!pair) throw new Refused(refuse('CONFLICT', 'The seed pair changed, please try again'));
      const [taken] = await tx
        .select({ id: inHouseRounds.id })
        .from(inHouseRounds)
        .where(
          and(eq(inHouseRounds.memberId, player.memberId), eq(inHouseRounds.roundKey, request.roundKey)),
        );
      if (taken) throw new AlreadyDone();
      const nonce = pair.nonce - 1;
      const played = playSlip(
        slip,
        fairRng({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce }),
      );
      const [round] = await tx
        .insert(inHouseRounds)
        .values({
          merchantId: player.merchantId,
          memberId: player.memberId,
          roundKey: request.roundKey,
          fingerprint,
          game: request.game,
          seedPairId: pair.id,
          nonce,
          trial: player.isTrial,
          stake: played.stake,
          totalReturn: played.totalReturn,
          bets: played.bets,
          outcome: played.outcome,
          balanceBefore: 0,
          balanceAfter: 0,
          status: played.status,
          createdAt: now,
          settledAt: played.status === 'settled' ? now : null,
        })
        .returning({ id: inHouseRounds.id });
      const roundId = round!.id;
      const money = roundMoney(tx, player.merchantId, roundId, { wallet, house }, now);
      const bet = await money.stake('bet', played.stake);
      const postings = [bet];
      if (played.totalReturn) postings.push(await money.pay(played.totalReturn));
      await tx
        .update(inHouseRounds)
        .set({
          balanceBefore: balanceAfter(bet, wallet) + played.stake,
          balanceAfter: balanceAfter(postings.at(-1)!, wallet),
        })
        .where(eq(inHouseRounds.id, roundId));
      if (!player.isTrial)
        await tx.insert(betRecords).values({
          merchantId: player.merchantId,
          memberId: player.memberId,
          vendorCode: IN_HOUSE_VENDOR,
          roundId: String(roundId),
          nodeId,
          gameCode: request.game,
          status: played.status,
          stake: played.stake,
          payout: played.totalReturn ?? 0,
          placedAt: now,
          settledAt: played.status === 'settled' ? now : null,
        });
      return { roundId, postings, played };
    });
  } catch (error) {
    const refusal = await refusalThrown(deps, player, error);
    if (refusal) return refusal;
    const failure = postgresFailure(error);
    if (
      error instanceof AlreadyDone ||
      (failure?.code === '23505' && failure.constraint === 'in_house_rounds_key')
    )
      return (
        (await replayOf(deps, player, request.roundKey, fingerprint)) ??
        refuse('CONFLICT', 'Please try again')
      );
    throw error;
  }
  await publishMoved(deps, player, moved, nodeId, { amount: moved.played.stake });
  return readOwnRound(deps, player, moved.roundId);
}

/**
 * One blackjack action on an open round: the state rebuilt from the seeds and the accepted
 * actions, the action applied by the engine (refused with its reason when not allowed now), and
 * in one transaction the extra stake of a double, split or insurance taken, the settlement when
 * the round ends, and the action stored. The same actionKey again answers the round as it is.
 */
export async function actOnBlackjack(
  deps: InHouseDeps,
  player: InHousePlayer,
  roundId: number,
  request: BlackjackActionRequest,
): Promise<Outcome<InHouseRound>> {
  const known = await findRound(
    deps.db,
    and(eq(inHouseRounds.id, roundId), eq(inHouseRounds.memberId, player.memberId)),
  );
  if (!known) return refuse('NOT_FOUND', 'Round not found');
  // The round's own money: a round played with trial money settles in trial money.
  const now = deps.now();
  const { wallet, house } = await accountsOf(deps.db, { ...player, isTrial: known.round.trial }, now);

  let moved: Moved | null;
  try {
    moved = await deps.db.transaction(async (tx) => {
      const [round] = await tx
        .select()
        .from(inHouseRounds)
        .where(eq(inHouseRounds.id, roundId))
        .for('update');
      if (!round) throw new Error('round vanished');
      const actions = await tx
        .select({ action: inHouseRoundActions.action, actionKey: inHouseRoundActions.actionKey })
        .from(inHouseRoundActions)
        .where(eq(inHouseRoundActions.roundId, roundId))
        .orderBy(asc(inHouseRoundActions.seq));
      const same = actions.find((done) => done.actionKey === request.actionKey);
      if (same) {
        if (same.action !== request.action)
          throw new Refused(refuse('IDEMPOTENCY_CONFLICT', 'This action key was used for another action'));
        return null;
      }
      if (round.game !== 'blackjack' || round.status !== 'open')
        throw new Refused(refuse('ROUND_CLOSED', 'The round is over'));
      const [pair] = await tx
        .select()
        .from(inHouseSeedPairs)
        .where(eq(inHouseSeedPairs.id, round.seedPairId));
      const seeds = { serverSeed: pair!.serverSeed, clientSeed: pair!.clientSeed, nonce: round.nonce };
      const initialStake = (round.outcome as BlackjackState).stake;
      const before = replayBlackjack(
        fairRng(seeds),
        initialStake,
        actions.map((done) => done.action as BlackjackState['actions'][number]),
      );
      if (!before.ok) throw new Error(`blackjack round ${roundId} does not replay: ${before.message}`);
      const after = applyBlackjackAction(before.state, fairRng(seeds), request.action);
      if (!after.ok)
        throw new Refused(
          after.code === 'ACTION_NOT_ALLOWED'
            ? conflict('ACTION_NOT_ALLOWED', after.message, { legalActions: after.legalActions ?? [] })
            : refuse('CONFLICT', after.message),
        );
      const played = blackjackRound(after.state);
      const money = roundMoney(tx, player.merchantId, roundId, { wallet, house }, now);
      const postings: PostedTransfer[] = [];
      const extra = after.state.totalStaked - before.state.totalStaked;
      if (extra > 0 && !round.trial) await passGates(tx, player, extra, now);
      if (extra > 0) postings.push(await money.stake(`action:${actions.length}`, extra));
      if (played.totalReturn) postings.push(await money.pay(played.totalReturn));
      await tx.insert(inHouseRoundActions).values({
        roundId,
        seq: actions.length,
        actionKey: request.actionKey,
        action: request.action,
        createdAt: now,
      });
      const settledAt = played.status === 'settled' ? now : null;
      await tx
        .update(inHouseRounds)
        .set({
          stake: played.stake,
          totalReturn: played.totalReturn,
          bets: played.bets,
          outcome: played.outcome,
          status: played.status,
          settledAt,
          ...(postings.length ? { balanceAfter: balanceAfter(postings.at(-1)!, wallet) } : {}),
        })
        .where(eq(inHouseRounds.id, roundId));
      if (!round.trial)
        await tx
          .update(betRecords)
          .set({ stake: played.stake, payout: played.totalReturn ?? 0, status: played.status, settledAt })
          .where(and(eq(betRecords.vendorCode, IN_HOUSE_VENDOR), eq(betRecords.roundId, String(roundId))));
      return { roundId, postings, played };
    });
  } catch (error) {
    const refusal = await refusalThrown(deps, player, error);
    if (refusal) return refusal;
    throw error;
  }
  if (moved) {
    const nodeId = known.round.trial ? null : await gameNode(deps.db, 'blackjack');
    await publishMoved(deps, player, moved, nodeId, null);
  }
  return readOwnRound(deps, player, roundId);
}
