import type { ConsoleRoute } from '../../app/console-route.ts';
import { AccountChangesPage } from './account-changes-page.tsx';
import { ChannelsPage } from './channels-page.tsx';
import { DepositsPage } from './deposits-page.tsx';
import { WithdrawalLimitsPage } from './withdrawal-limits-page.tsx';
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
  {
    path: 'payment-channels',
    permission: 'settings.write',
    element: <ChannelsPage />,
    nav: { label: 'finance.nav.channels', group: 'finance', order: 40 },
  },
  {
    path: 'account-changes',
    permission: 'settings.write',
    element: <AccountChangesPage />,
    nav: { label: 'finance.nav.accountChanges', group: 'finance', order: 45 },
  },
  {
    path: 'withdrawal-limits',
    permission: 'settings.write',
    element: <WithdrawalLimitsPage />,
    nav: { label: 'finance.nav.withdrawalLimits', group: 'finance', order: 50 },
  },
];
