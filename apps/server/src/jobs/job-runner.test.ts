import { randomBytes } from 'node:crypto';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { memberBalances } from '../modules/ledger/ledger.service.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { httpTransferVendorWallet } from '../modules/wallet/transfer-vendor-client.ts';
import { moveVendorFunds } from '../modules/wallet/vendor-transfers.service.ts';
import { vendorWalletTransfers } from '../modules/wallet/vendor-transfers.tables.ts';
import { credit, newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { operatorToken } from '../test/operator-session.ts';
import { startSandboxTransferVendor } from '../test/sandbox-transfer-vendor.ts';
import { createTestApp, type TestApp, testClock } from '../test/test-app.ts';
import { JOB_DEFAULTS, type JobDefinition } from './job.ts';
import type { JobName } from './job-names.ts';
import { createJobRunner } from './job-runner.ts';
import { claimNextRun, insertRuns } from './job-runs.service.ts';
import { jobHeartbeats, jobRuns } from './jobs.tables.ts';
import { duePeriods, nextPeriod, parseSchedule } from './schedule.ts';

// Runs on PGlite, and on PostgreSQL (real concurrent connections) when TEST_DATABASE_URL is set.
const clock = testClock(new Date().toISOString());
const LEASE_MS = 30_000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    env: { JOB_HEARTBEAT_SECONDS: '10', JOB_LEASE_MS: String(LEASE_MS) },
  });
  admin = await operatorToken(t, 'jobsadmin', 'admin');
});
afterAll(async () => {
  await t?.close();
});

/** Another node on the same database, with the app's jobs or the given ones. */
function node(nodeId: string, jobs: readonly JobDefinition[] = t.ctx.jobs.jobs) {
  return createJobRunner({
    db: t.database.db,
    now: clock.now,
    nodeId,
    jobs,
    tickMs: 1000,
    leaseMs: LEASE_MS,
    log: t.app.log,
    metrics: { finished() {} },
  });
}

const heartbeatDef = () => t.ctx.jobs.jobs.find((job) => job.name === 'heartbeat')!;

async function heartbeatsOf(periodKey: string) {
  return t.database.db.select().from(jobHeartbeats).where(eq(jobHeartbeats.periodKey, periodKey));
}

async function runOf(job: string, periodKey: string) {
  const [run] = await t.database.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.periodKey, periodKey)));
  return run;
}

const countRuns = async (job: string) =>
  (await t.database.db.select({ id: jobRuns.id }).from(jobRuns).where(eq(jobRuns.job, job))).length;

