import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { AGENT_CENTRE_PATHS, type TeamFigures, type TeamOverview } from '@platform/contract/agent-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedMembers } from '../../test/named-members.ts';
import { dayAfter, openReportsWorld, type ReportsWorld } from '../reports/reports-test-world.ts';
import { teamFoldState } from '../team-figures/team-figures.tables.ts';
import { SETTLE_GRACE_MS } from './settlement-jobs.ts';

// The agent's own team overview: the team is found here by walking upline ids in JS, and its
// figures are recomputed from the raw ledger entries over local days of a non-UTC zone.

let w: ReportsWorld;
let cast: ReturnType<typeof namedMembers>;
const id = (name: string) => cast.id(name);
const uplines = new Map<number, number | null>();

async function member(name: string, type: number, upline?: string): Promise<void> {
  const memberId = await cast.add(name, { type, ...(upline ? { upline } : {}) });
  uplines.set(memberId, upline ? id(upline) : null);
}

/** The member and everyone whose chain of uplines passes through it. */
function teamOf(name: string): Set<number> {
  const top = id(name);
  const team = new Set<number>();
  for (const memberId of uplines.keys()) {
    for (let at: number | null = memberId; at !== null; at = uplines.get(at) ?? null)
      if (at === top) team.add(memberId);
  }
  return team;
}

/** The figures the overview should give, recomputed from the ledger's entries and the members. */
async function expected(name: string, from: string, to: string): Promise<TeamFigures> {
  const team = teamOf(name);
  const { total } = await w.recompute(from, to, team);
  return {
    members: team.size,
    newMembers: total.newPlayers,
    activeMembers: total.activePlayers,
    deposits: total.deposits,
    withdrawals: total.withdrawals,
    validBets: total.bets,
    profitLoss: total.wins - total.bets,
  };
}

