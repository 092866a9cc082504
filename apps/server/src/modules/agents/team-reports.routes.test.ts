import { MEMBER_TYPE, TRIAL_TYPE } from '@platform/contract/account-constants';
import {
  AGENT_TEAM_REPORT_PATHS,
  type TeamBets,
  type TeamTransactions,
  type UserLoss,
} from '@platform/contract/agent-team-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedMembers } from '../../test/named-members.ts';
import { openReportsWorld, type ReportsWorld } from '../reports/reports-test-world.ts';

// Team betting, team transaction and user loss, checked against a log the test keeps of every
// round it played: who, at which vendor, staked and won what, on which local day.

let w: ReportsWorld;
let cast: ReturnType<typeof namedMembers>;
const id = (name: string) => cast.id(name);
/** Each member's level under agent a (its tree: a > b > c, a > d). */
const LEVEL_UNDER_A: Record<string, number> = { b: 1, c: 2, d: 1 };

interface Round {
  name: string;
  vendor: 'PG' | 'JL';
  roundId: string;
  day: number;
  stake: number;
  /** null: the round stays open. */
  payout: number | null;
}
const rounds: Round[] = [];

const member = (name: string, type: number, upline?: string) =>
  cast.add(name, { type, ...(upline ? { upline } : {}) });

let minute = 0;
async function play(round: Omit<Round, 'roundId'>): Promise<void> {
  minute += 7;
  w.moveTo(new Date(w.localInstant(w.day(round.day), '09:00:00').getTime() + minute * 60_000));
  const roundId = `team-round-${rounds.length}`;
  const player = await w.sessionOf(id(round.name));
  const token = await w.launchToken(player, round.vendor);
  const base = { roundId, vendor: round.vendor };
  await w.vendorBet(player, token, { ...base, amount: round.stake, transactionId: `${roundId}-bet` });
  if (round.payout !== null)
    await w.vendorWin(player.memberId, { ...base, amount: round.payout, transactionId: `${roundId}-win` });
  rounds.push({ ...round, roundId });
}

