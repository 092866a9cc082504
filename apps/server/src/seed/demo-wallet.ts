import { createHash } from 'node:crypto';
import type { InHouseRoundRequest, PlaceInHouseRound } from '@platform/contract/in-house';
import { hashServerSeed } from '@platform/games/fairness/fairness';
import { and, eq, isNull } from 'drizzle-orm';
import { Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { findMemberByAccount } from '../modules/accounts/members.service.ts';
import { BetEvents } from '../modules/bets/bet-events.ts';
import { touchRecentGame } from '../modules/games/member-games.service.ts';
import {
  type InHouseDeps,
  type InHousePlayer,
  placeRound,
  rotateSeedPair,
} from '../modules/in-house/in-house.service.ts';
import { inHouseSeedPairs } from '../modules/in-house/in-house.tables.ts';
import { memberAccount, merchantAccount, postMove } from '../modules/ledger/ledger.service.ts';
import { WalletEvents } from '../modules/wallet/wallet-events.ts';
import { MemoryRelay } from '../relay/memory-relay.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * The demo player's wallet, so a newcomer logging in as demo01 can play at once and finds a betting
 * record: a demo balance given by the house, then a few in-house rounds played through the engine
 * and wallet path of real rounds. Idempotent: the balance's posting and each round are keyed, so a
 * restart moves nothing more.
 */

/** Minor units (MMK, exponent 2): K 100,000.00. */
export const DEMO_BALANCE = 100_000_00;

/** One settled round of five in-house games (blackjack would stay open, waiting for the player). */
export const DEMO_ROUNDS: readonly InHouseRoundRequest[] = [
  { game: 'slot', stake: 2_000 },
  { game: 'baccarat', bets: [{ spot: 'BANKER', stake: 5_000 }] },
  { game: 'roulette', bets: [{ spot: 'RED', stake: 3_000 }] },
  { game: 'dragon-tiger', bets: [{ spot: 'DRAGON', stake: 2_000 }] },
  { game: 'sic-bo', bets: [{ spot: 'BIG', stake: 3_000 }] },
];

export const demoBalanceKey = (memberId: number) => `demo-balance:${memberId}`;

/** The key of the index-th demo round: fixed, so seeding again answers that round instead of playing another. */
function demoRoundKey(index: number): string {
  const hex = createHash('sha1').update(`demo-round:${index}`).digest('hex');
  // Shaped as a name-based (version 5) UUID, the form every round key takes.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The server seed the demo rounds are played on: fixed, so the demo (and the visual test's shots of
 * it) look the same on every fresh start. Known in advance, so the seed reveals it by rotating the
 * pair right after the rounds; the player's own rounds use a new, random server seed.
 */
export const demoServerSeed = (memberId: number) =>
  createHash('sha256').update(`demo-rounds:${memberId}`).digest('hex');
const DEMO_CLIENT_SEED = 'nova-demo';

/** Deps of the in-house service outside the app: nobody listens yet, but RECENT learns the games. */
function seedDeps(db: Database, now: Date): InHouseDeps {
  const fail = (error: unknown) => {
    throw error;
  };
  const betEvents = new BetEvents(fail);
  betEvents.on('betPlaced', async (event) => {
    if (event.nodeId !== null)
      await touchRecentGame(db, { ...event, nodeId: event.nodeId, at: event.placedAt });
  });
  const relay = new MemoryRelay({ now: () => now, metrics: new Registry(), onError: fail });
  return { db, now: () => now, walletEvents: new WalletEvents(relay), betEvents };
}

/** The demo seed pair, for a member who never played (one who did keeps their own pair). */
async function startDemoPair(db: Database, player: InHousePlayer, now: Date): Promise<void> {
  const [played] = await db
    .select({ id: inHouseSeedPairs.id })
    .from(inHouseSeedPairs)
    .where(eq(inHouseSeedPairs.memberId, player.memberId))
    .limit(1);
  if (played) return;
  const serverSeed = demoServerSeed(player.memberId);
  await db
    .insert(inHouseSeedPairs)
    .values({
      createdAt: now,
      merchantId: player.merchantId,
      memberId: player.memberId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: DEMO_CLIENT_SEED,
    })
    .onConflictDoNothing();
}

/** Reveals the demo pair if it is still in use, so no round of the player's own is played on it. */
async function revealDemoPair(deps: InHouseDeps, player: InHousePlayer): Promise<void> {
  const [active] = await deps.db
    .select({ serverSeed: inHouseSeedPairs.serverSeed })
    .from(inHouseSeedPairs)
    .where(and(eq(inHouseSeedPairs.memberId, player.memberId), isNull(inHouseSeedPairs.revealedAt)));
  if (active?.serverSeed !== demoServerSeed(player.memberId)) return;
  const rotated = await rotateSeedPair(deps, player);
  if (!rotated.ok) throw new Error(`Demo seed pair: ${rotated.message}`);
}

/**
 * Posts the demo balance, plays the demo rounds and reveals their seed pair. Run after the in-house
 * catalog, so the rounds' bet records name their games.
 */
export async function seedDemoWallet(db: Database, merchantId: number, now: Date): Promise<void> {
  // demo01, the demo's player.
  const member = await findMemberByAccount(db, merchantId, DEMO_ACCOUNTS[0].account);
  if (!member) return;
  const owner = { merchantId, memberId: member.id };
  const [cash, house] = await Promise.all([
    memberAccount(db, owner, 'cash', now),
    merchantAccount(db, merchantId, 'house', now),
  ]);
  await postMove(db, {
    at: now,
    merchantId,
    idempotencyKey: demoBalanceKey(member.id),
    kind: 'bonus',
    reference: demoBalanceKey(member.id),
    from: house,
    to: cash,
    amount: DEMO_BALANCE,
  });

  const player: InHousePlayer = { ...owner, isTrial: false };
  const deps = seedDeps(db, now);
  await startDemoPair(db, player, now);
  for (const [index, round] of DEMO_ROUNDS.entries()) {
    const request = { ...round, roundKey: demoRoundKey(index) } as PlaceInHouseRound;
    // A refusal (limits an operator raised, a wallet spent before this seed existed) leaves the round
    // out: a demo's history is not worth a failed start.
    await placeRound(deps, player, request);
  }
  await revealDemoPair(deps, player);
}
