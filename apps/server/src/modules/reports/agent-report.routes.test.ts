import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AgentReport, AgentReportRow } from '@platform/contract/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedMembers } from '../../test/named-members.ts';
import { members } from '../accounts/accounts.tables.ts';
import { payee } from '../withdrawals/withdrawals-test-helpers.ts';
import { openReportsWorld, type ReportsWorld } from './reports-test-world.ts';

// The agent tree report: each row's subtree found here by walking upline ids, its figures
// recomputed from the raw ledger entries of those members over local days of a non-UTC zone.

let w: ReportsWorld;
const day = (n: number) => w.day(n);
/** Members by the letter of their account (`rtree` + letter), as the tree below names them. */
let cast: ReturnType<typeof namedMembers>;
const id = (name: string) => cast.id(name);
const member = (name: string, type: number = MEMBER_TYPE.MEMBER) => cast.add(name, { type });

/** Puts the member under the agent through the operator's own tree endpoint. */
async function under(name: string, upline: string) {
  const response = await w.as(await w.operator('admin'), 'PUT', `${ADMIN_PATHS.members}/${id(name)}/upline`, {
    uplineId: id(upline),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function report(query: string): Promise<AgentReport> {
  const response = await w.as(await w.operator(), 'GET', `${ADMIN_PATHS.reportsAgents}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as AgentReport;
}

/** The member and everyone under them, walked here from every member's upline id. */
async function subtreeOf(root: number): Promise<Set<number>> {
  const all = await w.t.database.db
    .select({ id: members.id, uplineId: members.uplineId, type: members.type })
    .from(members)
    .where(eq(members.merchantId, w.t.merchantId));
  const found = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of all)
      if (m.uplineId !== null && found.has(m.uplineId) && !found.has(m.id) && m.type !== MEMBER_TYPE.TRIAL) {
        found.add(m.id);
        grew = true;
      }
  }
  return found;
}

/** A row as the report should give it: the subtree's figures recomputed from the raw entries. */
async function expectedRow(name: string, from: string, to: string): Promise<AgentReportRow> {
  const subtree = await subtreeOf(id(name));
  const { total } = await w.recompute(from, to, subtree);
  const [row] = await w.t.database.db
    .select()
    .from(members)
    .where(eq(members.id, id(name)));
  return {
    id: id(name),
    account: row!.account,
    nickname: row!.nickname,
    type: row!.type,
    members: subtree.size,
    activePlayers: total.activePlayers,
    newMembers: total.newPlayers,
    deposits: total.deposits,
    withdrawals: total.withdrawals,
    bets: total.bets,
    wins: total.wins,
    ggr: total.ggr,
  };
}

beforeAll(async () => {
  w = await openReportsWorld();
  cast = namedMembers(w.t, { prefix: 'rtree', now: w.clock.now });
  // The tree: a > b > b2 > f, a > b > d and e, a > c; g an agent alone at the top; h a plain member
  // at the top with i under it (an older tree); j a plain member alone, at no top.
  w.moveTo(w.localInstant(day(0), '09:00:00'));
  await member('a', MEMBER_TYPE.AGENT);
  for (const name of ['b', 'b2']) await member(name, MEMBER_TYPE.SUB_AGENT);
  for (const name of ['c', 'd', 'e', 'f', 'h', 'i', 'j']) await member(name);
  await member('g', MEMBER_TYPE.AGENT);
  await under('b', 'a');
  await under('c', 'a');
  await under('d', 'b');
  await under('e', 'b');
  await under('b2', 'b');
  await under('f', 'b2');
  // The endpoint puts members under agents only; h's tree comes from before that rule.
  await w.t.database.db
    .update(members)
    .set({ uplineId: id('h') })
    .where(eq(members.id, id('i')));
  // A payee with a bank account, under b, for a withdrawal inside the tree.
  const p = await payee(w.t, { cash: 2_000_00 });
  cast.adopt('p', p.id);
  await under('p', 'b');

  // Before the range: d deposits and plays; it must not count.
  const play = async (name: string, stake: number) => w.playInHouse(await w.sessionOf(id(name)), stake);
  await w.deposit(await w.sessionOf(id('d')), 500_00);
  await play('d', 100);

  // Day 1 and day 2 (the range): deposits and play across the tree, one withdrawal, one bet at midnight.
  w.moveTo(w.localInstant(day(1), '10:00:00'));
  for (const [name, amount] of [
    ['a', 100_00],
    ['c', 200_00],
    ['e', 300_00],
    ['f', 400_00],
    ['i', 250_00],
    ['j', 600_00],
  ] as const)
    await w.deposit(await w.sessionOf(id(name)), amount);
  await play('a', 100);
  await play('e', 200);
  await play('f', 300);
  await play('j', 400);
  w.moveTo(w.localInstant(day(1), '23:59:59'));
  await play('f', 140);
  w.moveTo(w.localInstant(day(2), '08:00:00'));
  await play('c', 240);
  await play('i', 60);
  await w.paidOut({ ...p, token: (await w.sessionOf(p.id)).token }, 500_00);

  // After the range: f deposits again; it must not count.
  w.moveTo(w.localInstant(day(3), '08:00:00'));
  await w.deposit(await w.sessionOf(id('f')), 900_00);
});
afterAll(() => w?.t.close());

describe('agent tree report', () => {
  it("gives the top of the tree, each row its whole subtree's figures from the raw ledger", async () => {
    const top = await report(`from=${day(1)}&to=${day(2)}`);
    const expected = await Promise.all(['a', 'g', 'h'].map((name) => expectedRow(name, day(1), day(2))));
    // The demo merchant's own agent is at the top too: these rows are the test's among them.
    const ours = top.list.filter((row) => cast.all().includes(row.id));
    expect(ours).toEqual(expected);
    expect(top).toMatchObject({ from: day(1), to: day(2), timeZone: w.zone, path: [] });
    expect(w.zone).not.toBe('UTC');
    expect(top.list.map((row) => row.id)).not.toContain(id('j'));

    // Not empty by accident: a's tree is a, b, b2, c, d, e, f and the payee.
    const a = ours[0]!;
    expect(a).toMatchObject({ members: 8, deposits: 1_000_00, withdrawals: 500_00, activePlayers: 4 });
    expect(a.bets).toBe(100 + 200 + 300 + 140 + 240);
    expect(ours[1]).toMatchObject({ members: 1, deposits: 0, bets: 0 });
    expect(ours[2]).toMatchObject({ members: 2, deposits: 250_00, bets: 60, activePlayers: 1 });
  });

  it('drills into an agent: its direct downline, each with its subtree, and the path down to it', async () => {
    const level = await report(`from=${day(1)}&to=${day(2)}&agentId=${id('b')}`);
    expect(level.path.map((step) => step.id)).toEqual([id('a'), id('b')]);
    const names = ['b2', 'd', 'e', 'p'].sort((x, y) => id(x) - id(y));
    const expected = await Promise.all(names.map((name) => expectedRow(name, day(1), day(2))));
    expect([...level.list].sort((x, y) => x.id - y.id)).toEqual(expected);
    expect(level.list.map((row) => row.account)).toEqual([...level.list.map((row) => row.account)].sort());
    expect(level.total).toBe(4);

    // The rows under a, plus a's own figures, are a's row at the top.
    const underA = await report(`from=${day(1)}&to=${day(2)}&agentId=${id('a')}`);
    const own = await w.recompute(day(1), day(2), new Set([id('a')]));
    const aRow = (await report(`from=${day(1)}&to=${day(2)}`)).list.find((row) => row.id === id('a'))!;
    for (const figure of ['members', 'deposits', 'withdrawals', 'bets', 'wins', 'ggr'] as const)
      expect(
        underA.list.reduce((sum, row) => sum + row[figure], figure === 'members' ? 1 : own.total[figure]),
        figure,
      ).toBe(aRow[figure]);

    const deep = await report(`from=${day(1)}&to=${day(2)}&agentId=${id('b2')}`);
    expect(deep.path.map((step) => step.id)).toEqual([id('a'), id('b'), id('b2')]);
    expect(deep.list).toEqual([await expectedRow('f', day(1), day(2))]);
    expect(deep.list[0]!.bets).toBe(300 + 140);
  });

  it('counts only the range: a day alone leaves the other days out', async () => {
    const dayTwo = await report(`from=${day(2)}&to=${day(2)}&agentId=${id('a')}`);
    const expected = await Promise.all(['b', 'c'].map((name) => expectedRow(name, day(2), day(2))));
    expect([...dayTwo.list].sort((x, y) => x.id - y.id)).toEqual(expected.sort((x, y) => x.id - y.id));
    const c = dayTwo.list.find((row) => row.id === id('c'))!;
    expect(c).toMatchObject({ deposits: 0, bets: 240 });
  });

  it('pages a level on the server', async () => {
    const all = await report(`from=${day(1)}&to=${day(2)}&agentId=${id('b')}&pageSize=100`);
    const first = await report(`from=${day(1)}&to=${day(2)}&agentId=${id('b')}&pageSize=3`);
    const second = await report(`from=${day(1)}&to=${day(2)}&agentId=${id('b')}&pageSize=3&pageNo=2`);
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    expect([...first.list, ...second.list]).toEqual(all.list);
    expect(second.list).toHaveLength(1);
  });

  it('answers 404 for a member of no tree of the merchant, and 400 for a bad page or agent', async () => {
    const finance = await w.operator();
    const missing = await w.as(finance, 'GET', `${ADMIN_PATHS.reportsAgents}?agentId=2000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const query of ['agentId=0', 'pageSize=101', 'pageNo=0', 'agentId=abc', 'x=1']) {
      const response = await w.as(finance, 'GET', `${ADMIN_PATHS.reportsAgents}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
