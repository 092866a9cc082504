import type { ContractKind, ContractPeriod } from '@platform/contract/agent-contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { type ContractActor, offerContract, processContract } from './contracts.service.ts';
import { agentContractSettings, agentContracts, agentContractTemplates } from './contracts.tables.ts';

// The contract rules as a property: whatever agents and the operator offer, accept, reject and
// terminate, in any order, the tree keeps its invariants after every step, and a refused step
// changes nothing.

let t: TestApp;
const clock = testClock('2026-05-04T10:00:00Z');
// top > (b > (d > e), c > f); plain under f; `far` in another tree.
const TREE: [string, string | null, boolean][] = [
  ['top', null, true],
  ['b', 'top', true],
  ['c', 'top', true],
  ['d', 'b', true],
  ['e', 'd', true],
  ['f', 'c', true],
  ['plain', 'f', false],
  ['far', null, true],
];
const ids = new Map<string, number>();
const MAX_RATE: Record<'dailyWage' | 'dividend', number> = { dailyWage: 200, dividend: 4000 };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  for (const [name, upline, agent] of TREE) {
    const { memberId } = await createFundedMember(t.database.db, {
      merchantId: t.merchantId,
      account: `prop_${name}`,
      agent,
      uplineId: upline ? ids.get(upline)! : null,
      now: clock.now(),
    });
    ids.set(name, memberId);
  }
  await t.database.db
    .insert(agentContractSettings)
    .values({ merchantId: t.merchantId, contractsEnabled: true, salaryEnabled: true });
  await t.database.db.insert(agentContractTemplates).values(
    Object.entries(MAX_RATE).map(([kind, maxRateBp]) => ({
      merchantId: t.merchantId,
      agentType: 1,
      kind: kind as ContractKind,
      maxRateBp,
    })),
  );
});
afterAll(() => t.close());

const names = TREE.map(([name]) => name);
const actorName = fc.constantFrom<string | null>(null, ...names);
const kind = fc.constantFrom<'dailyWage' | 'dividend'>('dailyWage', 'dividend');

const step = fc.oneof(
  fc.record({
    type: fc.constantFrom('offer' as const, 'agree' as const),
    // agree: an offer its recipient accepts at once. Mostly from the recipient's own upline (the operator for a top agent), sometimes anyone.
    fromUpline: fc.constantFrom(true, true, true, false),
    from: actorName,
    to: fc.constantFrom('top', 'top', 'b', 'c', 'd', 'e', 'f', 'plain', 'far'),
    kind,
    // Mostly within every template's maximum, sometimes above any.
    rateBp: fc.oneof(
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 4200 }),
    ),
    period: fc.constantFrom<ContractPeriod>('D', 'W', 'M'),
  }),
  fc.record({
    type: fc.constantFrom('accept' as const, 'reject' as const, 'terminate' as const),
    // Mostly a party to the contract, sometimes anyone at all.
    by: fc.constantFrom(
      'holder' as const,
      'offerer' as const,
      'holder' as const,
      'offerer' as const,
      'anyone' as const,
    ),
    anyone: actorName,
    // The newest contract (often a fresh offer), or any of those so far (modulo their count).
    latest: fc.boolean(),
    pick: fc.nat(),
  }),
  // The usual answer to an offer: its recipient accepts it.
  fc.record({
    type: fc.constant('accept' as const),
    by: fc.constant('holder' as const),
    anyone: actorName,
    latest: fc.constant(true),
    pick: fc.nat(),
  }),
);

/** Every run starts with a known story (a chain, a lowered rate, an agreed end), then goes random. */
const agree = (to: string, rateBp: number) =>
  ({ type: 'agree', fromUpline: true, from: null, to, kind: 'dailyWage', rateBp, period: 'D' }) as const;
const onLatest = (type: 'accept' | 'terminate', by: 'holder' | 'offerer') =>
  ({ type, by, anyone: null, latest: true, pick: 0 }) as const;
const STORY = [
  agree('top', 150),
  agree('b', 120),
  agree('d', 100),
  agree('e', 90),
  agree('b', 50), // below d's 100: d's contract ends, and e's with it
  agree('c', 100),
  onLatest('terminate', 'holder'),
  onLatest('accept', 'offerer'),
];