const api = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('the job runner on several nodes', () => {
  it('runs each period once when two nodes tick at the same moment, with no period left out', async () => {
    const b = node('node-b');
    for (let i = 0; i < 6; i++) {
      clock.advance(10_000);
      await Promise.all([t.ctx.jobs.tick(), b.tick()]);
    }
    const runs = await t.database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'heartbeat'))
      .orderBy(asc(jobRuns.periodStart));
    expect(runs.length).toBeGreaterThanOrEqual(6);
    for (const run of runs) {
      expect(run.status).toBe('done');
      expect(await heartbeatsOf(run.periodKey)).toHaveLength(1);
    }
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.periodStart).toEqual(runs[i - 1]!.periodEnd);
  });

  it('runs a job that is not transactional once per period too', async () => {
    const calls = new Map<string, number>();
    const counting: JobDefinition = {
      ...JOB_DEFAULTS,
      name: 'count-test' as JobName,
      scope: 'cluster',
      schedule: parseSchedule('every 5s'),
      catchUp: 2,
      transactional: false,
      async handler(run) {
        calls.set(run.period.key, (calls.get(run.period.key) ?? 0) + 1);
      },
    };
    const [a, b] = [node('node-a', [counting]), node('node-b', [counting])];
    for (let i = 0; i < 5; i++) {
      clock.advance(5_000);
      await Promise.all([a.tick(), b.tick()]);
    }
    expect(calls.size).toBe(6);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
  });

  it('retries a failing handler with growing waits, then marks it failed, visible to the operator', async () => {
    const attempts: Date[] = [];
    const flaky: JobDefinition = {
      ...JOB_DEFAULTS,
      name: 'flaky-test' as JobName,
      scope: 'cluster',
      schedule: parseSchedule('every 24h'),
      catchUp: 1,
      transactional: true,
      maxAttempts: 3,
      retryBaseMs: 1_000,
      async handler() {
        attempts.push(clock.now());
        throw new Error('the vendor said no');
      },
    };
    const runner = node('node-f', [flaky]);
    await runner.tick();
    await runner.tick();
    expect(attempts).toHaveLength(1);
    clock.advance(999);
    await runner.tick();
    expect(attempts).toHaveLength(1);
    clock.advance(1);
    await runner.tick();
    expect(attempts).toHaveLength(2);
    // The second wait is twice the first.
    clock.advance(1_999);
    await runner.tick();
    expect(attempts).toHaveLength(2);
    clock.advance(1);
    await runner.tick();
    expect(attempts).toHaveLength(3);
    clock.advance(60_000);
    await runner.tick();
    expect(attempts).toHaveLength(3);

    const listed = await api('GET', `${ADMIN_PATHS.jobRuns}?job=flaky-test&status=failed`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().value.list).toMatchObject([
      { job: 'flaky-test', status: 'failed', attempts: 3, error: 'the vendor said no', nodeId: 'node-f' },
    ]);
    const metrics = await t.ctx.metrics.metrics();
    expect(metrics).toContain('job_runs_open{job="flaky-test",status="failed"} 1');
  });

  it("does a run's after-commit work once its work is visible to others, and never for a run that rolled back", async () => {
    const seen: { period: string; done: boolean; visible: number }[] = [];
    let fail = true;
    const noting: JobDefinition = {
      ...JOB_DEFAULTS,
      name: 'after-commit-test' as JobName,
      scope: 'cluster',
      schedule: parseSchedule('every 24h'),
      catchUp: 1,
      transactional: true,
      retryBaseMs: 1_000,
      async handler(run, tx, afterCommit) {
        await tx
          .insert(jobHeartbeats)
          .values({ periodKey: `after-${run.period.key}`, nodeId: 'n', ranAt: clock.now() });
        afterCommit(() => {
          // Read outside the run's transaction: only what committed is there.
          void heartbeatsOf(`after-${run.period.key}`).then(async (rows) => {
            const status = (await runOf('after-commit-test', run.period.key))?.status;
            seen.push({ period: run.period.key, done: status === 'done', visible: rows.length });
          });
        });
        if (fail) throw new Error('rolled back');
      },
    };
    const runner = node('node-c', [noting]);
    await runner.tick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    fail = false;
    clock.advance(1_000);
    await runner.tick();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toMatchObject({ done: true, visible: 1 });
  });

  it('runs nothing of a paused job, and catches up when it is resumed', async () => {
    const paused = await api('POST', `${ADMIN_PATHS.jobs}/pause`, { job: 'heartbeat' });
    expect(paused.json().value).toMatchObject({ name: 'heartbeat', paused: true });
    const before = await countRuns('heartbeat');
    const b = node('node-b');
    for (let i = 0; i < 3; i++) {
      clock.advance(10_000);
      await Promise.all([t.ctx.jobs.tick(), b.tick()]);
    }
    expect(await countRuns('heartbeat')).toBe(before);

    const resumed = await api('POST', `${ADMIN_PATHS.jobs}/resume`, { job: 'heartbeat' });
    expect(resumed.json().value).toMatchObject({ name: 'heartbeat', paused: false });
    await b.tick();
    const missed = duePeriods(heartbeatDef().schedule, 'UTC', clock.now(), 3);
    for (const period of missed) {
      expect((await runOf('heartbeat', period.key))?.status).toBe('done');
      expect(await heartbeatsOf(period.key)).toHaveLength(1);
    }
    const audit = await t.database.db
      .select({ action: auditLog.action, objectId: auditLog.objectId })
      .from(auditLog)
      .where(inArray(auditLog.action, ['job.pause', 'job.resume']))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'job.pause', objectId: 'heartbeat' },
      { action: 'job.resume', objectId: 'heartbeat' },
    ]);
  });

  it('runs a done period again when an operator asks, and counts the re-run', async () => {
    const [period] = duePeriods(heartbeatDef().schedule, 'UTC', clock.now(), 1);
    expect((await runOf('heartbeat', period!.key))?.status).toBe('done');
    const rerun = await api('POST', ADMIN_PATHS.jobRerun, { job: 'heartbeat', period: period!.key });
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.json().value).toMatchObject({ status: 'pending', reruns: 1, period: period!.key });
    await t.ctx.jobs.tick();
    expect(await runOf('heartbeat', period!.key)).toMatchObject({ status: 'done', reruns: 1, attempts: 1 });
    // The heartbeat writes a row per execution: the second one is the re-run.
    expect(await heartbeatsOf(period!.key)).toHaveLength(2);
  });

  it('lets another node take a run whose node died, once the lease has run out', async () => {
    clock.advance(10_000);
    const job = heartbeatDef();
    const [period] = duePeriods(job.schedule, 'UTC', clock.now(), 1);
    await insertRuns(t.database.db, job, { merchantId: null, timeZone: 'UTC' }, [period!], clock.now());
    const dead = await claimNextRun(t.database.db, {
      jobs: ['heartbeat'],
      nodeId: 'dead-node',
      now: clock.now(),
      leaseMs: LEASE_MS,
    });
    expect(dead?.periodKey).toBe(period!.key);

    const b = node('node-b');
    await b.tick();
    expect(await heartbeatsOf(period!.key)).toHaveLength(0);
    // While it runs, an operator cannot ask for it again.
    const refused = await api('POST', ADMIN_PATHS.jobRerun, { job: 'heartbeat', period: period!.key });
    expect(refused.json()).toMatchObject({ success: false, code: 'JOB_RUN_IN_PROGRESS' });

    clock.advance(LEASE_MS + 1);
    await b.tick();
    expect((await heartbeatsOf(period!.key)).map((row) => row.nodeId)).toEqual(['node-b']);
    expect(await runOf('heartbeat', period!.key)).toMatchObject({
      status: 'done',
      attempts: 2,
      nodeId: 'node-b',
    });
  });
});

