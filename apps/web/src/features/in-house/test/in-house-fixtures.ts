import type { InHouseGame, InHouseLimits, InHouseRound, SeedPairView } from '@platform/contract/in-house';
import { hashServerSeed } from '@platform/games/fairness/fairness';
import { vi } from 'vitest';
import { fakeMediaQueryList } from '../../../test/media-query.ts';
import { envelope, type MockRequest } from '../../../test/render-app.tsx';

/** A member's session (type 0) and a trial member's (type 4, free play). */
export const member = { token: 'session-1', session: { memberType: '0' } };
export const trialMember = { token: 'session-trial', session: { memberType: '4' } };

/** The form of the keys that make a play or an action idempotent: a UUID v4. */
export const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const SERVER_SEED = 'c0ffee'.repeat(10);
export const CLIENT_SEED = 'lucky-seed';

export const limits: InHouseLimits['limits'] = {
  slot: { min: 20, max: 200_000 },
  baccarat: { min: 100, max: 1_000_000 },
  'dragon-tiger': { min: 100, max: 1_000_000 },
  roulette: { min: 100, max: 500_000 },
  'sic-bo': { min: 100, max: 500_000 },
  blackjack: { min: 100, max: 1_000_000 },
};

export const seedPair: SeedPairView = {
  serverSeedHash: hashServerSeed(SERVER_SEED),
  clientSeed: CLIENT_SEED,
  nonce: 3,
  previous: null,
};

let nextId = 100;

/** A round as the API answers it; the outcome and bets are the caller's (built with the engines). */
export function inHouseRound(
  game: InHouseGame,
  fields: Pick<InHouseRound, 'outcome' | 'bets'> & Partial<InHouseRound>,
): InHouseRound {
  nextId += 1;
  const stake = fields.bets.reduce((sum, bet) => sum + bet.stake, 0);
  const totalReturn = fields.bets.reduce((sum, bet) => sum + (bet.returned ?? 0), 0);
  return {
    id: String(nextId),
    game,
    nonce: 0,
    serverSeedHash: hashServerSeed(SERVER_SEED),
    serverSeed: null,
    clientSeed: CLIENT_SEED,
    stake,
    actions: [],
    totalReturn,
    balanceBefore: 123_456,
    balanceAfter: 123_456 - stake + totalReturn,
    status: 'settled',
    trial: false,
    createdAt: '2025-06-01T12:00:00Z',
    settledAt: '2025-06-01T12:00:00Z',
    ...fields,
  };
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** The in-house API of a member with no rounds yet; pass routes to change or add answers. */
export function inHouseRoutes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /wps/inhouse/limits': () => envelope({ limits }),
    'GET /wps/inhouse/rounds': () => envelope({ list: [] }),
    'GET /wps/inhouse/fairness': () => envelope(seedPair),
    ...extra,
  };
}

/** Animations end at once when the reader asks for less motion: tests read results, not frames. */
export function preferLessMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, query.includes('prefers-reduced-motion')),
  );
}
