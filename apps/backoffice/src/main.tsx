import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { initI18n } from './lib/i18n.ts';

await initI18n();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