async function snapshot() {
  return t.database.db
    .select()
    .from(agentContracts)
    .where(eq(agentContracts.merchantId, t.merchantId))
    .orderBy(agentContracts.id);
}

async function checkInvariants() {
  const rows = await snapshot();
  const uplineOf = new Map(TREE.map(([name, upline]) => [ids.get(name)!, upline ? ids.get(upline)! : null]));
  const active = rows.filter((row) => row.status === 'active');
  for (const contract of active) {
    const sameKind = active.filter(
      (other) => other.memberId === contract.memberId && other.kind === contract.kind,
    );
    expect(sameKind, 'one active contract of a kind per agent').toHaveLength(1);
    expect(contract.rateBp).toBeLessThanOrEqual(MAX_RATE[contract.kind as keyof typeof MAX_RATE]);
    expect(contract.startedAt).not.toBeNull();
    expect(
      contract.terminationRequestedBy === null ||
        ['upline', 'downline'].includes(contract.terminationRequestedBy),
    ).toBe(true);
    if (contract.offeredById === null) continue;
    expect(contract.offeredById, 'offered by the direct upline').toBe(uplineOf.get(contract.memberId));
    const cover = active.find(
      (other) => other.memberId === contract.offeredById && other.kind === contract.kind,
    );
    expect(cover, "an active contract is covered by its upline's own").toBeDefined();
    expect(contract.rateBp, "a downline's rate never above its upline's").toBeLessThanOrEqual(cover!.rateBp);
    expect(contract.period).toBe(cover!.period);
  }
  for (const ended of rows.filter((row) => ['terminated', 'superseded', 'rejected'].includes(row.status)))
    expect(ended.endedAt).not.toBeNull();
}

describe('contract rules (fast-check)', () => {
  it('keep the tree invariants under any sequence of offers, answers and terminations', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (randomSteps) => {
        await t.database.db.delete(agentContracts).where(eq(agentContracts.merchantId, t.merchantId));
        const deps = { db: t.database.db, now: clock.now };
        const actor = (name: string | null): ContractActor => ({
          merchantId: t.merchantId,
          memberId: name === null ? null : ids.get(name)!,
        });
        for (const s of [...STORY, ...randomSteps]) {
          clock.advance(60_000);
          const before = await snapshot();
          try {
            if (s.type === 'offer' || s.type === 'agree') {
              const upline = TREE.find(([name]) => name === s.to)![1];
              const contractId = await offerContract(deps, actor(s.fromUpline ? upline : s.from), {
                memberId: ids.get(s.to)!,
                kind: s.kind,
                // A dividend over the drawn period; a daily wage over its own.
                period: s.kind === 'dividend' ? s.period : 'D',
                rateBp: s.rateBp,
                minActiveMembers: 0,
                minValidBet: 0,
                minNetLoss: 0,
              });
              if (s.type === 'agree')
                await processContract(deps, actor(s.to), { contractId, action: 'accept' });
            } else if ('pick' in s) {
              if (before.length === 0) continue;
              const contract = s.latest ? before.at(-1)! : before[s.pick % before.length]!;
              const by =
                s.by === 'holder'
                  ? { merchantId: t.merchantId, memberId: contract.memberId }
                  : s.by === 'offerer'
                    ? { merchantId: t.merchantId, memberId: contract.offeredById }
                    : actor(s.anyone);
              await processContract(deps, by, { contractId: contract.id, action: s.type });
            }
          } catch (error) {
            // A refusal is an expected answer, and leaves every contract as it was.
            if (!(error instanceof AppError)) throw error;
            expect(await snapshot()).toEqual(before);
          }
          await checkInvariants();
          for (const row of await snapshot()) seen.add(`${row.status}:${row.endReason ?? ''}`);
        }
      }),
      { numRuns: 25 },
    );
    // The runs reached the interesting states, so the invariants were checked on them.
    for (const state of ['active:', 'superseded:', 'terminated:agreed', 'terminated:uplineRateLowered'])
      expect(seen, state).toContain(state);
  }, 300_000);
});
