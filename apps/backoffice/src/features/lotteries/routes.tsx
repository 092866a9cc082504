import type { ConsoleRoute } from '../../app/console-route.ts';
import { LotteriesPage } from './lotteries-page.tsx';
import { LotteryDrawsPage } from './lottery-draws-page.tsx';

// Reading takes reports.read (the draws carry the site's money); editing, exposure and cancelling
// take games.write, and the screens show those actions only to roles that hold it.
export const lotteryRoutes: ConsoleRoute[] = [
  {
    path: 'games/lotteries',
    permission: 'reports.read',
    element: <LotteriesPage />,
    nav: { label: 'lotteries.nav', group: 'games', order: 45 },
  },
  {
    path: 'games/lotteries/:gameCode',
    permission: 'reports.read',
    element: <LotteryDrawsPage />,
  },
];
