import type { ConsoleRoute } from '../../app/console-route.ts';
import { StaffPage } from './staff-page.tsx';

export const staffRoutes: ConsoleRoute[] = [
  {
    path: 'settings/staff',
    permission: 'operators.manage',
    element: <StaffPage />,
    nav: { label: 'staff.title', group: 'settings', order: 80 },
  },
];