describe('the runner in a process', () => {
  it('ticks on its own once started, and stop waits for the run in flight', async () => {
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: JobDefinition = {
      ...JOB_DEFAULTS,
      name: 'slow-test' as JobName,
      scope: 'cluster',
      schedule: parseSchedule('every 1h'),
      catchUp: 1,
      transactional: false,
      handler: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
    };
    const runner = createJobRunner({
      db: t.database.db,
      now: clock.now,
      nodeId: 'node-s',
      jobs: [slow],
      tickMs: 20,
      leaseMs: LEASE_MS,
      log: t.app.log,
      metrics: { finished() {} },
    });
    runner.start();
    await running;
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [period] = duePeriods(slow.schedule, 'UTC', clock.now(), 1);
    expect((await runOf('slow-test', period!.key))?.status).toBe('done');
  });
});

describe('vendor transfer reconciliation on the runner', () => {
  it('settles a move left pending when the vendor could not be reached, on the next minute after it', async () => {
    const vendor = await startSandboxTransferVendor(t);
    try {
      const member = await newMemberSession(t);
      await credit(t, member.memberId, 5_000);
      const transferKey = `wallet_transfer:${member.memberId}:${randomBytes(6).toString('hex')}`;
      const unreachable = {
        db: t.database.db,
        now: clock.now,
        walletEvents: t.ctx.walletEvents,
        vendorWallet: async () =>
          httpTransferVendorWallet({
            vendorCode: 'PT',
            walletApiUrl: 'http://127.0.0.1:9/none',
            secret: 'x'.repeat(20),
            timeoutMs: 500,
          }),
      };
      const moved = await moveVendorFunds(unreachable, {
        merchantId: t.merchantId,
        memberId: member.memberId,
        currency: 'MMK',
        vendorCode: 'PT',
        direction: 'in',
        amount: 1_500,
        transferKey,
      });
      expect(moved).toMatchObject({ ok: true, status: 'pending' });
      const statusOf = async () =>
        (
          await t.database.db
            .select({ status: vendorWalletTransfers.status })
            .from(vendorWalletTransfers)
            .where(eq(vendorWalletTransfers.transferKey, transferKey))
        )[0]?.status;

      // Younger than a minute, it may still be waiting on its own vendor call: left alone.
      await t.ctx.jobs.tick();
      expect(await statusOf()).toBe('pending');
      clock.advance(2 * 60_000);
      await t.ctx.jobs.tick();
      // The vendor never saw it: our side is taken back and the money is home.
      expect(await statusOf()).toBe('reversed');
      expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(5_000);
    } finally {
      await vendor.close();
    }
  });
});

