import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The declarative router: the route table has no loaders or actions, so the data router's
// machinery (about 16 KiB gzip) would be first-load weight for nothing.
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { initI18n } from './lib/i18n.ts';
import { initTheme } from './lib/theme.ts';

initTheme();
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <App router={BrowserRouter} queryClient={createQueryClient()} />
  </StrictMode>,
);
