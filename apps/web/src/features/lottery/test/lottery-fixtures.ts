import type { LotteryDraw, LotteryGame, LotterySlip } from '@platform/contract/lottery';
import { hashServerSeed } from '@platform/games/fairness/fairness';
import { FIVE_D_MARKETS } from '@platform/games/lottery/five-d';
import { envelope, type MockRequest } from '../../../test/render-app.tsx';
import { recomputeDraw } from '../lib/verify-draw.ts';

export const member = { token: 'session-1', session: { memberType: '0' } };
export const SEED = 'a'.repeat(64);

/** A fast lottery's draw made with the engine from SEED, as the server publishes it. */
export function drawnDraw(drawId: string, drawsAt: string, fields: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    drawId,
    gameCode: drawId.split('-')[0] ?? 'FAST1',
    family: 'FIVE_D',
    opensAt: drawsAt,
    closesAt: drawsAt,
    drawsAt,
    status: 'settled',
    serverSeedHash: hashServerSeed(SEED),
    serverSeed: SEED,
    result: recomputeDraw('FIVE_D', SEED, drawId),
    ...fields,
  };
}

/** The draw open now: its seed's hash only. */
export function openDraw(drawId: string, closesAt: string, drawsAt: string): LotteryDraw {
  return {
    drawId,
    gameCode: drawId.split('-')[0] ?? 'FAST1',
    family: 'FIVE_D',
    opensAt: '2026-11-28T09:59:00Z',
    closesAt,
    drawsAt,
    status: 'open',
    serverSeedHash: hashServerSeed('b'.repeat(64)),
    serverSeed: null,
    result: null,
  };
}

/** A fast lottery at the engine's default odds. */
export function fastGame(gameCode: string, fields: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameCode,
    family: 'FIVE_D',
    schedule: 'every 1m',
    closeBeforeSeconds: 5,
    minStake: 100,
    maxStake: 1_000_000,
    markets: FIVE_D_MARKETS.map((market) => ({ code: market.code, odds: { ...market.defaultOdds } })),
    next: null,
    last: null,
    ...fields,
  };
}

export function slip(fields: Partial<LotterySlip> = {}): LotterySlip {
  return {
    id: '7',
    gameCode: 'FAST1',
    drawId: 'FAST1-20261128T100000',
    status: 'settled',
    stake: 1_000,
    payout: 9_700,
    placedAt: '2026-11-28T09:59:30Z',
    settledAt: '2026-11-28T10:00:05Z',
    bets: [
      {
        market: 'POSITION',
        selection: '3:7',
        stake: 1_000,
        odds: { POSITION: 9700 },
        potentialWin: 9_700,
        payout: 9_700,
      },
    ],
    ...fields,
  };
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

export function lotteryRoutes(
  games: LotteryGame[],
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  return {
    'GET /lgw/lottery/games': () => envelope({ list: games }),
    'GET /lgw/lottery/results': () => envelope({ list: [] }),
    'GET /wps/lottery/slips': () => envelope({ list: [] }),
    ...extra,
  };
}
