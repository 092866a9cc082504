import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { type LedgerTestDb, openLedgerTestDb } from '../ledger/ledger-test-db.ts';
import { members } from './accounts.tables.ts';
import { setMemberUpline } from './agents-admin.service.ts';
import { memberTree } from './member-tree.tables.ts';

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb();
});
afterAll(() => t.close());

/** Picks among the members made so far by position, so any number drawn names one of them. */
const pick = fc.nat();
const step = fc.oneof(
  fc.record({ op: fc.constant('join' as const), agent: fc.boolean(), under: fc.option(pick) }),
  fc.record({ op: fc.constant('move' as const), member: pick, under: fc.option(pick) }),
);

/** Every (ancestor, descendant, depth) of a forest given as member → upline, by walking up. */
function closureOf(uplines: Map<number, number | null>): string[] {
  const rows: string[] = [];
  for (const member of uplines.keys()) {
    let at: number | null = member;
    for (let depth = 0; at !== null; depth += 1) {
      rows.push(`${at}>${member}@${depth}`);
      at = uplines.get(at) ?? null;
    }
  }
  return rows.sort();
}

describe('the agent tree closure table (kept by triggers on members)', () => {
  it('holds exactly every member’s chain of uplines after any joins and operator moves', async () => {
    const db = t.handle.db;
    const actor = { merchantId: t.merchantId, operatorId: null, ip: null, requestId: null };
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const uplines = new Map<number, number | null>();
        const agents: number[] = [];
        const made: number[] = [];
        for (const s of steps) {
          const under = s.under === null || agents.length === 0 ? null : agents[s.under % agents.length]!;
          if (s.op === 'join') {
            serial += 1;
            const { memberId } = await createFundedMember(db, {
              merchantId: t.merchantId,
              account: `tree${serial}x${made.length}`,
              agent: s.agent,
              uplineId: under,
              now: t.now(),
            });
            uplines.set(memberId, under);
            made.push(memberId);
            if (s.agent) agents.push(memberId);
            continue;
          }
          if (made.length === 0) continue;
          const member = made[s.member % made.length]!;
          const result = await setMemberUpline(
            { db, now: t.now },
            { actor, memberId: member, uplineId: under },
          );
          // The service refuses a loop; the model agrees on which moves those are.
          let above: number | null = under;
          let loops = false;
          while (above !== null) {
            if (above === member) loops = true;
            above = uplines.get(above) ?? null;
          }
          expect(result.ok).toBe(!loops);
          if (result.ok) uplines.set(member, under);
        }
        const stored = await db
          .select()
          .from(memberTree)
          .where(and(inArray(memberTree.descendantId, made), inArray(memberTree.ancestorId, made)));
        expect(stored.map((row) => `${row.ancestorId}>${row.descendantId}@${row.depth}`).sort()).toEqual(
          closureOf(uplines),
        );
      }),
      { numRuns: 25 },
    );
  });

  it('refuses, in the database itself, an upline inside the member’s own subtree, and keeps the tree', async () => {
    const db = t.handle.db;
    const { memberId: top } = await createFundedMember(db, {
      merchantId: t.merchantId,
      account: 'loopTop',
      agent: true,
      now: t.now(),
    });
    const { memberId: below } = await createFundedMember(db, {
      merchantId: t.merchantId,
      account: 'loopBelow',
      agent: true,
      uplineId: top,
      now: t.now(),
    });
    await expect(db.update(members).set({ uplineId: below }).where(eq(members.id, top))).rejects.toThrow();
    const links = await db.select().from(memberTree).where(eq(memberTree.descendantId, below));
    expect(links.map((row) => [row.ancestorId, row.depth]).sort()).toEqual(
      [
        [below, 0],
        [top, 1],
      ].sort(),
    );
  });
});
