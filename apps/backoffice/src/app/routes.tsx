import { Alert, Center, Loader } from '@mantine/core';
import type { OperatorPermission } from '@platform/contract/operators';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { useCan, useMe, useToken } from '../features/auth/api/use-me.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { CONSOLE_ROUTES } from './feature-routes.ts';
import { menuOf } from './menu.ts';
import { Shell } from './shell.tsx';

/** A screen for operators with the permission; others see why, and the server would refuse them anyway. */
function Allowed({ permission, children }: { permission: OperatorPermission; children: ReactNode }) {
  const { t } = useTranslation();
  const can = useCan();
  return can(permission) ? children : <Alert color="red">{t('errors.FORBIDDEN')}</Alert>;
}

/** The first screen of the menu the operator may use. */
function Home() {
  const can = useCan();
  const first = menuOf(CONSOLE_ROUTES, can).flatMap((entry) => ('items' in entry ? entry.items : [entry]))[0];
  return first ? <Navigate to={`/${first.path}`} replace /> : null;
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
        ...CONSOLE_ROUTES.map((route) => ({
          path: route.path,
          element: <Allowed permission={route.permission}>{route.element}</Allowed>,
        })),
        { path: '*', element: <Home /> },
      ],
    },
  ],
  { basename: '/backoffice' },
);

export function AppRoutes() {
  return <RouterProvider router={router} />;
}
