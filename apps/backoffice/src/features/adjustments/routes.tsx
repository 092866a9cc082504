import type { ConsoleRoute } from '../../app/console-route.ts';
import { ApprovalsPage } from './approvals-page.tsx';

export const adjustmentRoutes: ConsoleRoute[] = [
  {
    path: 'approvals',
    permission: 'finance.adjust',
    element: <ApprovalsPage />,
    nav: { label: 'adjustments.nav.approvals', group: 'finance', order: 30 },
  },
];