async function get(name: string, path: string, query: string) {
  const { token } = await w.sessionOf(id(name));
  return w.as(token, 'GET', `${path}?${query}`);
}
async function read<T>(name: string, path: string, query: string): Promise<T> {
  const response = await get(name, path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

/** The log's rounds of agent a's downline placed on days 1 and 2, newest first. */
const inRangeUnderA = () =>
  rounds.filter((r) => r.name in LEVEL_UNDER_A && r.day >= 1 && r.day <= 2).reverse();
const sum = (list: Round[], of: (r: Round) => number) => list.reduce((total, r) => total + of(r), 0);

beforeAll(async () => {
  w = await openReportsWorld();
  cast = namedMembers(w.t, { prefix: 'team', now: w.clock.now });
  w.moveTo(w.localInstant(w.day(0), '08:00:00'));
  await member('a', MEMBER_TYPE.AGENT);
  await member('b', MEMBER_TYPE.SUB_AGENT, 'a');
  await member('c', MEMBER_TYPE.MEMBER, 'b');
  await member('d', MEMBER_TYPE.MEMBER, 'a');
  await member('x', MEMBER_TYPE.AGENT);
  await member('y', MEMBER_TYPE.MEMBER, 'x');
  await member('trial', TRIAL_TYPE, 'a');
  for (const [name, amount] of [
    ['a', 100_00],
    ['b', 100_00],
    ['c', 500_00],
    ['d', 300_00],
    ['y', 200_00],
  ] as const)
    await w.deposit(await w.sessionOf(id(name)), amount);
  await play({ name: 'c', vendor: 'PG', day: 0, stake: 9_00, payout: 0 });
  await play({ name: 'c', vendor: 'PG', day: 1, stake: 100_00, payout: 30_00 });
  await play({ name: 'c', vendor: 'JL', day: 1, stake: 50_00, payout: 0 });
  await play({ name: 'd', vendor: 'PG', day: 1, stake: 40_00, payout: 100_00 });
  await play({ name: 'b', vendor: 'JL', day: 1, stake: 20_00, payout: 5_00 });
  await play({ name: 'a', vendor: 'PG', day: 1, stake: 10_00, payout: 0 });
  await play({ name: 'y', vendor: 'PG', day: 2, stake: 60_00, payout: 0 });
  await play({ name: 'c', vendor: 'PG', day: 2, stake: 10_00, payout: null });
  await play({ name: 'd', vendor: 'JL', day: 2, stake: 25_00, payout: 20_00 });
  await play({ name: 'c', vendor: 'PG', day: 3, stake: 5_00, payout: 0 });
});
afterAll(() => w?.t.close());

const range = () => `from=${w.day(1)}&to=${w.day(2)}`;

describe('GET /wps/agent/team/bets (spec §2 team betting)', () => {
  it("lists the downline's rounds of the days, newest first, with the filter's sums; never the agent's own", async () => {
    const answer = await read<TeamBets>('a', AGENT_TEAM_REPORT_PATHS.teamBets, `${range()}&pageSize=50`);
    const expected = inRangeUnderA();
    expect(answer).toMatchObject({ from: w.day(1), to: w.day(2), timeZone: w.zone, total: expected.length });
    expect(answer.totalCapped).toBe(false);
    expect(
      answer.list.map((row) => [row.account, row.level, row.vendorCode, row.stake, row.payout, row.status]),
    ).toEqual(
      expected.map((r) => [
        `team${r.name}`,
        LEVEL_UNDER_A[r.name],
        r.vendor,
        r.stake,
        r.payout ?? 0,
        r.payout === null ? 'open' : 'settled',
      ]),
    );
    expect(answer.sums).toEqual({
      bets: expected.length,
      stake: sum(expected, (r) => r.stake),
      payout: sum(expected, (r) => r.payout ?? 0),
    });
    expect(answer.list.every((row) => row.category === 'RNG' && row.gameName !== null)).toBe(true);
  });

  it("takes the overview's shortcuts: yesterday is the day before the merchant's today", async () => {
    // The world's clock stands on day 3 after the last round.
    const yesterday = await read<TeamBets>('a', AGENT_TEAM_REPORT_PATHS.teamBets, 'period=yesterday');
    expect(yesterday).toMatchObject({ from: w.day(2), to: w.day(2) });
    expect(yesterday.sums.bets).toBe(rounds.filter((r) => r.name in LEVEL_UNDER_A && r.day === 2).length);
    const both = await get('a', AGENT_TEAM_REPORT_PATHS.userLoss, `period=today&${range()}`);
    expect(both.statusCode).toBe(400);
  });

  it('narrows by member, level, vendor and category, and pages', async () => {
    const accounts = async (query: string) =>
      (await read<TeamBets>('a', AGENT_TEAM_REPORT_PATHS.teamBets, `${range()}&${query}`)).list.map(
        (row) => `${row.account}:${row.vendorCode}:${row.stake}`,
      );
    const label = (r: Round) => `team${r.name}:${r.vendor}:${r.stake}`;
    expect(await accounts('account=TEAMC')).toEqual(
      inRangeUnderA()
        .filter((r) => r.name === 'c')
        .map(label),
    );
    expect(await accounts('level=1')).toEqual(
      inRangeUnderA()
        .filter((r) => LEVEL_UNDER_A[r.name] === 1)
        .map(label),
    );
    expect(await accounts('vendorCode=JL')).toEqual(
      inRangeUnderA()
        .filter((r) => r.vendor === 'JL')
        .map(label),
    );
    expect(await accounts('category=LIVE')).toEqual([]);
    const second = await read<TeamBets>(
      'a',
      AGENT_TEAM_REPORT_PATHS.teamBets,
      `${range()}&pageSize=2&pageNo=2`,
    );
    expect(second.list.map((row) => `${row.account}:${row.vendorCode}:${row.stake}`)).toEqual(
      inRangeUnderA().slice(2, 4).map(label),
    );
    expect(second).toMatchObject({ total: inRangeUnderA().length, totalPages: 3 });
  });

  it("shows a sub-agent its own downline only, and another tree's agent nothing of this one", async () => {
    const underB = await read<TeamBets>('b', AGENT_TEAM_REPORT_PATHS.teamBets, range());
    expect(new Set(underB.list.map((row) => row.account))).toEqual(new Set(['teamc']));
    expect(underB.list.every((row) => row.level === 1)).toBe(true);
    const foreign = await read<TeamBets>('x', AGENT_TEAM_REPORT_PATHS.teamBets, `${range()}&account=teamc`);
    expect(foreign).toMatchObject({ list: [], total: 0, sums: { bets: 0, stake: 0, payout: 0 } });
  });
});

describe('GET /wps/agent/team/transactions (spec §2 team transaction)', () => {
  it("lists the downline's cash movements, newest first, each balance following from the one before", async () => {
    const answer = await read<TeamTransactions>(
      'a',
      AGENT_TEAM_REPORT_PATHS.teamTransactions,
      `from=${w.day(0)}&to=${w.day(3)}&account=teamc&pageSize=50`,
    );
    const played = rounds.filter((r) => r.name === 'c');
    // A deposit, a bet per round and a win per round that paid (a win of nothing moves no money).
    expect(answer.total).toBe(1 + played.length + played.filter((r) => (r.payout ?? 0) > 0).length);
    const oldestFirst = [...answer.list].reverse();
    expect(oldestFirst[0]).toMatchObject({ kind: 'deposit', amount: 500_00, balanceAfter: 500_00, level: 2 });
    for (let i = 1; i < oldestFirst.length; i++)
      expect(oldestFirst[i]!.balanceAfter).toBe(oldestFirst[i - 1]!.balanceAfter + oldestFirst[i]!.amount);
    const bets = await read<TeamTransactions>(
      'a',
      AGENT_TEAM_REPORT_PATHS.teamTransactions,
      `${range()}&kind=bet&pageSize=50`,
    );
    expect(bets.list.map((row) => [row.account, row.amount])).toEqual(
      inRangeUnderA().map((r) => [`team${r.name}`, -r.stake]),
    );
  });

  it("shows the team's deposits and nothing of the agent's own or another tree's", async () => {
    const deposits = await read<TeamTransactions>(
      'a',
      AGENT_TEAM_REPORT_PATHS.teamTransactions,
      `from=${w.day(0)}&to=${w.day(0)}&kind=deposit`,
    );
    expect(deposits.list.map((row) => row.account).sort()).toEqual(['teamb', 'teamc', 'teamd']);
    const foreign = await read<TeamTransactions>('x', AGENT_TEAM_REPORT_PATHS.teamTransactions, range());
    expect(new Set(foreign.list.map((row) => row.account))).toEqual(new Set(['teamy']));
  });
});

describe('GET /wps/agent/team/losses (spec §2 user loss)', () => {
  /** What each member of a's team lost on settled rounds of the range, from the log. */
  function losers(only: (r: Round) => boolean) {
    const byName = new Map<string, { bets: number; stake: number; payout: number }>();
    for (const r of inRangeUnderA().filter((r) => r.payout !== null && only(r))) {
      const row = byName.get(r.name) ?? { bets: 0, stake: 0, payout: 0 };
      byName.set(r.name, {
        bets: row.bets + 1,
        stake: row.stake + r.stake,
        payout: row.payout + (r.payout ?? 0),
      });
    }
    return [...byName.entries()]
      .map(([name, row]) => ({
        account: `team${name}`,
        level: LEVEL_UNDER_A[name],
        ...row,
        loss: row.stake - row.payout,
      }))
      .filter((row) => row.loss > 0)
      .sort((p, q) => q.loss - p.loss);
  }

  it('ranks the members who lost, biggest loss first, counting settled rounds only', async () => {
    const answer = await read<UserLoss>('a', AGENT_TEAM_REPORT_PATHS.userLoss, range());
    const expected = losers(() => true);
    expect(answer.list).toEqual(expected.map((row) => ({ memberId: id(row.account.slice(4)), ...row })));
    expect(answer).toMatchObject({ total: expected.length, totalPages: 1 });
    expect(answer.totalLoss).toBe(expected.reduce((total, row) => total + row.loss, 0));
    const pg = await read<UserLoss>('a', AGENT_TEAM_REPORT_PATHS.userLoss, `${range()}&vendorCode=PG`);
    expect(pg.list.map((row) => [row.account, row.loss])).toEqual(
      losers((r) => r.vendor === 'PG').map((row) => [row.account, row.loss]),
    );
  });
});

describe('who may read the team reports', () => {
  const paths = Object.values(AGENT_TEAM_REPORT_PATHS);

  it('refuses a member, a trial member and a visitor with no token; the agent gets its own team', async () => {
    for (const path of paths) {
      expect((await get('d', path, range())).json(), path).toMatchObject({
        success: false,
        code: 'NOT_AGENT',
      });
      expect((await get('trial', path, range())).json(), path).toMatchObject({ success: false });
      const anonymous = await w.t.app.inject({ method: 'GET', url: `${path}?${range()}` });
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false });
    }
  });

  it('answers bad input with a validation error in the envelope', async () => {
    const bad = [
      'level=0',
      'pageSize=1000',
      `from=${w.day(1)}`,
      'category=NOPE',
      'vendorCode=pg%20x',
      'account=%00',
      `${range()}&unknown=1`,
    ];
    for (const path of paths)
      for (const query of bad) {
        const response = await get('a', path, query);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json(), `${path}?${query}`).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
        });
      }
    // Broken UTF-8 reads as replacement characters: no member has such an account, so nothing is listed.
    for (const path of paths) {
      const response = await get('a', path, `${range()}&account=%ED%A0%80`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json().value.list).toEqual([]);
    }
  });
});
