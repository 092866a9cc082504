import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../jobs/jobs.tables.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { withdrawals } from './withdrawals.tables.ts';
import { operatorAction, payee, requestWithdrawal } from './withdrawals-test-helpers.ts';

const HOUR = 3_600_000;

describe('the receipt sweep on the job runner', () => {
  const clock = testClock(new Date().toISOString());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it('closes a payout nobody answered within the window as received, once, when the runner ticks', async () => {
    const finance = await operatorToken(t, 'sweepfin', 'finance');
    const me = await payee(t, { cash: 200_00 });
    const requested = await requestWithdrawal(t, me, 200_00);
    expect(requested.statusCode, requested.body).toBe(201);
    const orderNo = requested.json().value.withdrawal.orderNo as string;
    const [row] = await t.database.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.orderNo, orderNo));
    expect((await operatorAction(t, finance, row!.id, 'approve')).statusCode).toBe(200);
    expect((await operatorAction(t, finance, row!.id, 'paid', { note: 'BANKREF-7' })).statusCode).toBe(200);
    // Read from the table: a day later the member's session has long ended.
    const status = async () => {
      const [found] = await t.database.db
        .select({ status: withdrawals.status, closedAs: withdrawals.closedAs })
        .from(withdrawals)
        .where(eq(withdrawals.id, row!.id));
      return found;
    };

    clock.advance(23 * HOUR);
    await t.ctx.jobs.tick();
    expect((await status())?.status).toBe('paid');

    clock.advance(HOUR + 2 * 60_000);
    await t.ctx.jobs.tick();
    expect(await status()).toEqual({ status: 'closed', closedAs: 'auto_received' });
    const runs = await t.database.db
      .select({ status: jobRuns.status })
      .from(jobRuns)
      .where(eq(jobRuns.job, 'withdrawal-receipt-sweep'));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((run) => run.status === 'done')).toBe(true);
  });
});
