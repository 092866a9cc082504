import { z } from 'zod';
import { pagingFields, statusFilter } from './list-query.ts';
import { text } from './text.ts';

/**
 * The operator API of scheduled jobs (jobs.manage): each job's runs, keyed by period, with their
 * status, duration and error; re-running one period; pausing and resuming a job. Merchant jobs
 * run once per merchant per period in the merchant's time zone; cluster jobs once per period.
 */

export const JOB_SCOPES = ['cluster', 'merchant'] as const;
export const JOB_RUN_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export const JobRunStatusSchema = z.enum(JOB_RUN_STATUSES);
export type JobRunStatus = z.infer<typeof JobRunStatusSchema>;

/** A job's name as the API takes it; an unknown name is answered JOB_NOT_FOUND. */
const JobNameSchema = text()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/);
/** `YYYY-MM-DD` (daily jobs) or the local start `YYYY-MM-DDTHH:mm:ss`, `±HH:MM` when the hour repeats. */
const PeriodKeySchema = text().trim().min(10).max(32);

export const JobRunSchema = z.object({
  id: z.number().int(),
  job: text(),
  /** Null for a cluster-wide job. */
  merchantId: z.number().int().nullable(),
  period: text(),
  periodStart: text(),
  periodEnd: text(),
  status: JobRunStatusSchema,
  attempts: z.number().int(),
  /** Pending after a failed attempt: when the next attempt may start. */
  nextAttemptAt: text().nullable(),
  /** The node that ran (or runs) the last attempt. */
  nodeId: text().nullable(),
  startedAt: text().nullable(),
  finishedAt: text().nullable(),
  durationMs: z.number().int().nullable(),
  error: text().nullable(),
  reruns: z.number().int(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

export const JobSchema = z.object({
  name: text(),
  scope: z.enum(JOB_SCOPES),
  /** Cron expression (read in the merchant's time zone) or `every <n>s|m|h`. */
  schedule: text(),
  /** The zone merchant periods are cut in, for the caller's merchant; UTC for cluster jobs. */
  timeZone: text(),
  paused: z.boolean(),
  lastRun: JobRunSchema.nullable(),
  /** Runs that gave up after their last attempt. */
  failedRuns: z.number().int(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListSchema = z.object({ list: z.array(JobSchema) });

export const JobRunListQuerySchema = z.strictObject({
  ...pagingFields,
  job: JobNameSchema.optional(),
  status: statusFilter(JobRunStatusSchema, 64).optional(),
  period: PeriodKeySchema.optional(),
});
export type JobRunListQuery = z.infer<typeof JobRunListQuerySchema>;

export const JobRunListSchema = z.object({
  list: z.array(JobRunSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const JobRerunSchema = z.strictObject({ job: JobNameSchema, period: PeriodKeySchema });
export type JobRerunInput = z.infer<typeof JobRerunSchema>;

export const JobNameBodySchema = z.strictObject({ job: JobNameSchema });
export type JobNameBody = z.infer<typeof JobNameBodySchema>;

/** True for a zone name the runtime's Intl data knows (`Asia/Kuala_Lumpur`, `UTC`). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    // RangeError is how Intl says it does not know the zone.
    return false;
  }
}

/** The merchant's time zone: its days, and so its daily jobs and turnover, start at its midnight. */
export const MerchantTimeZoneSchema = z.strictObject({
  timeZone: text()
    .trim()
    .min(1)
    .max(64)
    .refine(isKnownTimeZone, 'Unknown time zone: use an IANA name such as Asia/Kuala_Lumpur'),
});
export type MerchantTimeZone = z.infer<typeof MerchantTimeZoneSchema>;
