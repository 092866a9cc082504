import { createHash } from 'node:crypto';
import type { ErrorCode, FieldError } from '@platform/contract/errors';
import { IN_HOUSE_VENDOR } from '@platform/contract/in-house';
import type { LotteryBetRequest, LotterySlip, PlaceLotterySlip } from '@platform/contract/lottery';
import { type BetRefusal, checkBet } from '@platform/games/lottery/lottery';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postgresFailure } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import type { BetEvents } from '../bets/bet-events.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { ensureInHouseVendor } from '../in-house/in-house.service.ts';
import {
  LedgerError,
  memberAccount,
  memberBalances,
  merchantAccount,
  postMove,
} from '../ledger/ledger.service.ts';
import { refuseBet } from '../responsible/responsible-gates.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { lotteryBets, lotteryDraws, lotteryExposure, lotteryGames, lotterySlips } from './lottery.tables.ts';
import { familyOf, liabilityOf, oddsOf } from './lottery-families.ts';

export interface LotteryDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
  betEvents: BetEvents;
}

export interface LotteryPlayer {
  merchantId: number;
  memberId: number;
}

export type LotteryRefusal = {
  ok: false;
  code: ErrorCode;
  message: string;
  fields?: FieldError[];
  value?: Record<string, unknown>;
};
export type Outcome<T> = { ok: true; value: T } | LotteryRefusal;

export const refuse = (
  code: ErrorCode,
  message: string,
  extra: { fields?: FieldError[]; value?: Record<string, unknown> } = {},
): LotteryRefusal => ({ ok: false, code, message, ...extra });

/** Thrown inside a transaction to roll it back and answer a refusal. */
export class Refused extends Error {
  constructor(readonly refusal: LotteryRefusal) {
    super(refusal.message);
  }
}

/** The bet record's round id of a slip (vendor INHOUSE): the betting record lists it beside the games. */
export const slipRoundId = (slipId: number) => `lottery-${slipId}`;

const fingerprintOf = (request: PlaceLotterySlip) =>
  createHash('sha256')
    .update(JSON.stringify([request.drawId, request.bets.map((b) => [b.market, b.selection, b.stake])]))
    .digest('hex');

/** The engine's refusals as the field that failed and the message the page shows. */
const REFUSED_BET: Record<BetRefusal, (i: number) => FieldError> = {
  UNKNOWN_MARKET: (i) => ({
    field: `body.bets.${i}.market`,
    message: 'No such market',
    key: 'lottery.unknownMarket',
  }),
  BAD_SELECTION: (i) => ({
    field: `body.bets.${i}.selection`,
    message: 'Not a selection of this market',
    key: 'lottery.badSelection',
  }),
  BAD_STAKE: (i) => ({
    field: `body.bets.${i}.stake`,
    message: 'Whole minor units only',
    key: 'lottery.badStake',
  }),
};

interface CheckedBet extends LotteryBetRequest {
  odds: Record<string, number>;
  liability: number;
}

/** Each bet checked by the engine and the lottery's limits; its odds and liability fixed now. */
function checkBets(
  game: typeof lotteryGames.$inferSelect,
  bets: readonly LotteryBetRequest[],
): Outcome<CheckedBet[]> {
  const family = familyOf(game.family);
  const fields: FieldError[] = [];
  const checked: CheckedBet[] = [];
  bets.forEach((bet, i) => {
    const verdict = checkBet(family, bet);
    if (!verdict.ok) {
      fields.push(REFUSED_BET[verdict.refusal](i));
      return;
    }
    if (bet.stake < game.minStake || bet.stake > game.maxStake) {
      fields.push({
        field: `body.bets.${i}.stake`,
        message: `A stake from ${game.minStake} to ${game.maxStake}`,
        key: 'lottery.stakeOutOfRange',
        params: { min: game.minStake, max: game.maxStake },
      });
      return;
    }
    const market = family.markets.find((m) => m.code === verdict.bet.market)!;
    const odds = { ...oddsOf(market, game.odds) };
    checked.push({ ...verdict.bet, odds, liability: liabilityOf(bet.stake, odds) });
  });
  if (fields.length) return refuse('VALIDATION_ERROR', 'These bets cannot be placed', { fields });
  return { ok: true, value: checked };
}

/**
 * Adds each selection's liability to the draw's exposure, refusing when one would pass the cap.
 * The exposure row's lock orders bets on one selection, so concurrent bets never pass it together.
 */
