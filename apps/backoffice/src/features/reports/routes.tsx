import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ConsoleRoute } from '../../app/console-route.ts';
import { AgentReportPage } from './agent-report-page.tsx';
import { VendorsPage } from './vendors-page.tsx';

// The chart is most of the weight: only the daily P&L loads it.
const DailyPnlPage = lazy(async () => ({ default: (await import('./daily-pnl-page.tsx')).DailyPnlPage }));

export const reportRoutes: ConsoleRoute[] = [
  {
    path: 'reports/daily',
    permission: 'reports.read',
    element: (
      <Suspense fallback={<Loader />}>
        <DailyPnlPage />
      </Suspense>
    ),
    nav: { label: 'reports.nav.daily', group: 'reports', order: 10 },
  },
  {
    path: 'reports/vendors',
    permission: 'reports.read',
    element: <VendorsPage />,
    nav: { label: 'reports.nav.vendors', group: 'reports', order: 20 },
  },
  {
    path: 'reports/agents',
    permission: 'reports.read',
    element: <AgentReportPage />,
    nav: { label: 'reports.nav.agents', group: 'reports', order: 30 },
  },
];
