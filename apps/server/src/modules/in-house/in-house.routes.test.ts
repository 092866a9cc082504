import { randomUUID } from 'node:crypto';
import {
  IN_HOUSE_TRIAL_GRANT,
  IN_HOUSE_VENDOR,
  type InHouseRound,
  type InHouseRoundRequest,
} from '@platform/contract/in-house';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { dealBaccarat } from '@platform/games/baccarat/baccarat';
import { publicView, replayBlackjack } from '@platform/games/blackjack/blackjack';
import { fairRng, hashServerSeed } from '@platform/games/fairness/fairness';
import { spinRoulette } from '@platform/games/roulette/roulette';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInHouseCatalog } from '../../seed/demo-in-house.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { credit, newMemberSession, type TestMember } from '../wallet/wallet-test-helpers.ts';
import { inHouseRounds } from './in-house.tables.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedInHouseCatalog(t.database.db, t.merchantId, t.ctx.system.now());
  admin = await operatorToken(t, 'inhouseadmin', 'admin');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
function call(member: TestMember | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function play(member: TestMember, request: InHouseRoundRequest & { roundKey?: string }) {
  return call(member, 'POST', API_PATHS.inHouseRounds, { roundKey: randomUUID(), ...request });
}

async function played(member: TestMember, request: InHouseRoundRequest): Promise<InHouseRound> {
  const response = await play(member, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

const act = (member: TestMember, roundId: string, action: string, actionKey = randomUUID()) =>
  call(member, 'POST', `${API_PATHS.inHouseRounds}/${roundId}/actions`, { action, actionKey });

const cash = async (member: TestMember) => (await memberBalances(t.database.db, member.memberId)).cash ?? 0;
const trialMoney = async (member: TestMember) =>
  (await memberBalances(t.database.db, member.memberId)).trial ?? 0;
const roundCount = async (member: TestMember) =>
  (await t.database.db.select().from(inHouseRounds).where(eq(inHouseRounds.memberId, member.memberId)))
    .length;

async function funded(amount = 1_000_000): Promise<TestMember> {
  const member = await newMemberSession(t);
  await credit(t, member.memberId, amount);
  return member;
}

const BANKER = { game: 'baccarat' as const, bets: [{ spot: 'BANKER', stake: 1_000 }] };

describe('rounds with real money', () => {
  it('takes the stake, pays the return and records the round, its balances and its bet record', async () => {
    const member = await funded(50_000);
    const round = await played(member, {
      game: 'baccarat',
      bets: [
        { spot: 'PLAYER', stake: 2_000 },
        { spot: 'TIE', stake: 500 },
      ],
    });
    expect(round).toMatchObject({ game: 'baccarat', status: 'settled', stake: 2_500, trial: false });
    expect(round.balanceBefore).toBe(50_000);
    expect(round.balanceAfter).toBe(50_000 - 2_500 + (round.totalReturn ?? 0));
    expect(await cash(member)).toBe(round.balanceAfter);
    expect(round.bets.map((bet) => bet.spot)).toEqual(['PLAYER', 'TIE']);
    expect(round.bets.reduce((sum, bet) => sum + (bet.returned ?? 0), 0)).toBe(round.totalReturn);
    const [record] = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendorCode, IN_HOUSE_VENDOR), eq(betRecords.roundId, round.id)));
    expect(record).toMatchObject({
      memberId: member.memberId,
      gameCode: 'baccarat',
      status: 'settled',
      stake: 2_500,
      payout: round.totalReturn,
    });
  });

  it('plays every game, each outcome recomputable from the seeds once they are revealed', async () => {
    const member = await funded();
    const rounds = [
      await played(member, { game: 'slot', stake: 200 }),
      await played(member, BANKER),
      await played(member, { game: 'dragon-tiger', bets: [{ spot: 'DRAGON', stake: 1_000 }] }),
      await played(member, { game: 'sic-bo', bets: [{ spot: 'BIG', stake: 1_000 }] }),
      await played(member, {
        game: 'roulette',
        bets: [
          { spot: 'STRAIGHT', numbers: [17], stake: 100 },
          { spot: 'RED', stake: 1_000 },
        ],
      }),
    ];
    expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(rounds.every((round) => round.serverSeed === null)).toBe(true);

    const rotated = await call(member, 'POST', API_PATHS.inHouseRotate);
    expect(rotated.statusCode).toBe(200);
    const { previous, serverSeedHash, nonce } = rotated.json().value;
    expect(nonce).toBe(0);
    expect(serverSeedHash).not.toBe(previous.serverSeedHash);
    expect(previous.lastNonce).toBe(4);
    expect(hashServerSeed(previous.serverSeed)).toBe(rounds[0]?.serverSeedHash);

    const recalled = (await call(member, 'GET', API_PATHS.inHouseRounds)).json().value.list as InHouseRound[];
    const baccarat = recalled.find((round) => round.game === 'baccarat');
    const roulette = recalled.find((round) => round.game === 'roulette');
    expect(baccarat?.serverSeed).toBe(previous.serverSeed);
    const seeds = (round: InHouseRound) => ({
      serverSeed: round.serverSeed ?? '',
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    });
    expect(baccarat?.outcome).toEqual(JSON.parse(JSON.stringify(dealBaccarat(fairRng(seeds(baccarat!))))));
    expect(roulette?.outcome).toEqual(JSON.parse(JSON.stringify(spinRoulette(fairRng(seeds(roulette!))))));
  });

  it('moves money once for a round key sent 1 to 10 times, one after another or all at once', async () => {
    for (const times of [1, 2, 10]) {
      const member = await funded(100_000);
      const roundKey = randomUUID();
      const sequential = [];
      for (let i = 0; i < times; i++) sequential.push(await play(member, { ...BANKER, roundKey }));
      const concurrentKey = randomUUID();
      const concurrent = await Promise.all(
        Array.from({ length: times }, () => play(member, { ...BANKER, roundKey: concurrentKey })),
      );
      for (const answers of [sequential, concurrent]) {
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
        expect(new Set(answers.map((answer) => answer.json().value.id)).size).toBe(1);
      }
      expect(await roundCount(member)).toBe(2);
      const [first, second] = [sequential[0]!.json().value, concurrent[0]!.json().value];
      expect(await cash(member)).toBe(100_000 - 2_000 + first.totalReturn + second.totalReturn);
    }
  });

  it('refuses a round key used for other bets, moving nothing', async () => {
    const member = await funded();
    const roundKey = randomUUID();
    await play(member, { ...BANKER, roundKey });
    const before = await cash(member);
    const other = await play(member, {
      game: 'baccarat',
      bets: [{ spot: 'PLAYER', stake: 1_000 }],
      roundKey,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await cash(member)).toBe(before);
  });

  it('answers insufficient funds with the balance, leaving the nonce and the rounds as they were', async () => {
    const member = await funded(1_500);
    const before = (await call(member, 'GET', API_PATHS.inHouseFairness)).json().value;
    const refused = await play(member, { game: 'baccarat', bets: [{ spot: 'PLAYER', stake: 2_000 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 1_500 } });
    expect((await call(member, 'GET', API_PATHS.inHouseFairness)).json().value.nonce).toBe(before.nonce);
    expect(await roundCount(member)).toBe(0);
    expect(await cash(member)).toBe(1_500);
  });
});

describe('bad input: a clear error, no money moved', () => {
  const cases: [string, unknown][] = [
    ['an unknown spot', { game: 'baccarat', bets: [{ spot: 'HOUSE', stake: 1_000 }] }],
    ['a stake below the table minimum', { game: 'baccarat', bets: [{ spot: 'BANKER', stake: 50 }] }],
    ['a stake above the table maximum', { game: 'sic-bo', bets: [{ spot: 'BIG', stake: 600_000 }] }],
    ['a negative stake', { game: 'dragon-tiger', bets: [{ spot: 'TIGER', stake: -1_000 }] }],
    ['a fractional stake', { game: 'dragon-tiger', bets: [{ spot: 'TIGER', stake: 100.5 }] }],
    ['a stake as a string', { game: 'slot', stake: '200' }],
    ['a slot stake that is not a multiple of its 20 lines', { game: 'slot', stake: 210 }],
    [
      'a spot backed twice',
      {
        game: 'sic-bo',
        bets: [
          { spot: 'BIG', stake: 100 },
          { spot: 'BIG', stake: 100 },
        ],
      },
    ],
    [
      'numbers on a game without them',
      { game: 'baccarat', bets: [{ spot: 'BANKER', stake: 1_000, numbers: [1] }] },
    ],
    [
      'a split of numbers that are not neighbours',
      { game: 'roulette', bets: [{ spot: 'SPLIT', numbers: [1, 5], stake: 100 }] },
    ],
    ['an unknown game', { game: 'poker', bets: [{ spot: 'ANTE', stake: 100 }] }],
    ['an empty slip', { game: 'roulette', bets: [] }],
    ['an extra field', { game: 'slot', stake: 200, currency: 'USD' }],
  ];
  it.each(cases)('refuses %s', async (_name, body) => {
    const member = await funded(100_000);
    const response = await call(member, 'POST', API_PATHS.inHouseRounds, {
      roundKey: randomUUID(),
      ...(body as object),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().fields.length).toBeGreaterThan(0);
    expect(await cash(member)).toBe(100_000);
    expect(await roundCount(member)).toBe(0);
  });

  it('names the field and the limit of a refused stake, with a key the site translates', async () => {
    const member = await funded();
    const response = await play(member, { game: 'baccarat', bets: [{ spot: 'BANKER', stake: 50 }] });
    expect(response.json().fields).toContainEqual(
      expect.objectContaining({ field: 'body.bets.0.stake', key: 'inHouse.belowMin', params: { min: 100 } }),
    );
  });

  it('refuses a round key that is not a UUID and a round id that is not a number', async () => {
    const member = await funded();
    expect((await play(member, { ...BANKER, roundKey: 'again' })).statusCode).toBe(400);
    expect((await call(member, 'GET', `${API_PATHS.inHouseRounds}/abc`)).statusCode).toBe(400);
  });

  it.each([
    ['10 KB long', 'x'.repeat(10_240)],
    ['with a control character', 'lucky\u0007seed'],
    ['empty', ''],
    ['with a non-ASCII character', 'seed✓'],
  ])('refuses a client seed %s and keeps the pair', async (_name, clientSeed) => {
    const member = await funded();
    const before = (await call(member, 'GET', API_PATHS.inHouseFairness)).json().value;
    const response = await call(member, 'PUT', API_PATHS.inHouseClientSeed, { clientSeed });
    expect(response.statusCode).toBe(400);
    expect((await call(member, 'GET', API_PATHS.inHouseFairness)).json().value).toEqual(before);
  });

  it('lets visitors do nothing', async () => {
    expect((await call(null, 'GET', API_PATHS.inHouseFairness)).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', API_PATHS.inHouseRounds, { roundKey: randomUUID(), ...BANKER })).statusCode,
    ).toBe(401);
  });
});

describe('seed pairs', () => {
  it('show the commitment, take a chosen client seed by rotating, and reveal the seed used so far', async () => {
    const member = await funded();
    const first = (await call(member, 'GET', API_PATHS.inHouseFairness)).json().value;
    expect(first).toMatchObject({ nonce: 0, previous: null });
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const round = await played(member, BANKER);
    const changed = await call(member, 'PUT', API_PATHS.inHouseClientSeed, { clientSeed: 'my lucky seed 7' });
    expect(changed.statusCode).toBe(200);
    const view = changed.json().value;
    expect(view).toMatchObject({ clientSeed: 'my lucky seed 7', nonce: 0 });
    expect(view.previous).toMatchObject({
      serverSeedHash: first.serverSeedHash,
      clientSeed: first.clientSeed,
      lastNonce: 0,
    });
    const recalled = (await call(member, 'GET', `${API_PATHS.inHouseRounds}/${round.id}`)).json().value;
    expect(recalled.serverSeed).toBe(view.previous.serverSeed);
    const next = await played(member, BANKER);
    expect(next).toMatchObject({ clientSeed: 'my lucky seed 7', nonce: 0, serverSeed: null });
  });
});

describe('blackjack', () => {
  /** Starts rounds until one is open and `wanted` holds for it (stand on the others). */
  async function openRound(member: TestMember, wanted: (round: InHouseRound) => boolean) {
    for (let tries = 0; tries < 200; tries++) {
      const round = await played(member, { game: 'blackjack', stake: 1_000 });
      if (round.status === 'open' && wanted(round)) return round;
      if (round.status === 'open') await finish(member, round);
    }
    throw new Error('no such round in 200 deals');
  }
  const legal = (round: InHouseRound) => (round.outcome as { legalActions: string[] }).legalActions;
  async function finish(member: TestMember, round: InHouseRound): Promise<InHouseRound> {
    let current = round;
    while (current.status === 'open') {
      const action = legal(current).includes('no-insurance') ? 'no-insurance' : 'stand';
      const answer = await act(member, current.id, action);
      expect(answer.statusCode, answer.body).toBe(200);
      current = answer.json().value;
    }
    return current;
  }

  it('plays in steps, hides the hole card while open, and settles the bet record at the end', async () => {
    const member = await funded();
    const round = await openRound(member, (r) => legal(r).includes('stand'));
    const dealer = (round.outcome as { dealer: { cards: number[]; holeRevealed: boolean } }).dealer;
    expect(dealer).toMatchObject({ holeRevealed: false });
    expect(dealer.cards).toHaveLength(1);
    expect(JSON.stringify(round.outcome)).not.toContain('dealt');
    expect(round.totalReturn).toBeNull();
    const done = await finish(member, round);
    expect(done.status).toBe('settled');
    expect((done.outcome as { dealer: { holeRevealed: boolean } }).dealer.holeRevealed).toBe(true);
    expect(done.actions.at(-1)).toBe('stand');
    expect(await cash(member)).toBe(done.balanceAfter);
    const [record] = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendorCode, IN_HOUSE_VENDOR), eq(betRecords.roundId, done.id)));
    expect(record).toMatchObject({ status: 'settled', stake: done.stake, payout: done.totalReturn });
  });

  it('takes the extra stake of a double once, however often the action is sent', async () => {
    const member = await funded();
    const round = await openRound(member, (r) => legal(r).includes('double'));
    const before = await cash(member);
    const actionKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => act(member, round.id, 'double', actionKey)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const settled = (await call(member, 'GET', `${API_PATHS.inHouseRounds}/${round.id}`)).json().value;
    expect(settled).toMatchObject({ status: 'settled', stake: 2_000, actions: ['double'] });
    expect(await cash(member)).toBe(before - 1_000 + settled.totalReturn);
  });

  it('refuses a split without a pair with what is allowed, and any action after the end', async () => {
    const member = await funded();
    const round = await openRound(member, (r) => legal(r).includes('stand') && !legal(r).includes('split'));
    const before = await cash(member);
    const split = await act(member, round.id, 'split');
    expect(split.statusCode).toBe(409);
    expect(split.json().value).toMatchObject({ reason: 'ACTION_NOT_ALLOWED', legalActions: legal(round) });
    expect(await cash(member)).toBe(before);
    const done = await finish(member, round);
    const late = await act(member, done.id, 'hit');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ROUND_CLOSED');
  });

  it('survives a reload: the open round is in the recall and replays from the seeds', async () => {
    const member = await funded();
    const round = await openRound(member, (r) => legal(r).includes('hit'));
    const after = (await act(member, round.id, 'hit')).json().value as InHouseRound;
    const list = (await call(member, 'GET', API_PATHS.inHouseRounds)).json().value.list as InHouseRound[];
    expect(list[0]).toEqual(after);
    if (after.status === 'open') {
      const refused = await call(member, 'POST', API_PATHS.inHouseRotate);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().value).toMatchObject({ reason: 'ROUND_IN_PROGRESS', roundId: round.id });
      await finish(member, after);
    }
    const revealed = (await call(member, 'POST', API_PATHS.inHouseRotate)).json().value.previous;
    const final = (await call(member, 'GET', `${API_PATHS.inHouseRounds}/${round.id}`)).json().value;
    const replayed = replayBlackjack(
      fairRng({ serverSeed: revealed.serverSeed, clientSeed: final.clientSeed, nonce: final.nonce }),
      1_000,
      final.actions,
    );
    if (!replayed.ok) throw new Error(replayed.message);
    expect(final.outcome).toEqual(JSON.parse(JSON.stringify(publicView(replayed.state))));
  });

  it("answers another member's round like an unknown one", async () => {
    const owner = await funded();
    const round = await openRound(owner, (r) => legal(r).includes('stand'));
    const stranger = await funded();
    expect((await act(stranger, round.id, 'stand')).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `${API_PATHS.inHouseRounds}/${round.id}`)).statusCode).toBe(404);
    await finish(owner, round);
  });
});

