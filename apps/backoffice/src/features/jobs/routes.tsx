import type { ConsoleRoute } from '../../app/console-route.ts';
import { JobsPage } from './jobs-page.tsx';

export const jobRoutes: ConsoleRoute[] = [
  {
    path: 'settings/jobs',
    permission: 'jobs.manage',
    element: <JobsPage />,
    nav: { label: 'jobs.title', group: 'settings', order: 90 },
  },
];
