import type { ConsoleRoute } from '../../app/console-route.ts';
import { DepositsPage } from './deposits-page.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';

export const financeRoutes: ConsoleRoute[] = [
  {
    path: 'deposits',
    permission: 'finance.deposits',
    element: <DepositsPage />,
    nav: { label: 'nav.deposits', group: 'finance', order: 10 },
  },
  {
    path: 'withdrawals',
    permission: 'finance.withdrawals',
    element: <WithdrawalsPage />,
    nav: { label: 'nav.withdrawals', group: 'finance', order: 20 },
  },
];