describe('bad input to the jobs API and settings', () => {
  it('refuses an unknown job, a malformed or future period, and runs nothing', async () => {
    const before = await countRuns('heartbeat');
    const job = heartbeatDef();
    const [current] = duePeriods(job.schedule, 'UTC', clock.now(), 1);
    const future = nextPeriod(job.schedule, 'UTC', current!)!;
    const cases = [
      [{ job: 'no-such-job', period: current!.key }, 404, 'JOB_NOT_FOUND'],
      [{ job: 'heartbeat', period: future.key }, 409, 'JOB_PERIOD_NOT_DUE'],
      [{ job: 'heartbeat', period: '2026-02-30T00:00:00' }, 400, 'JOB_PERIOD_INVALID'],
      [{ job: 'heartbeat', period: '2026-01-01T00:00:05' }, 400, 'JOB_PERIOD_INVALID'],
      [{ job: 'heartbeat', period: 'yesterday' }, 400, 'VALIDATION_ERROR'],
      [{ job: 'Heartbeat!', period: current!.key }, 400, 'VALIDATION_ERROR'],
    ] as const;
    for (const [body, status, code] of cases) {
      const response = await api('POST', ADMIN_PATHS.jobRerun, body);
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await api('POST', `${ADMIN_PATHS.jobs}/pause`, { job: 'no-such-job' })).statusCode).toBe(404);
    expect(await countRuns('heartbeat')).toBe(before);
    expect(await runOf('heartbeat', future.key)).toBeUndefined();
  });

  it('lets only operators with jobs.manage see or touch jobs', async () => {
    const finance = await operatorToken(t, 'jobsfinance', 'finance');
    expect((await api('GET', ADMIN_PATHS.jobs, undefined, finance)).statusCode).toBe(403);
    expect((await api('POST', `${ADMIN_PATHS.jobs}/pause`, { job: 'heartbeat' }, finance)).statusCode).toBe(
      403,
    );
    const listed = await api('GET', ADMIN_PATHS.jobs);
    expect(listed.json().value.list.map((job: { name: string }) => job.name)).toEqual([
      'vendor-transfer-reconciliation',
      'withdrawal-receipt-sweep',
      'member-daily-turnover',
      'agent-settlement-realtime',
      'agent-settlement-hourly',
      'agent-settlement-daily',
      'agent-settlement-weekly',
      'agent-settlement-semimonthly',
      'agent-settlement-monthly',
      'team-figures-fold',
      'risk-scan',
      'kyc-document-retention',
      'lottery-draws',
      'job-runs-retention',
      'heartbeat',
    ]);
  });

  it('stops at start-up on an unknown job or a malformed schedule in JOB_SCHEDULES, naming both', () => {
    const load = (value: string) => () => loadConfig({ NODE_ENV: 'test', JOB_SCHEDULES: value });
    expect(load('nightly-report=0 0 * * *')).toThrow(ConfigError);
    expect(load('nightly-report=0 0 * * *')).toThrow(/JOB_SCHEDULES.*nightly-report/);
    expect(load('heartbeat=61 * * * *')).toThrow(/JOB_SCHEDULES.*heartbeat/);
    expect(load('member-daily-turnover')).toThrow(/JOB_SCHEDULES/);
    const config = loadConfig({
      NODE_ENV: 'test',
      JOB_SCHEDULES: 'heartbeat=every 2s; member-daily-turnover=0 4 * * *',
    });
    expect(config.JOB_SCHEDULES.heartbeat).toMatchObject({ kind: 'every', everyMs: 2000 });
    expect(config.JOB_SCHEDULES['member-daily-turnover']).toMatchObject({ kind: 'cron', daily: true });
  });
});