async function takeExposure(tx: Database, drawRowId: number, bets: readonly CheckedBet[], cap: number) {
  const bySelection = new Map<string, { market: string; selection: string; liability: number }>();
  for (const bet of bets) {
    const key = `${bet.market} ${bet.selection}`;
    const known = bySelection.get(key) ?? { market: bet.market, selection: bet.selection, liability: 0 };
    known.liability += bet.liability;
    bySelection.set(key, known);
  }
  // A fixed order: two slips naming the same selections lock them in the same order, never a deadlock.
  for (const [, { market, selection, liability }] of [...bySelection].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const taken = await tx.execute(sql`
      insert into lottery_exposure (draw_row_id, market, selection, liability)
      select ${drawRowId}::bigint, ${market}, ${selection}, ${liability}::bigint
      where ${liability}::bigint <= ${cap}::bigint
      on conflict (draw_row_id, market, selection) do update
        set liability = lottery_exposure.liability + excluded.liability
        where lottery_exposure.liability + excluded.liability <= ${cap}::bigint
      returning liability`);
    if (rowsOf(taken).length === 0) {
      const [row] = await tx
        .select({ liability: lotteryExposure.liability })
        .from(lotteryExposure)
        .where(
          and(
            eq(lotteryExposure.drawRowId, drawRowId),
            eq(lotteryExposure.market, market),
            eq(lotteryExposure.selection, selection),
          ),
        );
      throw new Refused(
        refuse('EXPOSURE_LIMIT', 'This number is sold out for this draw', {
          value: { market, selection, remaining: Math.max(0, cap - (row?.liability ?? 0)) },
        }),
      );
    }
  }
}

/** A slip key seen before: the same slip answers as it is; other bets under the key are refused. */
async function replayOf(
  db: Database,
  player: LotteryPlayer,
  request: PlaceLotterySlip,
): Promise<Outcome<LotterySlip> | null> {
  const [slip] = await db
    .select({ id: lotterySlips.id, fingerprint: lotterySlips.fingerprint })
    .from(lotterySlips)
    .where(and(eq(lotterySlips.memberId, player.memberId), eq(lotterySlips.slipKey, request.slipKey)));
  if (!slip) return null;
  if (slip.fingerprint !== fingerprintOf(request))
    return refuse('IDEMPOTENCY_CONFLICT', 'This slip key was used for other bets');
  const [view] = await slipViews(db, player.memberId, [slip.id]);
  return { ok: true, value: view! };
}

/**
 * Places a slip on an open draw: in one transaction the member's limits checked, the draw's row
 * share-locked and the slip written only if the draw is open and `now` is before its close (the
 * draw's status change waits for this lock, so no bet slips past the close), the exposure taken,
 * the whole stake posted to the house and the bet record written. The same slipKey answers again.
 */
