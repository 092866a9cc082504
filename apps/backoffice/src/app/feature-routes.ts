import { auditRoutes } from '../features/audit/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { financeRoutes } from '../features/finance/routes.tsx';
import { playerRoutes } from '../features/players/routes.tsx';
import type { ConsoleRoute } from './console-route.ts';

/** Every screen of the console; each feature declares its own. */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  ...dashboardRoutes,
  ...playerRoutes,
  ...financeRoutes,
  ...auditRoutes,
];