async function overview(name: string, query: string) {
  const { token } = await w.sessionOf(id(name));
  return w.as(token, 'GET', `${AGENT_CENTRE_PATHS.teamOverview}?${query}`);
}
async function overviewOf(name: string, query: string): Promise<TeamOverview> {
  const response = await overview(name, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

beforeAll(async () => {
  w = await openReportsWorld();
  cast = namedMembers(w.t, { prefix: 'team', now: w.clock.now });
  // a > b > c, a > d; x > y in another tree. Day 0 before the range, days 1 and 2 in it.
  w.moveTo(w.localInstant(w.day(0), '09:00:00'));
  await member('a', MEMBER_TYPE.AGENT);
  await member('b', MEMBER_TYPE.SUB_AGENT, 'a');
  await member('x', MEMBER_TYPE.AGENT);
  await member('y', MEMBER_TYPE.MEMBER, 'x');
  await member('plain', MEMBER_TYPE.MEMBER);
  const play = async (name: string, stake: number) => w.playInHouse(await w.sessionOf(id(name)), stake);
  await w.deposit(await w.sessionOf(id('b')), 300_00);
  await play('b', 500);

  w.moveTo(w.localInstant(w.day(1), '10:00:00'));
  await member('c', MEMBER_TYPE.MEMBER, 'b');
  await member('d', MEMBER_TYPE.MEMBER, 'a');
  for (const [name, amount] of [
    ['a', 150_00],
    ['c', 200_00],
    ['d', 120_00],
    ['y', 900_00],
  ] as const)
    await w.deposit(await w.sessionOf(id(name)), amount);
  await play('c', 700);
  await play('d', 300);
  await play('y', 800);
  w.moveTo(w.localInstant(w.day(2), '23:30:00'));
  await play('c', 260);
  await play('a', 80);

  w.moveTo(w.localInstant(w.day(3), '08:00:00'));
  await play('d', 420);
});
afterAll(() => w?.t.close());

describe('GET /wps/agent/team/overview (spec §2 team overview)', () => {
  it("gives the agent's whole team and each direct downline's subtree, recomputed from the ledger", async () => {
    const from = w.day(1);
    const to = w.day(2);
    const answer = await overviewOf('a', `from=${from}&to=${to}`);
    expect(answer).toMatchObject({ from, to, timeZone: w.zone, total: 2, totalPages: 1 });
    expect(answer.team).toEqual(await expected('a', from, to));
    expect(answer.team).toMatchObject({ members: 4, newMembers: 2, activeMembers: 3 });
    expect(answer.list.map((row) => row.account)).toEqual(['teamb', 'teamd']);
    expect(answer.list[0]).toEqual({
      id: id('b'),
      account: 'teamb',
      nickname: 'teamb',
      type: MEMBER_TYPE.SUB_AGENT,
      ...(await expected('b', from, to)),
    });
    expect(answer.list[1]).toMatchObject(await expected('d', from, to));
  });

  it('reads a shortcut on the merchant’s today: yesterday is the day before, this week starts on Monday', async () => {
    const yesterday = await overviewOf('a', 'period=yesterday');
    expect([yesterday.from, yesterday.to]).toEqual([w.day(2), w.day(2)]);
    expect(yesterday.team).toEqual(await expected('a', w.day(2), w.day(2)));
    const today = await overviewOf('a', '');
    expect([today.from, today.to]).toEqual([w.day(3), w.day(3)]);
    expect(today.team.validBets).toBe(420);
    const week = await overviewOf('a', 'period=thisWeek');
    expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.to).toBe(w.day(3));
  });

  it("charts the team's last 30 days up to today, whatever the range, each day recomputed", async () => {
    const answer = await overviewOf('a', 'period=yesterday');
    const today = w.day(3);
    const first = dayAfter(today, -29);
    const { daily } = await w.recompute(first, today, teamOf('a'));
    expect(answer.last30Days).toEqual(
      daily.map((day) => ({
        day: day.day,
        deposits: day.deposits,
        validBets: day.bets,
        profitLoss: day.wins - day.bets,
      })),
    );
    expect(answer.last30Days).toHaveLength(30);
    expect(answer.last30Days.at(-1)).toMatchObject({ day: today, validBets: 420 });
  });

  it('pages the direct downline, a page at a time, with the team whole on every page', async () => {
    const second = await overviewOf('a', `from=${w.day(1)}&to=${w.day(2)}&pageSize=1&pageNo=2`);
    expect(second.list.map((row) => row.account)).toEqual(['teamd']);
    expect(second).toMatchObject({ total: 2, totalPages: 2, team: { members: 4 } });
  });

  it('shows each agent only its own team: another tree’s money is never in it', async () => {
    const other = await overviewOf('x', `from=${w.day(1)}&to=${w.day(2)}`);
    expect(other.list.map((row) => row.account)).toEqual(['teamy']);
    expect(other.team).toEqual(await expected('x', w.day(1), w.day(2)));
    const sub = await overviewOf('b', `from=${w.day(1)}&to=${w.day(2)}`);
    expect(sub.list.map((row) => row.account)).toEqual(['teamc']);
    expect(sub.team.members).toBe(2);
  });

  it('refuses a member who is no agent, a trial member and a visitor', async () => {
    const plain = await overview('plain', '');
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ success: false, code: 'NOT_AGENT' });
    const anonymous = await w.t.app.inject({ method: 'GET', url: AGENT_CENTRE_PATHS.teamOverview });
    expect(anonymous.statusCode).toBe(401);
    await member('trial', MEMBER_TYPE.TRIAL);
    const trial = await overview('trial', '');
    expect(trial.json()).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
  });

  it('refuses a period with a range, half a range, a range backwards or too long, and a bad period', async () => {
    for (const query of [
      `period=today&from=${w.day(1)}&to=${w.day(2)}`,
      `from=${w.day(1)}`,
      `from=${w.day(2)}&to=${w.day(1)}`,
      `from=${w.day(0)}&to=${w.day(93)}`,
      'period=forever',
      'from=2026-02-30&to=2026-03-01',
      'pageSize=0',
    ]) {
      const response = await overview('a', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('the overview once the team-figures-fold job has run (issue 18 read model)', () => {
  it('answers as the ledger does: folded days, and the bets after the fold read live', async () => {
    await w.t.ctx.jobs.tick();
    const [state] = await w.t.database.db.select().from(teamFoldState);
    // The job folded up to the commit grace before now, so these pages read its rows.
    expect(state?.foldedUntil.getTime()).toBe(w.clock.now().getTime() - SETTLE_GRACE_MS);
    w.moveTo(w.localInstant(w.day(3), '08:05:00'));
    await w.playInHouse(await w.sessionOf(id('d')), 40);
    const past = await overviewOf('a', `from=${w.day(1)}&to=${w.day(2)}`);
    expect(past.team).toEqual(await expected('a', w.day(1), w.day(2)));
    expect(past.list[0]).toMatchObject(await expected('b', w.day(1), w.day(2)));
    const today = await overviewOf('a', '');
    expect(today.team).toEqual(await expected('a', w.day(3), w.day(3)));
    expect(today.team.validBets).toBe(460);
    const { daily } = await w.recompute(dayAfter(w.day(3), -29), w.day(3), teamOf('a'));
    expect(today.last30Days.map((day) => day.validBets)).toEqual(daily.map((day) => day.bets));
  });
});
