import type { ConsoleRoute } from '../../app/console-route.ts';
import { AuditPage } from './audit-page.tsx';

export const auditRoutes: ConsoleRoute[] = [
  { path: 'audit', permission: 'audit.read', element: <AuditPage />, nav: { label: 'nav.audit', order: 90 } },
];
