import type { ContractKind, ContractPeriod } from '@platform/contract/agent-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duePeriods } from '../../jobs/schedule.ts';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { type ContractActor, offerContract, processContract } from './contracts.service.ts';
import {
  agentContractSettings,
  agentContracts,
  agentContractTemplates,
  agentPayouts,
} from './contracts.tables.ts';
import { agentSettlementJobs, SETTLEMENT_JOBS } from './settlement-jobs.ts';

// The recomputation: a tree of 6 levels, members and bets over 10 simulated days,
// contracts offered, lowered and terminated along the way, every settlement job run over every
// window; then each agent's pay for each window recomputed from the bet records alone by the plain
// loop below, which shares nothing with the SQL. Both must agree to the minor unit, and running
// every job again must pay nothing more.

// The full size (2,000 and 200,000) runs with AGENT_SIM_MEMBERS and AGENT_SIM_BETS set.
const MEMBERS = Number(process.env.AGENT_SIM_MEMBERS ?? 300);
const BETS = Number(process.env.AGENT_SIM_BETS ?? 4_000);
const DAYS = 10;
const ZONE = 'Asia/Kuala_Lumpur'; // UTC+8 all year: the plain loop cuts its days by arithmetic.
const START = Date.parse('2026-03-02T00:00:00+08:00'); // a Monday, local midnight
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
const clock = testClock(new Date(START - HOUR).toISOString());

// A seeded generator: the same world every run, so a failure can be replayed.
let seed = 0x2f6e2b1;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

interface Node {
  id: number;
  uplineId: number | null;
  level: number;
  agent: boolean;
  trial: boolean;
}
const nodes: Node[] = [];
const LEVEL_SIZES = [3, 8, 25, 80, 250];

async function addMember(level: number, upline: Node | null, agent: boolean, trial = false) {
  const { memberId } = await createFundedMember(t.database.db, {
    merchantId: t.merchantId,
    account: `sim${nodes.length}`,
    agent,
    uplineId: upline?.id ?? null,
    now: clock.now(),
  });
  if (trial) await t.database.db.update(members).set({ type: 4 }).where(eq(members.id, memberId));
  nodes.push({ id: memberId, uplineId: upline?.id ?? null, level, agent, trial });
}

const KINDS: { kind: ContractKind; period: ContractPeriod; topRate: number }[] = [
  { kind: 'realtimeSalary', period: 'RT', topRate: 60 },
  { kind: 'hourlySalary', period: 'H', topRate: 80 },
  { kind: 'dailyWage', period: 'D', topRate: 150 },
  { kind: 'dividend', period: 'W', topRate: 3_000 },
];

async function contractAt(actor: ContractActor, to: Node, kind: (typeof KINDS)[number], rateBp: number) {
  const deps = { db: t.database.db, now: clock.now };
  const thresholds = random() < 0.3 ? { minActiveMembers: 2 + Math.floor(random() * 6), minValidBet: 0 } : {};
  const contractId = await offerContract(deps, actor, {
    memberId: to.id,
    kind: kind.kind,
    period: kind.period,
    rateBp,
    minActiveMembers: 0,
    minValidBet: 0,
    minNetLoss: 0,
    ...thresholds,
  });
  await processContract(
    deps,
    { merchantId: t.merchantId, memberId: to.id },
    { contractId, action: 'accept' },
  );
  return contractId;
}

