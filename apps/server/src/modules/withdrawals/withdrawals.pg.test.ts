import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectLedgerWhole } from '../payments/payments-test-helpers.ts';
import { withdrawals } from './withdrawals.tables.ts';
import { balancesOf, payee, requestWithdrawal } from './withdrawals-test-helpers.ts';

// PostgreSQL only (npm run test:pg): real concurrent connections racing for one balance.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('withdrawals under concurrency (PostgreSQL)', () => {
  it('1,000 concurrent requests of the full balance: exactly one succeeds and holds it', async () => {
    const me = await payee(t, { cash: 1_000_00 });
    const answers = await Promise.all(Array.from({ length: 1000 }, () => requestWithdrawal(t, me, 1_000_00)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // Every other one is refused for the balance, or by the payment password's guess limit (it
    // counts each attempt before comparing, so a flood of even right passwords waits its turn);
    // never by a crash or a deadlock.
    const refusals = new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().code));
    expect([...refusals].every((code) => ['INSUFFICIENT_FUNDS', 'RATE_LIMITED'].includes(code))).toBe(true);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(withdrawals)
      .where(eq(withdrawals.memberId, me.id));
    expect(rows?.n).toBe(1);
    expect(await balancesOf(t, me.id)).toEqual({ cash: 0, hold: 1_000_00 });
    await expectLedgerWhole(t);
  }, 240_000);
});