describe('trial members', () => {
  it('get free-play money once, play with it only, and leave no bet record', async () => {
    const trial = await newMemberSession(t, { trial: true });
    await call(trial, 'GET', API_PATHS.inHouseFairness);
    await call(trial, 'GET', API_PATHS.inHouseFairness);
    expect(await trialMoney(trial)).toBe(IN_HOUSE_TRIAL_GRANT);
    const round = await played(trial, { game: 'slot', stake: 1_000 });
    expect(round.trial).toBe(true);
    expect(await trialMoney(trial)).toBe(IN_HOUSE_TRIAL_GRANT - 1_000 + (round.totalReturn ?? 0));
    expect(await cash(trial)).toBe(0);
    const records = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendorCode, IN_HOUSE_VENDOR), eq(betRecords.roundId, round.id)));
    expect(records).toEqual([]);
  });

  it('top up only when the money runs low, once for two requests at the same time', async () => {
    const trial = await newMemberSession(t, { trial: true });
    await call(trial, 'GET', API_PATHS.inHouseFairness);
    const early = await call(trial, 'POST', API_PATHS.inHouseTrialRefill);
    expect(early.statusCode).toBe(409);
    await credit(t, trial.memberId, 5_000 - IN_HOUSE_TRIAL_GRANT, 'trial');
    const [a, b] = await Promise.all([
      call(trial, 'POST', API_PATHS.inHouseTrialRefill),
      call(trial, 'POST', API_PATHS.inHouseTrialRefill),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await trialMoney(trial)).toBe(IN_HOUSE_TRIAL_GRANT);
    const member = await funded();
    expect((await call(member, 'POST', API_PATHS.inHouseTrialRefill)).statusCode).toBe(403);
  });
});