/** Offers down the tree: each agent below the top gets each kind with some chance, at or under its upline's rate. */
async function offerDownTheTree() {
  const rates = new Map<string, number>();
  for (const node of nodes.filter((n) => n.agent).sort((a, b) => a.level - b.level)) {
    for (const kind of KINDS) {
      const uplineRate = node.uplineId === null ? kind.topRate : rates.get(`${node.uplineId}:${kind.kind}`);
      if (uplineRate === undefined || (node.level > 0 && random() < 0.3)) continue;
      const rate =
        node.level === 0 ? uplineRate : Math.max(1, Math.floor(uplineRate * (0.4 + random() * 0.6)));
      const actor = { merchantId: t.merchantId, memberId: node.uplineId };
      await contractAt(actor, node, kind, rate);
      rates.set(`${node.id}:${kind.kind}`, rate);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const db = t.database.db;
  await db.update(merchants).set({ timeZone: ZONE }).where(eq(merchants.id, t.merchantId));
  await db
    .insert(agentContractSettings)
    .values({ merchantId: t.merchantId, contractsEnabled: true, salaryEnabled: true });
  await db
    .insert(agentContractTemplates)
    .values(
      KINDS.map((k) => ({ merchantId: t.merchantId, agentType: 1, kind: k.kind, maxRateBp: k.topRate })),
    );
  // The tree: five levels of agents, then players (and a few trial members) under agents of any level.
  for (const [level, size] of LEVEL_SIZES.entries())
    for (let i = 0; i < size; i++)
      await addMember(level, level === 0 ? null : pick(nodes.filter((n) => n.level === level - 1)), true);
  const agents = nodes.filter((n) => n.agent);
  while (nodes.length < MEMBERS) {
    const upline = random() < 0.7 ? pick(agents.filter((a) => a.level === 4)) : pick(agents);
    await addMember(upline.level + 1, upline, false, random() < 0.01);
  }
  await offerDownTheTree();

  // Bets over ten days, in batches; a few cancelled or still open, which never count.
  const memberIds = nodes.map((n) => n.id);
  for (let done = 0; done < BETS; ) {
    const batch = Math.min(5_000, BETS - done);
    await db.insert(betRecords).values(
      Array.from({ length: batch }, (_, i) => {
        const settledAt = START + Math.floor(random() * DAYS * DAY);
        const stake = 100 + Math.floor(random() * 9_900);
        const roll = random();
        const status = roll < 0.02 ? 'cancelled' : roll < 0.04 ? 'open' : 'settled';
        return {
          merchantId: t.merchantId,
          memberId: pick(memberIds),
          vendorCode: 'PG',
          roundId: `sim-${done + i}`,
          gameCode: 'sim',
          status: status as 'settled',
          stake,
          payout: status === 'settled' ? Math.floor(random() * 2 * stake) : 0,
          placedAt: new Date(settledAt - Math.floor(random() * 60_000)),
          settledAt: status === 'open' ? null : new Date(settledAt),
        };
      }),
    );
    done += batch;
  }
}, 600_000);
afterAll(() => t.close());

/** Moves the clock to a point of the simulation and changes contracts there: lowers some, ends others. */
async function changeContractsAt(at: number) {
  clock.advance(at - clock.now().getTime());
  const deps = { db: t.database.db, now: clock.now };
  const active = await t.database.db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, t.merchantId), eq(agentContracts.status, 'active')));
  for (const contract of active.filter(() => random() < 0.15)) {
    const [still] = await t.database.db
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.id, contract.id));
    if (still!.status !== 'active') continue;
    const holder = nodes.find((n) => n.id === contract.memberId)!;
    const kind = KINDS.find((k) => k.kind === contract.kind)!;
    if (random() < 0.5) {
      // A lower rate from the same upline: accepting it ends the holder's contracts above it.
      const actor = { merchantId: t.merchantId, memberId: contract.offeredById };
      await contractAt(actor, holder, kind, Math.max(1, Math.floor(contract.rateBp / 2)));
    } else {
      const upline = { merchantId: t.merchantId, memberId: contract.offeredById };
      await processContract(deps, upline, { contractId: contract.id, action: 'terminate' });
      await processContract(
        deps,
        { merchantId: t.merchantId, memberId: holder.id },
        { contractId: contract.id, action: 'accept' },
      );
    }
  }
}

/**
 * Which periods the test settles, and until when: real-time windows over the first two hours and
 * hourly ones over two days (each window is one job run; the count, not the bets, sets their cost),
 * daily and weekly over all ten days.
 */
const SETTLED_UNTIL: Record<ContractPeriod, number> = {
  RT: START + 2 * HOUR,
  H: START + 2 * DAY,
  D: START + DAYS * DAY,
  W: START + 2 * 7 * DAY,
  SM: START,
  M: START,
};

