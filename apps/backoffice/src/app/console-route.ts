import type { OperatorPermission } from '@platform/contract/operators';
import type { ReactNode } from 'react';

/** Menu groups, in menu order; a route without a group stands alone. */
export const NAV_GROUPS = ['finance', 'games', 'content', 'settings', 'reports'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * One screen of the console, declared by its feature (features/<feature>/routes.tsx). A section
 * is listed only once its screens work: nothing is shown empty as if it worked.
 */
export interface ConsoleRoute {
  /** Under /backoffice, without the leading slash: `deposits`, `players/:id`. */
  path: string;
  /** Shown only to roles with it; the server refuses the rest with 403 anyway. */
  permission: OperatorPermission;
  element: ReactNode;
  /** Its menu entry (a word key); a route without one is reached from another screen. */
  nav?: { label: string; group?: NavGroup; order: number };
}
