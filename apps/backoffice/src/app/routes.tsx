import { Alert, Center, Loader } from '@mantine/core';
import type { OperatorPermission } from '@platform/contract/operators';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { useCan, useMe, useToken } from '../features/auth/api/use-me.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { DepositsPage } from '../features/finance/deposits-page.tsx';
import { WithdrawalsPage } from '../features/finance/withdrawals-page.tsx';
import { PlayerPage } from '../features/players/player-page.tsx';
import { PlayersPage } from '../features/players/players-page.tsx';
import { NAV_ENTRIES } from './navigation.ts';
import { Shell } from './shell.tsx';

// The charts are most of the console's weight: only the dashboard loads them.
const DashboardPage = lazy(async () => ({
  default: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
}));

/** A screen for operators with the permission; others see why, and the server would refuse them anyway. */
function Allowed({ permission, children }: { permission: OperatorPermission; children: ReactNode }) {
  const { t } = useTranslation();
  const can = useCan();
  return can(permission) ? children : <Alert color="red">{t('errors.FORBIDDEN')}</Alert>;
}

/** The first screen the operator may use. */
function Home() {
  const can = useCan();
  const first = NAV_ENTRIES.find((entry) => can(entry.permission));
  return first ? <Navigate to={first.path} replace /> : null;
}

/** Signed out: the login page at every address; signed in: the console. */
function Gate() {
  const token = useToken();
  const me = useMe();
  if (!token) return <LoginPage />;
  if (me.isLoading) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  return <Shell />;
}

const router = createBrowserRouter(
  [
    {
      element: <Gate />,
      children: [
        { index: true, element: <Home /> },
        {
          path: 'dashboard',
          element: (
            <Allowed permission="reports.read">
              <Suspense fallback={<Loader />}>
                <DashboardPage />
              </Suspense>
            </Allowed>
          ),
        },
        {
          path: 'players',
          element: (
            <Allowed permission="members.read">
              <PlayersPage />
            </Allowed>
          ),
        },
        {
          path: 'players/:id',
          element: (
            <Allowed permission="members.read">
              <PlayerPage />
            </Allowed>
          ),
        },
        {
          path: 'deposits',
          element: (
            <Allowed permission="finance.deposits">
              <DepositsPage />
            </Allowed>
          ),
        },
        {
          path: 'withdrawals',
          element: (
            <Allowed permission="finance.withdrawals">
              <WithdrawalsPage />
            </Allowed>
          ),
        },
        {
          path: 'audit',
          element: (
            <Allowed permission="audit.read">
              <AuditPage />
            </Allowed>
          ),
        },
        { path: '*', element: <Home /> },
      ],
    },
  ],
  { basename: '/backoffice' },
);

export function AppRoutes() {
  return <RouterProvider router={router} />;
}
