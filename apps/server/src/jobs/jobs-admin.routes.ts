import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  JobListSchema,
  JobNameBodySchema,
  JobRerunSchema,
  JobRunListQuerySchema,
  JobRunListSchema,
  JobRunSchema,
  JobSchema,
} from '@platform/contract/jobs';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../app-context.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { auditActorOf, requireOperator } from '../modules/operators/operator-auth.ts';
import {
  type JobsAdminDeps,
  type JobsAdminFailure,
  type JobsAdminResult,
  listJobRuns,
  listJobs,
  rerunJobPeriod,
  setJobPaused,
} from './jobs-admin.service.ts';

const tags = ['operator jobs'];
const PERMISSION = 'jobs.manage';

const FAILURES: Record<JobsAdminFailure, string> = {
  JOB_NOT_FOUND: 'No such job',
  JOB_PERIOD_INVALID:
    'Not a period of this job: a daily job takes YYYY-MM-DD, others the local start YYYY-MM-DDTHH:mm:ss',
  JOB_PERIOD_NOT_DUE: 'This period has not ended yet',
  JOB_RUN_IN_PROGRESS: 'This period is running now; re-run it when it has finished',
};

function answer<T>(result: JobsAdminResult<T>) {
  if (!result.ok) throw new AppError(result.code, FAILURES[result.code]);
  return ok(result.value);
}

/** The operator API of scheduled jobs (jobs.manage): list, runs, re-run a period, pause, resume. */
export function registerJobAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: JobsAdminDeps = { db: ctx.database.db, now: ctx.system.now, jobs: ctx.jobs.jobs };

  app.get(
    ADMIN_PATHS.jobs,
    {
      schema: {
        tags,
        summary:
          "Every job: scope, schedule, paused, its latest run and failed runs (the merchant's and cluster-wide)",
        response: { 200: successEnvelopeSchema(JobListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok({ list: await listJobs(deps, caller.merchantId) });
    },
  );

  app.get(
    ADMIN_PATHS.jobRuns,
    {
      schema: {
        tags,
        summary: 'Runs of the merchant’s and the cluster-wide jobs, by job, status and period, newest first',
        querystring: JobRunListQuerySchema,
        response: { 200: successEnvelopeSchema(JobRunListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await listJobRuns(deps, caller.merchantId, request.query));
    },
  );

  app.post(
    ADMIN_PATHS.jobRerun,
    {
      schema: {
        tags,
        summary: 'Runs one ended period of a job again: its run becomes pending (audited)',
        body: JobRerunSchema,
        response: { 200: successEnvelopeSchema(JobRunSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return answer(await rerunJobPeriod(deps, auditActorOf(caller, request), request.body));
    },
  );

  for (const action of ['pause', 'resume'] as const)
    app.post(
      `${ADMIN_PATHS.jobs}/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'pause'
              ? 'Pauses a job: no run is created or started until resumed; cluster jobs for every merchant (audited)'
              : 'Resumes a paused job: missed periods within its catch-up window run (audited)',
          body: JobNameBodySchema,
          response: { 200: successEnvelopeSchema(JobSchema) },
        },
      },
      async (request) => {
        const caller = await requireOperator(ctx, request, PERMISSION);
        const actor = auditActorOf(caller, request);
        return answer(await setJobPaused(deps, actor, { job: request.body.job, paused: action === 'pause' }));
      },
    );
}
