import type { ConsoleRoute } from '../../app/console-route.ts';
import { FreeRoundsPage } from './free-rounds-page.tsx';

export const freeRoundRoutes: ConsoleRoute[] = [
  {
    path: 'games/free-rounds',
    permission: 'finance.adjust',
    element: <FreeRoundsPage />,
    nav: { label: 'freeRounds.title', group: 'games', order: 55 },
  },
];
