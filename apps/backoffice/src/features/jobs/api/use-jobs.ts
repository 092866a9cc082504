import type { Job, JobRun, JobRunListQuerySchema } from '@platform/contract/jobs';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type JobRunQuery = z.input<typeof JobRunListQuerySchema>;
const JOBS_KEY = 'admin-jobs';

export function useJobs() {
  return useQuery({
    queryKey: [JOBS_KEY, 'list'],
    queryFn: () => apiRequest<{ list: Job[] }>(ADMIN_PATHS.jobs).then((value) => value.list),
  });
}

export function useJobRuns(query: JobRunQuery) {
  return useQuery({
    queryKey: [JOBS_KEY, 'runs', query],
    queryFn: () => apiRequest<{ list: JobRun[]; total: number }>(ADMIN_PATHS.jobRuns, { query }),
    placeholderData: keepPreviousData,
  });
}

type JobAction = { kind: 'pause' | 'resume'; job: string } | { kind: 'rerun'; job: string; period: string };

function runJobAction(action: JobAction): Promise<unknown> {
  if (action.kind === 'rerun')
    return apiRequest<JobRun>(ADMIN_PATHS.jobRerun, {
      method: 'POST',
      body: { job: action.job, period: action.period },
    });
  return apiRequest<Job>(`${ADMIN_PATHS.jobs}/${action.kind}`, { method: 'POST', body: { job: action.job } });
}

/** Pause or resume a job, or run one ended period again (jobs.manage, audited); both lists refresh. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJobAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
  });
}
