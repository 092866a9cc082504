import { IN_HOUSE_VENDOR } from '@platform/contract/in-house';
import { settleBet } from '@platform/games/lottery/lottery';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betRecords } from '../bets/bets.tables.ts';
import {
  type LedgerExecutor,
  memberAccount,
  merchantAccount,
  type PostedTransfer,
  postMove,
} from '../ledger/ledger.service.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { lotteryBets, lotteryDraws, lotteryGames, lotterySlips } from './lottery.tables.ts';
import { familyOf } from './lottery-families.ts';
import { type Outcome, Refused, refuse, slipRoundId } from './lottery-slips.service.ts';

/** Slips settled per transaction: a big draw settles in several, each one whole. */
const SLIPS_PER_BATCH = 200;
const DRAWS_PER_PASS = 100;

interface SettleDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
}

type SlipRow = typeof lotterySlips.$inferSelect;

/** The member's cash and the merchant's house: the two sides of every lottery posting. */
async function sidesOf(db: LedgerExecutor, slip: SlipRow, at: Date) {
  const [wallet, house] = await Promise.all([
    memberAccount(db, { merchantId: slip.merchantId, memberId: slip.memberId }, 'cash', at),
    merchantAccount(db, slip.merchantId, 'house', at),
  ]);
  return { wallet, house };
}

/**
 * Settles one batch of a drawn draw's open slips in one transaction: each slip locked while open,
 * its bets paid at the odds they were taken at (each rounded down on its own), the return posted
 * under the slip's key and its bet record settled. A slip settled before is skipped and the key
 * replays, so running this again pays nothing twice. Answers how many slips it settled.
 */
async function settleBatch(
  deps: SettleDeps,
  draw: { id: number; merchantId: number; family: string; result: unknown },
  posted: PostedTransfer[],
): Promise<number> {
  const family = familyOf(draw.family);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const slips = await tx
      .select()
      .from(lotterySlips)
      .where(and(eq(lotterySlips.drawRowId, draw.id), eq(lotterySlips.status, 'open')))
      .orderBy(asc(lotterySlips.id))
      .limit(SLIPS_PER_BATCH)
      .for('update', { skipLocked: true });
    for (const slip of slips) {
      const bets = await tx.select().from(lotteryBets).where(eq(lotteryBets.slipId, slip.id));
      let payout = 0;
      for (const bet of bets) {
        const won = settleBet(family, draw.result, bet, bet.odds);
        payout += won;
        await tx.update(lotteryBets).set({ payout: won }).where(eq(lotteryBets.id, bet.id));
      }
      await tx
        .update(lotterySlips)
        .set({ status: 'settled', payout, settledAt: now })
        .where(eq(lotterySlips.id, slip.id));
      if (payout > 0) {
        const { wallet, house } = await sidesOf(tx, slip, now);
        posted.push(
          await postMove(tx, {
            at: now,
            merchantId: slip.merchantId,
            idempotencyKey: `lottery:${slip.id}:win`,
            kind: 'win',
            reference: `${IN_HOUSE_VENDOR}:${slipRoundId(slip.id)}`,
            from: house,
            to: wallet,
            amount: payout,
          }),
        );
      }
      await tx
        .update(betRecords)
        .set({ status: 'settled', payout, settledAt: now })
        .where(and(eq(betRecords.vendorCode, IN_HOUSE_VENDOR), eq(betRecords.roundId, slipRoundId(slip.id))));
    }
    return slips.length;
  });
}

/**
 * Settles every drawn draw (oldest first): its slips batch by batch, then the draw itself once no
 * slip is open. Members' balances are told after each batch commits. Answers slips settled.
 */
export async function settleDrawn(deps: SettleDeps): Promise<number> {
  const drawn = await deps.db
    .select({
      id: lotteryDraws.id,
      merchantId: lotteryDraws.merchantId,
      family: lotteryGames.family,
      result: lotteryDraws.result,
    })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .where(eq(lotteryDraws.status, 'drawn'))
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(DRAWS_PER_PASS);
  let settled = 0;
  for (const draw of drawn) {
    for (;;) {
      const posted: PostedTransfer[] = [];
      const count = await settleBatch(deps, draw, posted);
      for (const posting of posted) deps.walletEvents.publishPosted(draw.merchantId, posting);
      settled += count;
      if (count < SLIPS_PER_BATCH) break;
    }
    // Only when none is left open (a batch another node holds is still open: the next pass ends it).
    await deps.db
      .update(lotteryDraws)
      .set({ status: 'settled', settledAt: deps.now() })
      .where(
        and(
          eq(lotteryDraws.id, draw.id),
          eq(lotteryDraws.status, 'drawn'),
          sql`not exists (select 1 from lottery_slips s where s.draw_row_id = ${draw.id} and s.status = 'open')`,
        ),
      );
  }
  return settled;
}

/**
 * An operator cancels a draw not yet drawn (a fault, a market closed): in one transaction the draw
 * is cancelled, so no bet is taken after, and every slip on it refunded under the slip's key, its
 * bet record cancelled. Its seed is revealed with it. A draw already drawn is refused: its slips
 * are settled by the result. Answers the count of slips refunded and the amount.
 */
export async function cancelDraw(
  deps: SettleDeps,
  merchantId: number,
  drawId: string,
  /** Written in the cancel's transaction (the operator's audit row). */
  record?: (tx: Database, refunds: { refunded: number; amount: number }) => Promise<void>,
): Promise<Outcome<{ refunded: number; amount: number }>> {
  const now = deps.now();
  const posted: PostedTransfer[] = [];
  try {
    const value = await deps.db.transaction(async (tx) => {
      const [draw] = await tx
        .select({ id: lotteryDraws.id, status: lotteryDraws.status })
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.drawId, drawId)))
        .for('update');
      if (!draw) throw new Refused(refuse('DRAW_NOT_FOUND', 'This draw does not exist'));
      if (draw.status !== 'open')
        throw new Refused(
          refuse('CONFLICT', 'Only a draw not yet drawn can be cancelled', {
            value: { status: draw.status },
          }),
        );
      await tx
        .update(lotteryDraws)
        .set({ status: 'cancelled', settledAt: now })
        .where(eq(lotteryDraws.id, draw.id));
      const slips = await tx
        .update(lotterySlips)
        .set({ status: 'cancelled', payout: 0, settledAt: now })
        .where(and(eq(lotterySlips.drawRowId, draw.id), eq(lotterySlips.status, 'open')))
        .returning();
      let amount = 0;
      for (const slip of slips) {
        const { wallet, house } = await sidesOf(tx, slip, now);
        posted.push(
          await postMove(tx, {
            at: now,
            merchantId,
            idempotencyKey: `lottery:${slip.id}:refund`,
            kind: 'refund',
            reference: `${IN_HOUSE_VENDOR}:${slipRoundId(slip.id)}`,
            from: house,
            to: wallet,
            amount: slip.stake,
          }),
        );
        amount += slip.stake;
        await tx
          .update(betRecords)
          .set({ status: 'cancelled', stake: 0, payout: 0, settledAt: now })
          .where(
            and(eq(betRecords.vendorCode, IN_HOUSE_VENDOR), eq(betRecords.roundId, slipRoundId(slip.id))),
          );
      }
      const refunds = { refunded: slips.length, amount };
      await record?.(tx, refunds);
      return refunds;
    });
    for (const posting of posted) deps.walletEvents.publishPosted(merchantId, posting);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