describe('limits and recall for the operator', () => {
  it('sets a game’s limits (audited) that the site shows and the rounds obey', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    const set = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_PATHS.inHouseLimits}/dragon-tiger`,
      headers,
      payload: { min: 500, max: 20_000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const member = await funded();
    const limits = (await call(member, 'GET', API_PATHS.inHouseLimits)).json().value.limits;
    expect(limits['dragon-tiger']).toEqual({ min: 500, max: 20_000 });
    expect(limits.baccarat).toEqual({ min: 100, max: 1_000_000 });
    const below = await play(member, { game: 'dragon-tiger', bets: [{ spot: 'TIGER', stake: 400 }] });
    expect(below.statusCode).toBe(400);
    expect(below.json().fields[0]).toMatchObject({ key: 'inHouse.belowMin', params: { min: 500 } });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'inhouse.limits.update'));
    expect(audit.at(-1)).toMatchObject({ objectId: 'dragon-tiger' });
    const inverted = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_PATHS.inHouseLimits}/slot`,
      headers,
      payload: { min: 2_000, max: 1_000 },
    });
    expect(inverted.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${ADMIN_PATHS.inHouseLimits}/poker`,
          headers,
          payload: { min: 1, max: 2 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('recalls any round of the merchant with its member; a member sees only their last 10', async () => {
    const member = await funded();
    const rounds: InHouseRound[] = [];
    for (let i = 0; i < 12; i++) rounds.push(await played(member, { game: 'slot', stake: 200 }));
    const list = (await call(member, 'GET', API_PATHS.inHouseRounds)).json().value.list as InHouseRound[];
    expect(list.map((round) => round.id)).toEqual(
      rounds
        .slice(2)
        .reverse()
        .map((round) => round.id),
    );
    const recall = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.inHouseRounds}/${rounds[0]!.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(recall.statusCode).toBe(200);
    expect(recall.json().value).toMatchObject({ id: rounds[0]!.id, memberId: member.memberId, stake: 200 });
    const missing = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.inHouseRounds}/999999999`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('launching an in-house game', () => {
  async function nodeOf(gameCode: string) {
    const [row] = await t.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.vendorCode, IN_HOUSE_VENDOR), eq(games.gameId, gameCode)));
    return row!.nodeId;
  }

  it('opens the game’s page on this site for members and trial members, and the login for visitors', async () => {
    const nodeId = await nodeOf('roulette');
    const launch = (who: TestMember | null) =>
      call(who, 'POST', API_PATHS.launchGame, { nodeId, language: 'EN', freeTrial: false });
    const member = await funded();
    const answer = await launch(member);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toMatchObject({
      url: '/inHouse/roulette',
      target: 'page',
      vassalage: 'INHOUSE',
    });
    const trial = await launch(await newMemberSession(t, { trial: true }));
    expect(trial.json().value).toMatchObject({ url: '/inHouse/roulette', freeTrial: true });
    expect((await launch(null)).json().code).toBe('UNAUTHORIZED');
  });
});
