import type { ConsoleRoute } from '../../app/console-route.ts';
import { BetsPage } from './bets-page.tsx';

export const betRoutes: ConsoleRoute[] = [
  {
    path: 'bets',
    permission: 'members.read',
    element: <BetsPage />,
    nav: { label: 'bets.title', order: 30 },
  },
];
