import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SystemGate } from '../features/system/index.ts';
import { AppProviders } from './providers.tsx';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

/** Providers, then the system gate, then the routes. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <SystemGate>
        <RouterProvider router={router} />
      </SystemGate>
    </AppProviders>
  );
}
