import type { FieldError } from '@platform/contract/errors';
import type { LotteryFamilyCode } from '@platform/contract/lottery';
import type {
  AdminLottery,
  AdminLotteryDraw,
  AdminLotteryDrawPage,
  AdminLotteryDrawsQuery,
  UpdateLotterySettings,
} from '@platform/contract/lottery-admin';
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { COUNT_LIMIT, cappedTotals } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import type { AuditChange } from '../operators/operators.service.ts';
import { lotteryDraws, lotteryExposure, lotteryGames, lotterySlips } from './lottery.tables.ts';
import { familyOf } from './lottery-families.ts';
import { type Outcome, refuse } from './lottery-slips.service.ts';

type GameRow = typeof lotteryGames.$inferSelect;

/** A lottery as the operator edits it: every market with the odds a bet placed now gets, and whose they are. */
export function adminLotteryView(game: GameRow): AdminLottery {
  return {
    gameCode: game.gameCode,
    family: game.family as LotteryFamilyCode,
    schedule: game.schedule,
    closeBeforeSeconds: game.closeBeforeSeconds,
    enabled: game.enabled,
    minStake: game.minStake,
    maxStake: game.maxStake,
    maxExposure: game.maxExposure,
    markets: familyOf(game.family).markets.map((market) => {
      const priced = game.odds[market.code];
      return {
        code: market.code,
        odds: { ...(priced ?? market.defaultOdds) },
        defaultOdds: { ...market.defaultOdds },
        custom: priced !== undefined,
      };
    }),
  };
}

/** What the audit row keeps of a lottery's settings: only what an operator can change. */
const auditView = (game: GameRow) => ({
  enabled: game.enabled,
  minStake: game.minStake,
  maxStake: game.maxStake,
  maxExposure: game.maxExposure,
  closeBeforeSeconds: game.closeBeforeSeconds,
  odds: game.odds,
});

/** Every lottery of the site, disabled ones included, in the order they were installed. */
export async function listAdminLotteries(db: Database, merchantId: number): Promise<AdminLottery[]> {
  const games = await db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.merchantId, merchantId))
    .orderBy(asc(lotteryGames.id));
  return games.map(adminLotteryView);
}

/**
 * The odds table checked against the lottery's family: every market named must exist, and each
 * must give exactly its keys, so a market is never half priced (a missing key would pay nothing).
 */
function oddsProblems(family: string, odds: UpdateLotterySettings['odds']): FieldError[] {
  const markets = familyOf(family).markets;
  const problems: FieldError[] = [];
  for (const [code, given] of Object.entries(odds)) {
    const market = markets.find((m) => m.code === code);
    if (!market) {
      problems.push({ field: `body.odds.${code}`, message: 'This lottery has no such market' });
      continue;
    }
    for (const key of Object.keys(market.defaultOdds))
      if (given[key] === undefined)
        problems.push({
          field: `body.odds.${code}.${key}`,
          message: 'Every odds key of the market is required',
        });
    for (const key of Object.keys(given))
      if (market.defaultOdds[key] === undefined)
        problems.push({ field: `body.odds.${code}.${key}`, message: 'This market has no such odds key' });
  }
  return problems;
}

/**
 * Sets one lottery's settings under a lock on its row, answering the settings before and after
 * and the audit change. Bets already placed keep their odds (each bet stores its own), and open
 * draws keep their close: only what happens from now on changes.
 */
export async function updateLotterySettings(
  tx: Database,
  merchantId: number,
  gameCode: string,
  settings: UpdateLotterySettings,
): Promise<{ value: Outcome<AdminLottery>; change: AuditChange | null }> {
  const [before] = await tx
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.gameCode, gameCode)))
    .for('update');
  if (!before) return { value: refuse('GAME_NOT_FOUND', 'This lottery does not exist'), change: null };
  const fields = oddsProblems(before.family, settings.odds);
  if (fields.length)
    return { value: refuse('VALIDATION_ERROR', 'These odds cannot be set', { fields }), change: null };
  const [after] = await tx
    .update(lotteryGames)
    .set({
      enabled: settings.enabled,
      minStake: settings.minStake,
      maxStake: settings.maxStake,
      maxExposure: settings.maxExposure,
      closeBeforeSeconds: settings.closeBeforeSeconds,
      odds: settings.odds,
    })
    .where(eq(lotteryGames.id, before.id))
    .returning();
  return {
    value: { ok: true, value: adminLotteryView(after!) },
    change: {
      action: 'lottery.settings.update',
      objectType: 'lottery_game',
      objectId: gameCode,
      before: auditView(before),
      after: auditView(after!),
    },
  };
}

/** A lottery's draws, newest first, one page, each with its slips' money and its largest liability. */
export async function listAdminDraws(
  db: Database,
  merchantId: number,
  gameCode: string,
  paging: AdminLotteryDrawsQuery,
): Promise<Outcome<AdminLotteryDrawPage>> {
  const [game] = await db
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.gameCode, gameCode)));
  if (!game) return refuse('GAME_NOT_FOUND', 'This lottery does not exist');
  const counting = db
    .select({ one: sql`1` })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.lotteryId, game.id))
    .limit(COUNT_LIMIT)
    .as('counting');
  const [[counted], draws] = await Promise.all([
    db.select({ n: count() }).from(counting),
    db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.lotteryId, game.id))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize),
  ]);
  const ids = draws.map((draw) => draw.id);
  const [money, liabilities] = ids.length
    ? await Promise.all([
        db
          .select({
            drawRowId: lotterySlips.drawRowId,
            slips: count(),
            staked: sql<string>`coalesce(sum(${lotterySlips.stake}), 0)`,
            paid: sql<string>`coalesce(sum(${lotterySlips.payout}) filter (where ${lotterySlips.status} = 'settled'), 0)`,
          })
          .from(lotterySlips)
          .where(inArray(lotterySlips.drawRowId, ids))
          .groupBy(lotterySlips.drawRowId),
        db
          .select({ drawRowId: lotteryExposure.drawRowId, largest: max(lotteryExposure.liability) })
          .from(lotteryExposure)
          .where(inArray(lotteryExposure.drawRowId, ids))
          .groupBy(lotteryExposure.drawRowId),
      ])
    : [[], []];
  const list = draws.map((draw): AdminLotteryDraw => {
    const sums = money.find((row) => row.drawRowId === draw.id);
    const worst = liabilities.find((row) => row.drawRowId === draw.id);
    return {
      drawId: draw.drawId,
      status: draw.status,
      opensAt: draw.opensAt.toISOString(),
      closesAt: draw.closesAt.toISOString(),
      drawsAt: draw.drawsAt.toISOString(),
      drawnAt: draw.drawnAt?.toISOString() ?? null,
      settledAt: draw.settledAt?.toISOString() ?? null,
      slipCount: sums?.slips ?? 0,
      totalStaked: Number(sums?.staked ?? 0),
      totalPaid: Number(sums?.paid ?? 0),
      largestLiability: Number(worst?.largest ?? 0),
    };
  });
  return {
    ok: true,
    value: {
      list,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      ...cappedTotals(counted?.n ?? 0, paging.pageSize),
    },
  };
}
