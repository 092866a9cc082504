import { createTheme, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';

const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'sm' });
const colorSchemeManager = localStorageColorSchemeManager({ key: 'backoffice.theme' });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (403, 404, 400) will not change by asking again; a network blip may.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
