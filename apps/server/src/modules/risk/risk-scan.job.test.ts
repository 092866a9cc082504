import { ADMIN_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../jobs/jobs.tables.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { riskSignals } from './risk.tables.ts';
import { riskWorld } from './risk-test-world.ts';

const clock = testClock('2026-05-04T10:20:00Z');
const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t?.close());

describe('the risk-scan job', () => {
  it('raises a big winner once, however often the hour is run', async () => {
    const w = await riskWorld(t, clock.now());
    const winner = await w.member();
    await w.bet(winner, 100_000, 2_000_000, new Date(clock.now().getTime() - HOUR));
    const signalsOfWinner = () =>
      t.database.db
        .select({ id: riskSignals.id, period: riskSignals.period })
        .from(riskSignals)
        .where(and(eq(riskSignals.rule, 'big-win'), eq(riskSignals.subject, `member:${winner}`)));

    // The hour that ended at 10:00 is due: its run scans up to 10:00 and sees the 09:20 round.
    await t.ctx.jobs.tick();
    expect(await signalsOfWinner()).toHaveLength(1);
    const [run] = await t.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'risk-scan'), eq(jobRuns.merchantId, t.merchantId)));
    expect(run?.status).toBe('done');

    // A second tick finds nothing due; an operator's re-run of the same hour raises nothing more.
    await t.ctx.jobs.tick();
    const admin = await operatorToken(t, 'riskjobadmin', 'admin');
    const rerun = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.jobRerun,
      headers: { authorization: `Bearer ${admin}` },
      payload: { job: 'risk-scan', period: run!.periodKey },
    });
    expect(rerun.statusCode, rerun.body).toBe(200);
    await t.ctx.jobs.tick();
    const [again] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.id, run!.id));
    expect(again).toMatchObject({ status: 'done', reruns: 1 });
    expect(await signalsOfWinner()).toHaveLength(1);

    // The next hour's run scans the same day again: still the one signal.
    clock.advance(HOUR);
    await t.ctx.jobs.tick();
    expect(await signalsOfWinner()).toEqual([{ id: expect.any(Number), period: '2026-05-04' }]);
  });
});