export async function placeSlip(
  deps: LotteryDeps,
  player: LotteryPlayer,
  request: PlaceLotterySlip,
): Promise<Outcome<LotterySlip>> {
  const seen = await replayOf(deps.db, player, request);
  if (seen) return seen;
  const [found] = await deps.db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .where(and(eq(lotteryDraws.merchantId, player.merchantId), eq(lotteryDraws.drawId, request.drawId)));
  if (!found) return refuse('DRAW_NOT_FOUND', 'This draw does not exist');
  // A lottery the operator switched off takes no bet, even on a draw it opened before.
  if (!found.game.enabled) return refuse('GAME_NOT_FOUND', 'This game is not available');
  const checked = checkBets(found.game, request.bets);
  if (!checked.ok) return checked;
  const bets = checked.value;
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  if (!Number.isSafeInteger(stake)) return refuse('VALIDATION_ERROR', 'The stakes add up to too much');

  const now = deps.now();
  const iso = now.toISOString();
  // The bet record names the in-house vendor: its row exists whether or not the lobby lists it.
  await ensureInHouseVendor(deps.db, now);
  const owner = { merchantId: player.merchantId, memberId: player.memberId };
  const [wallet, house] = await Promise.all([
    memberAccount(deps.db, owner, 'cash', now),
    merchantAccount(deps.db, player.merchantId, 'house', now),
  ]);
  let placed: { slipId: number; posting: Awaited<ReturnType<typeof postMove>> };
  try {
    placed = await deps.db.transaction(async (tx) => {
      const gate = await refuseBet(tx, { memberId: player.memberId, stake, now });
      if (gate) throw new Refused(refuse(gate.code, 'You may not play now', { value: gate.value }));
      // Open and before its close, both read under the share lock the draw's status change waits for.
      const inserted = await tx.execute(sql`
        insert into lottery_slips (merchant_id, member_id, draw_row_id, slip_key, fingerprint, stake, placed_at)
        select ${player.merchantId}, ${player.memberId}, d.id, ${request.slipKey}, ${fingerprintOf(request)},
               ${stake}::bigint, ${iso}::timestamptz
        from (select id from lottery_draws
              where id = ${found.draw.id} and status = 'open'
                and opens_at <= ${iso}::timestamptz and closes_at > ${iso}::timestamptz
              for share) d
        returning id`);
      const slipId = Number(rowsOf<{ id: string }>(inserted)[0]?.id ?? 0);
      if (!slipId) throw new Refused(refuse('BETTING_CLOSED', 'Betting on this draw has closed'));
      await takeExposure(tx, found.draw.id, bets, found.game.maxExposure);
      await tx.insert(lotteryBets).values(
        bets.map((bet) => ({
          slipId,
          market: bet.market,
          selection: bet.selection,
          stake: bet.stake,
          odds: bet.odds,
          liability: bet.liability,
        })),
      );
      const posting = await postMove(tx, {
        at: now,
        merchantId: player.merchantId,
        idempotencyKey: `lottery:${slipId}:stake`,
        kind: 'bet',
        reference: `${IN_HOUSE_VENDOR}:${slipRoundId(slipId)}`,
        from: wallet,
        to: house,
        amount: stake,
      });
      await tx.insert(betRecords).values({
        merchantId: player.merchantId,
        memberId: player.memberId,
        vendorCode: IN_HOUSE_VENDOR,
        roundId: slipRoundId(slipId),
        gameCode: found.game.gameCode,
        status: 'open',
        stake,
        placedAt: now,
      });
      return { slipId, posting };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      const balances = await memberBalances(deps.db, player.memberId);
      return refuse('INSUFFICIENT_FUNDS', 'Insufficient balance', { value: { balance: balances.cash ?? 0 } });
    }
    const failure = postgresFailure(error);
    if (failure?.code === '23505' && failure.constraint === 'lottery_slips_key')
      return (await replayOf(deps.db, player, request)) ?? refuse('CONFLICT', 'Please try again');
    throw error;
  }
  deps.walletEvents.publishPosted(player.merchantId, placed.posting);
  await deps.betEvents.publish('betPlaced', {
    merchantId: player.merchantId,
    memberId: player.memberId,
    vendorCode: IN_HOUSE_VENDOR,
    nodeId: null,
    roundId: slipRoundId(placed.slipId),
    amount: stake,
    placedAt: now,
  });
  const [view] = await slipViews(deps.db, player.memberId, [placed.slipId]);
  return { ok: true, value: view! };
}

/** The member's slips by id (or their latest), newest first, with each bet's odds and return. */
export async function slipViews(
  db: Database,
  memberId: number,
  ids?: readonly number[],
  limit = 20,
): Promise<LotterySlip[]> {
  const slips = await db
    .select({ slip: lotterySlips, drawId: lotteryDraws.drawId, gameCode: lotteryGames.gameCode })
    .from(lotterySlips)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotterySlips.drawRowId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .where(and(eq(lotterySlips.memberId, memberId), ids ? inArray(lotterySlips.id, [...ids]) : undefined))
    .orderBy(desc(lotterySlips.id))
    .limit(ids ? ids.length : limit);
  if (!slips.length) return [];
  const bets = await db
    .select()
    .from(lotteryBets)
    .where(
      inArray(
        lotteryBets.slipId,
        slips.map((s) => s.slip.id),
      ),
    )
    .orderBy(lotteryBets.id);
  return slips.map(({ slip, drawId, gameCode }) => ({
    id: String(slip.id),
    gameCode,
    drawId,
    status: slip.status,
    stake: slip.stake,
    payout: slip.payout,
    placedAt: slip.placedAt.toISOString(),
    settledAt: slip.settledAt?.toISOString() ?? null,
    bets: bets
      .filter((bet) => bet.slipId === slip.id)
      .map((bet) => ({
        market: bet.market,
        selection: bet.selection,
        stake: bet.stake,
        odds: bet.odds,
        potentialWin: bet.liability,
        payout: bet.payout,
      })),
  }));
}
