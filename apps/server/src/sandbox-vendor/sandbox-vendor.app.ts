import { randomBytes, randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type PlatformWalletClient,
  platformWalletClient,
  WalletCallError,
} from './platform-wallet-client.ts';
import { PAGE_SCRIPT, PAGE_STYLE, playPage } from './sandbox-page.ts';
import { type Reels, slotPayout, spinReels } from './sandbox-slot.ts';
import { registerSandboxTransferWallet, SandboxTransferWallets } from './sandbox-transfer-wallet.ts';

/** Stakes the page offers, in minor units. */
export const SANDBOX_STAKES = [100, 200, 500, 1_000, 2_000] as const;
const SESSION_TTL_MS = 60 * 60_000;
/** Fun credits of a free trial (demo=1), in minor units. */
const DEMO_CREDITS = 100_000;

interface PlaySession {
  vendorCode: string;
  gameCode: string;
  /** Null in a free trial: no wallet behind it. */
  player: { playerId: string; token: string; currency: string } | null;
  /** Transfer-mode vendors play from their own wallet, not the platform's. */
  transfer: boolean;
  /** Free rounds the platform listed for this game: spins play them first, at their stake. */
  freeRounds: { id: string; left: number; betAmount: number } | null;
  demoBalance: number;
  expiresAt: number;
}

export interface SandboxVendorOptions {
  /** Where the platform's wallet API answers. */
  platformUrl: string;
  /** The secret every demo vendor shares with the platform. */
  secret: string;
  /** Vendors whose games play from their own (transfer) wallet here. */
  transferVendors?: readonly string[];
  fetch?: typeof fetch;
  /** An integer in [0, n); crypto by default. */
  random?: (n: number) => number;
}

const SessionBodySchema = z.strictObject({
  token: z.string().min(16).max(128).optional(),
  game: z.string().min(1).max(64),
  vendor: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  demo: z.boolean().default(false),
});
const SpinBodySchema = z.strictObject({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
  stake: z
    .number()
    .int()
    .refine((stake) => (SANDBOX_STAKES as readonly number[]).includes(stake)),
});

const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SpinResult =
  | {
      ok: true;
      roundId: string;
      reels: Reels;
      win: number;
      balance: number;
      status: 'settled' | 'cancelled';
      /** A free round was played: nothing was staked from the wallet. */
      free?: boolean;
      freeRoundsLeft?: number;
    }
  | { ok: false; code: string; balance?: number };

/**
 * A bet as a careful vendor sends it: retried once with the same transaction id when its outcome
 * is unknown, then rolled back, so a lost answer never leaves the member's stake in limbo.
 */
async function placeBet(client: PlatformWalletClient, bet: Parameters<PlatformWalletClient['bet']>[0]) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return { ok: true as const, answer: await client.bet(bet) };
    } catch (error) {
      if (!(error instanceof WalletCallError)) throw error;
      if (!error.retryable)
        return { ok: false as const, code: error.code, balance: error.value?.balance as number | undefined };
    }
  }
  const rollback = {
    transactionId: newId('rb'),
    refTransactionId: bet.transactionId,
    roundId: bet.roundId,
    playerId: bet.playerId,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const answer = await client.rollback(rollback);
      return { ok: false as const, code: 'ROUND_CANCELLED', balance: answer.balance };
    } catch (error) {
      if (!(error instanceof WalletCallError) || !error.retryable) break;
      await sleep(100 * 2 ** attempt);
    }
  }
  return { ok: false as const, code: 'ROUND_CANCELLED' };
}

/** A win is owed once the bet was taken: it is retried with the same id until it lands. */
async function payWin(client: PlatformWalletClient, win: Parameters<PlatformWalletClient['win']>[0]) {
  let last: unknown;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return await client.win(win);
    } catch (error) {
      last = error;
      if (!(error instanceof WalletCallError) || !error.retryable) break;
      await sleep(100 * 2 ** attempt);
    }
  }
  throw last;
}

/**
 * The sandbox game vendor (issue 5): its own Fastify app, serving the launch page of every demo
 * game and playing slot rounds against the platform over the real, signed wallet API; transfer-mode
 * vendors play from the sandbox's own transfer wallet instead. Sessions live in memory.
 */
