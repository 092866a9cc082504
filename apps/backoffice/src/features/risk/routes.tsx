import type { ConsoleRoute } from '../../app/console-route.ts';
import { RiskQueuePage } from './risk-queue-page.tsx';
import { RiskSettingsPage } from './risk-settings-page.tsx';

export const riskRoutes: ConsoleRoute[] = [
  {
    path: 'risk',
    permission: 'risk.review',
    element: <RiskQueuePage />,
    nav: { label: 'risk.title', order: 35 },
  },
  {
    // Not under risk/: the menu marks the entry whose path the address starts with.
    path: 'risk-rules',
    permission: 'risk.review',
    element: <RiskSettingsPage />,
    nav: { label: 'risk.settings.title', group: 'settings', order: 70 },
  },
];
