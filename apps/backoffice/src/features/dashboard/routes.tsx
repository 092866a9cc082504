import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ConsoleRoute } from '../../app/console-route.ts';

// The charts are most of the console's weight: only the dashboard loads them.
const DashboardPage = lazy(async () => ({ default: (await import('./dashboard-page.tsx')).DashboardPage }));

export const dashboardRoutes: ConsoleRoute[] = [
  {
    path: 'dashboard',
    permission: 'reports.read',
    element: (
      <Suspense fallback={<Loader />}>
        <DashboardPage />
      </Suspense>
    ),
    nav: { label: 'nav.dashboard', order: 10 },
  },
];
