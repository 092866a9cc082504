import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { SystemGate } from '../features/system/index.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** The router the routes run in: the browser's history on the site, a memory history in tests. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/** Providers, then the system gate, then the routes. */
export function App({ router: Router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <SystemGate>
        <Router>
          <AppRoutes />
        </Router>
      </SystemGate>
    </AppProviders>
  );
}
