import type {
  LotteryDraw,
  LotteryExposureSchema,
  LotteryFamilyCode,
  LotteryGame,
} from '@platform/contract/lottery';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { lotteryDraws, lotteryExposure, lotteryGames } from './lottery.tables.ts';
import { familyOf, oddsOf } from './lottery-families.ts';
import { type Outcome, refuse } from './lottery-slips.service.ts';

type DrawRow = typeof lotteryDraws.$inferSelect;
type GameRow = typeof lotteryGames.$inferSelect;

/** What anyone may see of a draw: the seed's hash from the start, the seed itself once drawn. */
export function drawView(draw: DrawRow, game: Pick<GameRow, 'gameCode' | 'family'>): LotteryDraw {
  const revealed = draw.status !== 'open';
  return {
    drawId: draw.drawId,
    gameCode: game.gameCode,
    family: game.family as LotteryFamilyCode,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawsAt: draw.drawsAt.toISOString(),
    status: draw.status,
    serverSeedHash: draw.serverSeedHash,
    serverSeed: revealed ? draw.serverSeed : null,
    result: draw.result ?? null,
  };
}

/** The merchant's enabled lotteries, of these families only when given. */
function enabledLotteries(db: Database, merchantId: number, families?: readonly LotteryFamilyCode[]) {
  return db
    .select()
    .from(lotteryGames)
    .where(
      and(
        eq(lotteryGames.merchantId, merchantId),
        eq(lotteryGames.enabled, true),
        families ? inArray(lotteryGames.family, [...families]) : undefined,
      ),
    )
    .orderBy(asc(lotteryGames.id));
}

/**
 * The lottery lobby: each enabled lottery (of `families`, when given) with its markets' odds, the
 * draw open now and the last one made.
 */
export async function listLotteries(
  db: Database,
  merchantId: number,
  now: Date,
  families?: readonly LotteryFamilyCode[],
): Promise<LotteryGame[]> {
  const games = await enabledLotteries(db, merchantId, families);
  if (!games.length) return [];
  const ids = games.map((game) => game.id);
  const [upcoming, made] = await Promise.all([
    db
      .selectDistinctOn([lotteryDraws.lotteryId])
      .from(lotteryDraws)
      .where(
        and(
          inArray(lotteryDraws.lotteryId, ids),
          eq(lotteryDraws.status, 'open'),
          gt(lotteryDraws.drawsAt, now),
        ),
      )
      .orderBy(lotteryDraws.lotteryId, asc(lotteryDraws.drawsAt)),
    db
      .selectDistinctOn([lotteryDraws.lotteryId])
      .from(lotteryDraws)
      .where(and(inArray(lotteryDraws.lotteryId, ids), inArray(lotteryDraws.status, ['drawn', 'settled'])))
      .orderBy(lotteryDraws.lotteryId, desc(lotteryDraws.drawsAt)),
  ]);
  return games.map((game) => {
    const next = upcoming.find((draw) => draw.lotteryId === game.id);
    const last = made.find((draw) => draw.lotteryId === game.id);
    return {
      gameCode: game.gameCode,
      family: game.family as LotteryFamilyCode,
      schedule: game.schedule,
      closeBeforeSeconds: game.closeBeforeSeconds,
      minStake: game.minStake,
      maxStake: game.maxStake,
      markets: familyOf(game.family).markets.map((market) => ({
        code: market.code,
        odds: { ...oddsOf(market, game.odds) },
      })),
      next: next ? drawView(next, game) : null,
      last: last ? drawView(last, game) : null,
    };
  });
}

/** A lottery's latest draws made, newest first (results history and trends). */
export async function listResults(
  db: Database,
  merchantId: number,
  gameCode: string,
  limit: number,
): Promise<Outcome<LotteryDraw[]>> {
  const [game] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.gameCode, gameCode)));
  if (!game) return refuse('GAME_NOT_FOUND', 'This game is not available');
  const draws = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.lotteryId, game.id), inArray(lotteryDraws.status, ['drawn', 'settled'])))
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(limit);
  return { ok: true, value: draws.map((draw) => drawView(draw, game)) };
}

/** The latest draws made of the lotteries of these families, newest first (spec §7 VN recent). */
export async function listRecentResults(
  db: Database,
  merchantId: number,
  families: readonly LotteryFamilyCode[],
  limit: number,
): Promise<LotteryDraw[]> {
  const games = await enabledLotteries(db, merchantId, families);
  if (!games.length) return [];
  const draws = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        inArray(
          lotteryDraws.lotteryId,
          games.map((game) => game.id),
        ),
        inArray(lotteryDraws.status, ['drawn', 'settled']),
      ),
    )
    .orderBy(desc(lotteryDraws.drawsAt), asc(lotteryDraws.id))
    .limit(limit);
  return draws.map((draw) => drawView(draw, games.find((game) => game.id === draw.lotteryId)!));
}

async function findDraw(db: Database, merchantId: number, drawId: string) {
  const [found] = await db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.drawId, drawId)));
  return found ?? null;
}

/** One draw of the site, to verify: another site's id answers like an unknown one. */
export async function readDraw(
  db: Database,
  merchantId: number,
  drawId: string,
): Promise<Outcome<LotteryDraw>> {
  const found = await findDraw(db, merchantId, drawId);
  return found
    ? { ok: true, value: drawView(found.draw, found.game) }
    : refuse('DRAW_NOT_FOUND', 'This draw does not exist');
}

/** What a draw owes per selection if it comes up, largest first, beside the lottery's cap (operator). */
export async function readExposure(
  db: Database,
  merchantId: number,
  drawId: string,
): Promise<Outcome<z.infer<typeof LotteryExposureSchema>>> {
  const found = await findDraw(db, merchantId, drawId);
  if (!found) return refuse('DRAW_NOT_FOUND', 'This draw does not exist');
  const rows = await db
    .select()
    .from(lotteryExposure)
    .where(eq(lotteryExposure.drawRowId, found.draw.id))
    .orderBy(desc(lotteryExposure.liability), asc(lotteryExposure.market), asc(lotteryExposure.selection));
  const cap = found.game.maxExposure;
  return {
    ok: true,
    value: {
      drawId,
      maxExposure: cap,
      list: rows.map((row) => ({
        market: row.market,
        selection: row.selection,
        liability: row.liability,
        remaining: Math.max(0, cap - row.liability),
      })),
    },
  };
}
