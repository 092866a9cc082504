import type {
  Game,
  GameAnnouncement,
  PopularGamesQuery,
  WinnerBoardQuery,
  WinnerEntry,
} from '@platform/contract/games';
import type { Language } from '@platform/contract/i18n';
import { and, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import { pickText } from '../../i18n/localized-text.ts';
import { members } from '../accounts/accounts.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import {
  type CatalogViewer,
  type GamesDeps,
  gameView,
  listHotGames,
  offeredVendors,
  viewColumns,
  visibleGames,
} from './games.service.ts';
import { games } from './games.tables.ts';

/** The winner board and popular games look at this much recent play. */
const RECENT_PLAY_MS = 7 * 86_400_000;
/** Maintenance announced this far ahead. */
const ANNOUNCE_AHEAD_MS = 7 * 86_400_000;

/** ab***9: enough to recognise oneself, not enough to find anyone (spec §3 Winner entry). */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** Spec §7 winner board: this merchant's biggest wins of the last week, highest first. */
export async function listWinners(
  deps: GamesDeps,
  viewer: CatalogViewer,
  query: WinnerBoardQuery,
): Promise<WinnerEntry[]> {
  const since = new Date(deps.now().getTime() - RECENT_PLAY_MS);
  const rows = await deps.db
    .select({
      stake: betRecords.stake,
      payout: betRecords.payout,
      settledAt: betRecords.settledAt,
      vendorCode: betRecords.vendorCode,
      nodeId: betRecords.nodeId,
      names: games.names,
      gameType: games.gameType,
      account: members.account,
    })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
    .where(
      and(
        eq(betRecords.merchantId, viewer.merchantId),
        eq(betRecords.status, 'settled'),
        gte(betRecords.settledAt, since),
        gt(betRecords.payout, betRecords.stake),
        query.gameCategory === 'ALL' ? undefined : eq(games.gameType, query.gameCategory),
      ),
    )
    .orderBy(desc(sql`${betRecords.payout} - ${betRecords.stake}`), desc(betRecords.settledAt))
    .limit(query.limitNum);
  return rows.map((row) => ({
    winAmount: row.payout - row.stake,
    player: maskAccount(row.account),
    gameName: row.names ? pickText(row.names, viewer.language, 'EN') : row.vendorCode,
    prize: row.payout,
    nodeId: row.nodeId,
    vassalage: row.vendorCode,
    settledAt: (row.settledAt ?? deps.now()).toISOString(),
  }));
}

/** Spec §7 popular: the merchant's most played games of the week, topped up with hot games. */
export async function listPopularGames(
  deps: GamesDeps,
  viewer: CatalogViewer,
  query: PopularGamesQuery,
): Promise<Game[]> {
  const vendors = await offeredVendors(deps, viewer);
  const since = new Date(deps.now().getTime() - RECENT_PLAY_MS);
  const played = deps.db
    .select({ nodeId: betRecords.nodeId, rounds: sql<number>`count(*)`.as('rounds') })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, viewer.merchantId),
        gte(betRecords.placedAt, since),
        isNotNull(betRecords.nodeId),
      ),
    )
    .groupBy(betRecords.nodeId)
    .as('played');
  const rows = await deps.db
    .select(viewColumns)
    .from(played)
    .innerJoin(games, eq(games.nodeId, played.nodeId))
    .where(
      visibleGames(
        viewer,
        vendors.map((vendor) => vendor.code),
        query,
      ),
    )
    .orderBy(desc(played.rounds), desc(games.nodeId))
    .limit(query.limitNum);
  const names = new Map(vendors.map((vendor) => [vendor.code, vendor.displayName]));
  const popular = rows.map((row) => gameView(deps, viewer, names.get(row.vendorCode) ?? row.vendorCode, row));
  if (popular.length >= query.limitNum) return popular;
  const hot = await listHotGames(deps, viewer, { gameType: query.gameType });
  const seen = new Set(popular.map((game) => game.nodeId));
  for (const game of hot.ok ? hot.list : []) {
    if (popular.length >= query.limitNum) break;
    if (!seen.has(game.nodeId)) popular.push(game);
  }
  return popular;
}

const ANNOUNCEMENT_TEXT: Record<
  Language,
  { title: string; content: (from: string, to: string | null) => string }
> = {
  EN: {
    title: '{vendor} maintenance',
    content: (from, to) =>
      to ? `Games are under maintenance from ${from} to ${to}.` : `Games are under maintenance from ${from}.`,
  },
  CN: {
    title: '{vendor} 维护公告',
    content: (from, to) => (to ? `游戏将于 ${from} 至 ${to} 进行维护。` : `游戏自 ${from} 起进行维护。`),
  },
  MY: {
    title: '{vendor} ပြုပြင်ထိန်းသိမ်းမှု',
    content: (from, to) =>
      to ? `ဂိမ်းများကို ${from} မှ ${to} အထိ ပြုပြင်ထိန်းသိမ်းပါမည်။` : `ဂိမ်းများကို ${from} မှစ၍ ပြုပြင်ထိန်းသိမ်းပါမည်။`,
  },
};

/** UTC, to the minute: the same text for everyone, whatever their clock. */
const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Spec §7 game announcements: vendors in maintenance now or within the week. */
export async function listGameAnnouncements(
  deps: GamesDeps,
  viewer: CatalogViewer,
  vassalage: string | undefined,
): Promise<GameAnnouncement[]> {
  const now = deps.now();
  const vendors = (await offeredVendors(deps, viewer)).filter(
    (vendor) => !vassalage || vendor.code === vassalage,
  );
  const text = ANNOUNCEMENT_TEXT[viewer.language];
  const announced: GameAnnouncement[] = [];
  for (const vendor of vendors) {
    const { maintenanceStartsAt: startsAt, maintenanceEndsAt: endsAt } = vendor;
    if (!startsAt || (endsAt && endsAt <= now)) continue;
    if (startsAt.getTime() - now.getTime() > ANNOUNCE_AHEAD_MS) continue;
    announced.push({
      vassalage: vendor.code,
      title: text.title.replace('{vendor}', vendor.displayName),
      content: text.content(stamp(startsAt), endsAt ? stamp(endsAt) : null),
      startsAt: startsAt.toISOString(),
      endsAt: endsAt?.toISOString() ?? null,
      active: vendor.underMaintenance,
    });
  }
  return announced;
}
