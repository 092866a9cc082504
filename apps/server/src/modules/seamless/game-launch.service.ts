import { randomBytes } from 'node:crypto';
import type { GameCategory, GameMaintenanceDetail, LaunchGame } from '@platform/contract/games';
import { IN_HOUSE_VENDOR, inHouseGamePath } from '@platform/contract/in-house';
import type { Database } from '../../db/client.ts';
import { type CatalogViewer, findVisibleGame, type GamesDeps, listHotGames } from '../games/games.service.ts';
import { loadSiteSettings, pickRandom, type SystemDeps } from '../system/system.service.ts';
import { gameSessions } from './seamless.tables.ts';
import { hashLaunchToken } from './seamless-player.ts';
import { findVendorIntegration } from './vendor-integrations.service.ts';

/** How long a launch token may open rounds; wins and rollbacks do not need it alive. */
export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60_000;
/** Games offered instead of one whose vendor is under maintenance. */
const RECOMMENDED_LIMIT = 6;

export interface LaunchDeps {
  games: GamesDeps;
  system: SystemDeps;
  db: Database;
  now: () => Date;
}

export interface LaunchInput {
  viewer: CatalogViewer;
  /** Null for a visitor (only a free trial may start without a member). */
  member: { memberId: number; isTrial: boolean } | null;
  nodeId: number;
  freeTrial: boolean;
  /** Where the vendor's exit button sends the player back to. */
  lobbyUrl: string;
}

export type LaunchOutcome =
  | { ok: true; launch: LaunchGame; memberId: number | null }
  | {
      ok: false;
      code:
        | 'UNAUTHORIZED'
        | 'TRIAL_ACCOUNT'
        | 'NOT_FOUND'
        | 'NOT_LAUNCHABLE'
        | 'NO_FREE_TRIAL'
        | 'UNAVAILABLE';
    }
  | { ok: false; code: 'GAME_MAINTENANCE'; detail: GameMaintenanceDetail };

/** Hot games of the same category from vendors that are up, for the maintenance dialog. */
async function recommendedInstead(
  deps: LaunchDeps,
  input: LaunchInput,
  gameType: GameCategory,
  vendor: string,
) {
  const hot = await listHotGames(deps.games, input.viewer, { gameType });
  if (!hot.ok) return [];
  return hot.list.filter((game) => game.vassalage !== vendor).slice(0, RECOMMENDED_LIMIT);
}

/** Spreads game traffic over the operator's launch CDNs (spec §3): the CDN fronts the vendor's host. */
function throughCdn(url: URL, cdn: string | undefined): URL {
  if (!cdn) return url;
  const front = new URL(cdn);
  url.protocol = front.protocol;
  url.host = front.host;
  return url;
}

/**
 * Spec §2 Starting a game, server side: visitors may only start a free trial (never ELOTT), trial
 * members are sent to get a real account, a vendor under maintenance answers its end and games
 * to play meanwhile; otherwise a launch token is issued and the vendor's launch address answered.
 */
export async function launchGame(deps: LaunchDeps, input: LaunchInput): Promise<LaunchOutcome> {
  const found = await findVisibleGame(deps.games, input.viewer, input.nodeId);
  if (!found) return { ok: false, code: 'NOT_FOUND' };
  const { game, vendor } = found;
  if (game.isGame === 'VASSALAGE') return { ok: false, code: 'NOT_LAUNCHABLE' };
  if (input.freeTrial && game.supportPlay !== 0) return { ok: false, code: 'NO_FREE_TRIAL' };
  if (!input.member && (!input.freeTrial || game.gameType === 'ELOTT'))
    return { ok: false, code: 'UNAUTHORIZED' };
  // Our own games take trial members too: they play them with trial money (in-house.service.ts).
  const inHouse = vendor.code === IN_HOUSE_VENDOR;
  if (input.member?.isTrial && !input.freeTrial && !inHouse) return { ok: false, code: 'TRIAL_ACCOUNT' };
  if (vendor.underMaintenance)
    return {
      ok: false,
      code: 'GAME_MAINTENANCE',
      detail: {
        maintenanceEnd: found.maintenanceEnd?.toISOString() ?? null,
        recommended: await recommendedInstead(deps, input, game.gameType, vendor.code),
      },
    };
  if (inHouse) {
    // Played on a page of this site against the in-house round API, which needs a member.
    if (!input.member) return { ok: false, code: 'UNAUTHORIZED' };
    return {
      ok: true,
      memberId: input.member.memberId,
      launch: {
        url: inHouseGamePath(game.gameCode),
        target: 'page',
        nodeId: game.nodeId,
        gameName: game.gameName,
        vassalage: vendor.code,
        freeTrial: input.member.isTrial,
      },
    };
  }
  const integration = await findVendorIntegration(deps.db, vendor.code);
  if (!integration) return { ok: false, code: 'UNAVAILABLE' };

  const url = new URL(integration.launchUrl);
  url.searchParams.set('game', game.gameCode);
  url.searchParams.set('vendor', vendor.code);
  url.searchParams.set('language', input.viewer.language);
  url.searchParams.set('lobbyUrl', input.lobbyUrl);
  const realMoney = !input.freeTrial && input.member;
  if (realMoney) {
    const token = randomBytes(32).toString('base64url');
    const now = deps.now();
    await deps.db.insert(gameSessions).values({
      tokenHash: hashLaunchToken(token),
      merchantId: input.viewer.merchantId,
      memberId: realMoney.memberId,
      vendorCode: vendor.code,
      nodeId: game.nodeId,
      language: input.viewer.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    url.searchParams.set('token', token);
  } else {
    url.searchParams.set('demo', '1');
  }
  const { settings } = await loadSiteSettings(deps.system, input.viewer.merchantId);
  const launchUrl = throughCdn(url, pickRandom(settings.launchGameCdns, deps.system.random));
  return {
    ok: true,
    memberId: realMoney ? realMoney.memberId : null,
    launch: {
      url: launchUrl.toString(),
      target: integration.launchTarget,
      nodeId: game.nodeId,
      gameName: game.gameName,
      vassalage: vendor.code,
      freeTrial: !realMoney,
    },
  };
}
