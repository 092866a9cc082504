/** Every job this server defines; JOB_SCHEDULES may name only these. */
export const JOB_NAMES = [
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
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const isJobName = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name);
