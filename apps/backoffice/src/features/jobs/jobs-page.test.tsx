import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type SentRequest } from '../../test/render-console.tsx';
import { JobsPage } from './jobs-page.tsx';

const run = (job: string, period: string, status: string) => ({
  id: period.length,
  job,
  merchantId: 1,
  period,
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2026-01-02T00:00:00.000Z',
  status,
  attempts: 3,
  nextAttemptAt: null,
  nodeId: 'node-a',
  startedAt: '2026-01-02T00:00:01.000Z',
  finishedAt: '2026-01-02T00:00:02.000Z',
  durationMs: 1000,
  error: status === 'failed' ? 'the database went away' : null,
  reruns: 0,
});
const jobs = [
  {
    name: 'daily-turnover',
    scope: 'merchant',
    schedule: '5 0 * * *',
    timeZone: 'Asia/Yangon',
    paused: false,
    lastRun: run('daily-turnover', '2026-01-01', 'failed'),
    failedRuns: 1,
  },
];

function respond(request: SentRequest) {
  if (request.path === '/wps/admin/jobs') return { value: { list: jobs } };
  if (request.path === '/wps/admin/jobs/runs')
    return { value: { list: [run('daily-turnover', '2026-01-01', 'failed')], total: 1, totalPages: 1 } };
  if (request.method === 'POST')
    return { value: request.path.endsWith('rerun') ? jobs[0]?.lastRun : jobs[0] };
  return undefined;
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe('the jobs page', () => {
  it('pauses a job, re-runs a failed period, and narrows the runs to the job chosen', async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole(<JobsPage />, { permissions: ['jobs.manage'], respond });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)).toEqual([
      expect.objectContaining({ path: '/wps/admin/jobs/pause', body: { job: 'daily-turnover' } }),
      expect.objectContaining({
        path: '/wps/admin/jobs/rerun',
        body: { job: 'daily-turnover', period: '2026-01-01' },
      }),
    ]);
    expect(screen.getByText('the database went away')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'daily-turnover' }));
    await waitFor(() =>
      expect(
        sent.some(
          (request) =>
            request.path === '/wps/admin/jobs/runs' && request.query.get('job') === 'daily-turnover',
        ),
      ).toBe(true),
    );
  });
});
