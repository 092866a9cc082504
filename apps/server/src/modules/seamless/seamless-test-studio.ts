import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '@platform/contract/errors';
import type { GameFeedInput } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { refusalsOfVendorCall, VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { afterAll, beforeAll, expect } from 'vitest';
import { secretContext } from '../../crypto/secret-contexts.ts';
import { importTestFeeds } from '../../test/game-feeds.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { games } from '../games/games.tables.ts';
import { credit, newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { vendorIntegrations } from './seamless.tables.ts';
import { signVendorRequest } from './vendor-signature.ts';

/*
 * A studio calling the wallet API of a test app, for the seamless test files: signed calls, a
 * player with money and a live launch token, bets and wins. `useStudio()` starts the app for the
 * file and gives the state tests read and move (the app's clock among it).
 */

export const SECRET = 'pg-test-secret-0123456789';
export const VENDOR = 'PG';
// The demo merchant's currency: the vendor must send it.
export const CURRENCY = 'MMK';

export interface Studio {
  t: TestApp;
  /** The app's clock, the one every bet, posting and record is stamped with; tests move it. */
  clock: Date;
  slotNode: number;
  trialNode: number;
  lobbyNode: number;
}
const studio = { clock: new Date() } as Studio;

export const pgFeed: GameFeedInput = {
  vendor: VENDOR,
  games: [
    { gameId: 'fortune', names: { EN: 'Fortune Ox' }, gameType: 'RNG', isHot: true },
    { gameId: 'trial', names: { EN: 'Trial Tiger' }, gameType: 'RNG', supportPlay: 0 },
    { gameId: 'lobby', names: { EN: 'PG Lobby' }, gameType: 'RNG', isGame: 'VASSALAGE' },
  ],
};
export const jdbFeed: GameFeedInput = {
  vendor: 'JDB',
  games: [{ gameId: 'koi', names: { EN: 'Jade Koi' }, gameType: 'RNG', isHot: true }],
};

export interface CallOptions {
  secret?: string;
  timestamp?: number;
  vendor?: string;
  ip?: string;
  /** Changes the body after it was signed. */
  tamper?: (raw: string) => string;
  unsigned?: boolean;
  contentType?: string;
}

export function call(path: string, body: unknown, options: CallOptions = {}) {
  return callWith(path, JSON.stringify(body), options);
}

/** A call whose body is these exact bytes, signed as they are (unless told otherwise). */
export async function callWith(path: string, raw: string, options: CallOptions = {}) {
  const timestamp = String(options.timestamp ?? studio.clock.getTime());
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  if (!options.unsigned) {
    const vendorCode = options.vendor ?? VENDOR;
    headers[VENDOR_HEADERS.vendor] = vendorCode;
    headers[VENDOR_HEADERS.timestamp] = timestamp;
    headers[VENDOR_HEADERS.signature] = signVendorRequest(options.secret ?? SECRET, {
      vendorCode,
      timestamp,
      rawBody: raw,
    });
  }
  const response = await studio.t.app.inject({
    method: 'POST',
    url: path,
    headers,
    payload: options.tamper ? options.tamper(raw) : raw,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  expectDocumentedRefusal(path, response);
  return response;
}

/**
 * Every refusal a test meets must be one the API document lists for that call: the per-call code
 * lists (contract VENDOR_CALL_REFUSALS) are held to what the server really answers.
 */
function expectDocumentedRefusal(path: string, response: { statusCode: number; json(): unknown }) {
  const call = (Object.keys(VENDOR_API_PATHS) as (keyof typeof VENDOR_API_PATHS)[]).find(
    (key) => VENDOR_API_PATHS[key] === path,
  );
  if (!call || response.statusCode < 400) return;
  const { code } = response.json() as { code: ErrorCode };
  expect(refusalsOfVendorCall(call), `${call} answered ${code}`).toContain(code);
}

export async function launch(
  token: string | null,
  nodeId = studio.slotNode,
  extra: Record<string, unknown> = {},
) {
  return studio.t.app.inject({
    method: 'POST',
    url: API_PATHS.launchGame,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { nodeId, language: 'EN', ...extra },
  });
}

/** A member with money and a live launch token for the slot, as the vendor sees them. */
export async function player(cash = 10_000) {
  const member = await newMemberSession(studio.t);
  if (cash) await credit(studio.t, member.memberId, cash);
  const launched = await launch(member.token);
  expect(launched.statusCode).toBe(200);
  const gameToken = new URL(launched.json().value.url).searchParams.get('token') ?? '';
  return { ...member, playerId: String(member.memberId), gameToken };
}

export async function balanceOf(playerId: string) {
  const response = await call(VENDOR_API_PATHS.balance, { playerId });
  return response.json().value.balance as number;
}

export const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

export function bet(
  p: { playerId: string; gameToken: string },
  amount: number,
  roundId: string,
  transactionId = id('bet'),
) {
  return call(VENDOR_API_PATHS.bet, {
    transactionId,
    roundId,
    playerId: p.playerId,
    token: p.gameToken,
    gameCode: 'fortune',
    amount,
    currency: CURRENCY,
  });
}

export function win(
  p: { playerId: string },
  amount: number,
  roundId: string,
  transactionId = id('win'),
  endRound = true,
) {
  return call(VENDOR_API_PATHS.win, {
    transactionId,
    roundId,
    playerId: p.playerId,
    gameCode: 'fortune',
    amount,
    currency: CURRENCY,
    endRound,
  });
}

/** Starts the app for this test file (two vendors, their games and integrations) and closes it after. */
export function useStudio(): Studio {
  beforeAll(async () => {
    studio.t = await createTestApp({ now: () => studio.clock });
    await importTestFeeds(studio.t, [pgFeed, jdbFeed], studio.clock);
    const nodes = await studio.t.database.db
      .select({ nodeId: games.nodeId, gameId: games.gameId })
      .from(games);
    const nodeOf = (gameId: string) => nodes.find((row) => row.gameId === gameId)?.nodeId ?? 0;
    studio.slotNode = nodeOf('fortune');
    studio.trialNode = nodeOf('trial');
    studio.lobbyNode = nodeOf('lobby');
    for (const vendorCode of [VENDOR, 'JDB'])
      await studio.t.database.db.insert(vendorIntegrations).values({
        vendorCode,
        launchUrl: 'http://127.0.0.1:3999/play',
        apiSecret: studio.t.ctx.secrets.seal(SECRET, secretContext.vendorApiSecret(vendorCode)),
        allowedIps: ['127.0.0.1/32', '::1/128'],
      });
    // The demo merchant's currency, as the vendor must send it.
    const currency = (
      await call(VENDOR_API_PATHS.balance, { playerId: String((await newMemberSession(studio.t)).memberId) })
    ).json().value.currency;
    expect(currency).toBe(CURRENCY);
  });

  afterAll(async () => {
    await studio.t?.close();
  });
  return studio;
}
