import type { LotteryFamilyCode } from '@platform/contract/lottery';
import { hashServerSeed, newServerSeed } from '@platform/games/fairness/fairness';
import { drawRng } from '@platform/games/lottery/draws';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { duePeriods, nextPeriod, type Period, parseSchedule, periodKey } from '../../jobs/schedule.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { lotteryDraws, lotteryGames } from './lottery.tables.ts';
import { DEFAULT_LOTTERIES, DEFAULT_LOTTERY_LIMITS, familyOf } from './lottery-families.ts';

/** How many draws one pass of the job draws or settles at most (the next pass takes the rest). */
const PASS_LIMIT = 100;

type GameRow = typeof lotteryGames.$inferSelect;

/** The lotteries a site starts with (the demo seed and tests); a second call changes nothing. */
export async function installDefaultLotteries(db: Database, merchantId: number, at: Date): Promise<void> {
  await db
    .insert(lotteryGames)
    .values(
      DEFAULT_LOTTERIES.map((lottery) => ({
        ...lottery,
        ...DEFAULT_LOTTERY_LIMITS,
        merchantId,
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** A draw's public id: the lottery's code and the local time of the draw (`FAST1-20261128T100600`). */
export function publicDrawId(gameCode: string, localKey: string): string {
  return `${gameCode}-${localKey.replace(/[-:]/g, '')}`;
}

/** The period running at `now` and the one after it: the draw taking bets and the next one. */
function currentAndNext(game: GameRow, timeZone: string, now: Date): Period[] {
  const schedule = parseSchedule(game.schedule);
  const [last] = duePeriods(schedule, timeZone, now, 1);
  const current = last ? nextPeriod(schedule, timeZone, last) : null;
  const next = current ? nextPeriod(schedule, timeZone, current) : null;
  return [current, next].filter((period): period is Period => period !== null);
}

/**
 * Makes sure every enabled lottery has its running draw and the next one, each with its server
 * seed made now, before any bet on it: a draw's commitment is public from the moment it exists.
 * Answers how many draws were made (several nodes may run this at once; the unique time settles it).
 */
export async function openDraws(db: Database, now: Date): Promise<number> {
  const games = await db
    .select({ game: lotteryGames, timeZone: merchants.timeZone })
    .from(lotteryGames)
    .innerJoin(merchants, eq(merchants.id, lotteryGames.merchantId))
    .where(eq(lotteryGames.enabled, true));
  let made = 0;
  for (const { game, timeZone } of games) {
    const schedule = parseSchedule(game.schedule);
    const rows = currentAndNext(game, timeZone, now).map((period) => {
      const serverSeed = newServerSeed();
      const closesAt = Math.max(
        period.start.getTime(),
        period.end.getTime() - game.closeBeforeSeconds * 1000,
      );
      return {
        merchantId: game.merchantId,
        lotteryId: game.id,
        drawId: publicDrawId(game.gameCode, periodKey(schedule, timeZone, period.end)),
        opensAt: period.start,
        closesAt: new Date(closesAt),
        drawsAt: period.end,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
      };
    });
    if (!rows.length) continue;
    const inserted = await db
      .insert(lotteryDraws)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: lotteryDraws.id });
    made += inserted.length;
  }
  return made;
}

/** A draw's numbers: the family's draw from its committed seed and public id, as the browser recomputes it. */
export function drawResult(family: string, serverSeed: string, drawId: string): unknown {
  return familyOf(family).draw(drawRng(serverSeed, drawId));
}

/**
 * Draws every open draw whose time has come, late ones included (a node was down): each with the
 * seed committed when it opened, never a new one. The status change waits for the row locks of
 * bets still in flight (taken before the close), and happens once however many nodes try.
 */
export async function drawDue(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({
      id: lotteryDraws.id,
      drawId: lotteryDraws.drawId,
      serverSeed: lotteryDraws.serverSeed,
      family: lotteryGames.family,
    })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.lotteryId))
    .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawsAt, now)))
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(PASS_LIMIT);
  let drawn = 0;
  for (const draw of due) {
    const result = drawResult(draw.family as LotteryFamilyCode, draw.serverSeed, draw.drawId);
    const changed = await db
      .update(lotteryDraws)
      .set({ status: 'drawn', result, drawnAt: now })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'open')))
      .returning({ id: lotteryDraws.id });
    drawn += changed.length;
  }
  return drawn;
}