export function buildSandboxVendor(options: SandboxVendorOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  const random = options.random ?? ((n: number) => randomInt(n));
  const transferVendors = new Set(options.transferVendors ?? []);
  const wallets = new SandboxTransferWallets();
  const sessions = new Map<string, PlaySession>();
  const clients = new Map<string, PlatformWalletClient>();
  const clientOf = (vendorCode: string) => {
    let client = clients.get(vendorCode);
    if (!client) {
      client = platformWalletClient({
        platformUrl: options.platformUrl,
        vendorCode,
        secret: options.secret,
        fetch: options.fetch,
      });
      clients.set(vendorCode, client);
    }
    return client;
  };

  registerSandboxTransferWallet(app, { secret: options.secret, wallets });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.get('/play', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors http: https:; base-uri 'none'; form-action 'none'",
      )
      .header('referrer-policy', 'no-referrer');
    return playPage({
      language: query.language ?? 'EN',
      vendor: query.vendor ?? '',
      game: query.game ?? '',
      demo: query.demo === '1',
      stakes: SANDBOX_STAKES,
    });
  });
  app.get('/play/app.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(PAGE_SCRIPT),
  );
  app.get('/play/app.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(PAGE_STYLE));

  const liveSession = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session || session.expiresAt < Date.now()) return null;
    return session;
  };

  app.post('/play/session', async (request, reply) => {
    const parsed = SessionBodySchema.safeParse(request.body);
    if (!parsed.success || (!parsed.data.demo && !parsed.data.token))
      return reply.status(400).send({ ok: false, code: 'VALIDATION_ERROR' });
    const { token, game, vendor, demo } = parsed.data;
    const transfer = transferVendors.has(vendor);
    let player: PlaySession['player'] = null;
    let balance = DEMO_CREDITS;
    let currency = 'FUN';
    let nickname = '';
    let freeRounds: PlaySession['freeRounds'] = null;
    if (!demo && token) {
      try {
        const known = await clientOf(vendor).authenticate(token);
        player = { playerId: known.playerId, token, currency: known.currency };
        balance = transfer ? wallets.balanceOf(vendor, known.playerId) : known.balance;
        currency = known.currency;
        nickname = known.nickname;
        const [grant] = known.freeRounds ?? [];
        if (grant && !transfer)
          freeRounds = { id: grant.freeRoundsId, left: grant.roundsLeft, betAmount: grant.betAmount };
      } catch (error) {
        const code = error instanceof WalletCallError ? error.code : 'UNKNOWN';
        return reply.status(401).send({ ok: false, code });
      }
    }
    const sessionId = randomBytes(24).toString('base64url');
    for (const [id, old] of sessions) if (old.expiresAt < Date.now()) sessions.delete(id);
    sessions.set(sessionId, {
      vendorCode: vendor,
      gameCode: game,
      player,
      transfer,
      freeRounds,
      demoBalance: DEMO_CREDITS,
      expiresAt: Date.now() + SESSION_TTL_MS,
    });
    return { ok: true, sessionId, balance, currency, nickname, demo: !player, transfer, freeRounds };
  });

  app.post('/play/spin', async (request, reply) => {
    const parsed = SpinBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ ok: false, code: 'VALIDATION_ERROR' });
    const session = liveSession(parsed.data.sessionId);
    if (!session) return reply.status(401).send({ ok: false, code: 'SESSION_EXPIRED' });
    const result = await spin(session, parsed.data.stake);
    return reply.status(result.ok ? 200 : 409).send(result);
  });

  async function spin(session: PlaySession, stake: number): Promise<SpinResult> {
    const roundId = newId('round');
    const reels = spinReels(random);
    // A free round is played at its own stake, whatever the player picked.
    const free =
      session.player && !session.transfer && session.freeRounds && session.freeRounds.left > 0
        ? session.freeRounds
        : null;
    const win = slotPayout(reels, free ? free.betAmount : stake);
    if (!session.player) {
      if (stake > session.demoBalance)
        return { ok: false, code: 'INSUFFICIENT_FUNDS', balance: session.demoBalance };
      session.demoBalance += win - stake;
      return { ok: true, roundId, reels, win, balance: session.demoBalance, status: 'settled' };
    }
    const { playerId, token, currency } = session.player;
    if (session.transfer) {
      const balance = wallets.play(session.vendorCode, playerId, stake, win);
      if (balance === null)
        return {
          ok: false,
          code: 'INSUFFICIENT_FUNDS',
          balance: wallets.balanceOf(session.vendorCode, playerId),
        };
      return { ok: true, roundId, reels, win, balance, status: 'settled' };
    }
    const client = clientOf(session.vendorCode);
    const placed = await placeBet(client, {
      transactionId: newId('bet'),
      roundId,
      playerId,
      token,
      gameCode: session.gameCode,
      amount: free ? free.betAmount : stake,
      currency,
      ...(free ? { freeRoundsId: free.id } : {}),
    });
    if (!placed.ok) {
      // Rounds the platform no longer offers (played elsewhere, cancelled) are not offered here.
      if (free && placed.code.startsWith('FREE_ROUNDS_')) session.freeRounds = null;
      return { ok: false, code: placed.code, balance: placed.balance };
    }
    if (free) free.left -= 1;
    const freeResult = free ? { free: true, freeRoundsLeft: free.left } : {};
    try {
      const paid = await payWin(client, {
        transactionId: newId('win'),
        roundId,
        playerId,
        gameCode: session.gameCode,
        amount: win,
        currency,
        endRound: true,
      });
      return { ok: true, roundId, reels, win, balance: paid.balance, status: 'settled', ...freeResult };
    } catch {
      // The bet stands and the round stays open: the platform keeps it for support to settle.
      return { ok: false, code: 'WIN_PENDING', balance: placed.answer.balance };
    }
  }

  return app;
}