async function runEveryJob() {
  const jobs = agentSettlementJobs({ now: clock.now, schedules: {}, walletEvents: () => t.ctx.walletEvents });
  for (const [period, job] of Object.entries(SETTLEMENT_JOBS) as [ContractPeriod, { name: string }][]) {
    const definition = jobs.find((j) => j.name === job.name)!;
    const length = { RT: 5 * 60_000, H: HOUR, D: DAY, W: 7 * DAY, SM: DAY, M: DAY }[period];
    const count = Math.ceil((SETTLED_UNTIL[period] - START) / length);
    if (count === 0) continue;
    // The runs the runner would create, up to the end of the last window (plus the grace).
    const periods = duePeriods(definition.schedule, ZONE, new Date(SETTLED_UNTIL[period] + 120_000), count);
    for (const period of periods) {
      const committed: (() => void)[] = [];
      await t.database.db.transaction((tx) =>
        definition.handler(
          { id: 0, job: definition.name, merchantId: t.merchantId, period, attempt: 1, nodeId: 'test' },
          tx,
          (work) => committed.push(work),
        ),
      );
      for (const work of committed) work();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The plain recomputation: bets, members and contracts in; pay per (contract, window) out.

const WINDOW_MS: Record<ContractPeriod, number> = { RT: 300_000, H: HOUR, D: DAY, W: 7 * DAY, SM: 0, M: 0 };

/** The start of the window of `period` a moment falls in: fixed lengths from a local Monday midnight. */
function windowStartOf(period: ContractPeriod, at: number): number {
  const length = WINDOW_MS[period];
  return START + Math.floor((at - START) / length) * length;
}

interface Expected {
  contractId: number;
  memberId: number;
  windowStart: number;
  bettors: Set<number>;
  validBet: number;
  netLoss: number;
  weighted: number;
}

async function recompute(): Promise<Map<string, Expected & { amount: number; status: string }>> {
  const db = t.database.db;
  const bets = await db
    .select()
    .from(betRecords)
    .where(and(eq(betRecords.merchantId, t.merchantId), eq(betRecords.status, 'settled')));
  const contracts = await db.select().from(agentContracts).where(eq(agentContracts.merchantId, t.merchantId));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const startedOf = new Map<string, typeof contracts>();
  for (const c of contracts.filter((c) => c.startedAt))
    startedOf.set(`${c.memberId}:${c.kind}`, [...(startedOf.get(`${c.memberId}:${c.kind}`) ?? []), c]);
  const sums = new Map<string, Expected>();
  for (const bet of bets) {
    const bettor = byId.get(bet.memberId)!;
    if (bettor.trial) continue;
    const at = bet.settledAt!.getTime();
    for (const { kind, period } of KINDS) {
      if (at >= SETTLED_UNTIL[period]) continue;
      let highestBelow = 0;
      for (
        let node: Node | undefined = bettor;
        node;
        node = node.uplineId ? byId.get(node.uplineId) : undefined
      ) {
        const contract = startedOf
          .get(`${node.id}:${kind}`)
          ?.find((c) => c.startedAt!.getTime() <= at && (c.endedAt === null || at < c.endedAt.getTime()));
        if (!contract) continue;
        const windowStart = windowStartOf(period, at);
        const key = `${contract.id}@${windowStart}`;
        const sum = sums.get(key) ?? {
          contractId: contract.id,
          memberId: contract.memberId,
          windowStart,
          bettors: new Set<number>(),
          validBet: 0,
          netLoss: 0,
          weighted: 0,
        };
        const base = kind === 'dividend' ? bet.stake - bet.payout : bet.stake;
        sum.bettors.add(bettor.id);
        sum.validBet += bet.stake;
        sum.netLoss += bet.stake - bet.payout;
        sum.weighted += base * Math.max(0, contract.rateBp - highestBelow);
        sums.set(key, sum);
        highestBelow = Math.max(highestBelow, contract.rateBp);
      }
    }
  }
  const expected = new Map<string, Expected & { amount: number; status: string }>();
  for (const [key, sum] of sums) {
    const contract = contracts.find((c) => c.id === sum.contractId)!;
    const reached =
      sum.bettors.size >= contract.minActiveMembers &&
      sum.validBet >= contract.minValidBet &&
      (contract.kind !== 'dividend' || sum.netLoss >= contract.minNetLoss);
    const amount = reached && sum.weighted > 0 ? Math.floor(sum.weighted / 10_000) : 0;
    expected.set(key, { ...sum, amount, status: reached ? 'paid' : 'belowThreshold' });
  }
  return expected;
}

/** What the agents' cash received from settlements, per agent, from the ledger. */
async function paidByLedger(): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select({ memberId: ledgerAccounts.memberId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        inArray(ledgerTransfers.kind, ['agent_salary', 'agent_dividend']),
        eq(ledgerAccounts.kind, 'cash'),
        eq(ledgerAccounts.merchantId, t.merchantId),
      ),
    )
    .groupBy(ledgerAccounts.memberId);
  return new Map(rows.map((row) => [row.memberId!, Number(row.sum)]));
}

describe(`agent settlements over ${MEMBERS} members and ${BETS} bets in 10 days`, () => {
  it('agree with a plain recomputation from the bets to the minor unit, and pay once', async () => {
    await changeContractsAt(START + 3 * DAY + 7 * HOUR);
    await changeContractsAt(START + 6 * DAY + 13 * HOUR);
    clock.advance(START + DAYS * DAY + HOUR - clock.now().getTime());
    // Each payment is told to the agent's sockets once its run commits.
    const payNotices = new Map<number, number>();
    const stopListening = nodes
      .filter((n) => n.agent)
      .map(({ id: memberId }) =>
        t.ctx.walletEvents.subscribe(memberId, (event) => {
          if (event.type === 'balance') payNotices.set(memberId, (payNotices.get(memberId) ?? 0) + 1);
        }),
      );
    await runEveryJob();
    const expected = await recompute();
    const payouts = await t.database.db
      .select()
      .from(agentPayouts)
      .where(eq(agentPayouts.merchantId, t.merchantId));
    const actual = new Map(payouts.map((p) => [`${p.contractId}@${p.windowStart.getTime()}`, p]));
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, want] of expected) {
      const got = actual.get(key)!;
      expect(
        {
          activeMembers: got.activeMembers,
          validBet: got.validBet,
          netLoss: got.netLoss,
          amount: got.amount,
          status: got.status,
        },
        key,
      ).toEqual({
        activeMembers: want.bettors.size,
        validBet: want.validBet,
        netLoss: want.netLoss,
        amount: want.amount,
        status: want.status,
      });
    }
    // The world exercised what it should: payments, thresholds missed, contracts ended mid-way.
    expect(payouts.filter((p) => p.status === 'paid' && p.amount > 0).length).toBeGreaterThan(50);
    expect(payouts.some((p) => p.status === 'belowThreshold')).toBe(true);
    const paidCount = new Map<number, number>();
    for (const p of payouts.filter((p) => p.status === 'paid' && p.amount > 0))
      paidCount.set(p.memberId, (paidCount.get(p.memberId) ?? 0) + 1);
    await expect.poll(() => payNotices).toEqual(paidCount);
    for (const stop of stopListening) stop();
    const ended = await t.database.db
      .select({ status: agentContracts.status })
      .from(agentContracts)
      .where(inArray(agentContracts.status, ['superseded', 'terminated']));
    expect(ended.length).toBeGreaterThan(5);

    // The ledger paid each agent exactly its payouts' sum.
    const owed = new Map<number, number>();
    for (const want of expected.values())
      owed.set(want.memberId, (owed.get(want.memberId) ?? 0) + want.amount);
    const paid = await paidByLedger();
    for (const [memberId, amount] of owed) expect(paid.get(memberId) ?? 0, `agent ${memberId}`).toBe(amount);

    // Every job again, over the same windows: nothing new, nothing paid twice.
    await runEveryJob();
    expect(
      (await t.database.db.select().from(agentPayouts).where(eq(agentPayouts.merchantId, t.merchantId)))
        .length,
    ).toBe(payouts.length);
    expect(await paidByLedger()).toEqual(paid);
  }, 900_000);
});
