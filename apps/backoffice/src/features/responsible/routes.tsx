import type { ConsoleRoute } from '../../app/console-route.ts';
import { ExclusionsPage } from './exclusions-page.tsx';

export const responsibleRoutes: ConsoleRoute[] = [
  {
    path: 'exclusions',
    permission: 'members.read',
    element: <ExclusionsPage />,
    // Beside Players: who may not play, and until when.
    nav: { label: 'responsible.title', order: 21 },
  },
];
