import type { ConsoleRoute } from '../../app/console-route.ts';
import { CataloguePage } from './catalogue-page.tsx';
import { ImportPage } from './import-page.tsx';
import { IntegrationsPage } from './integrations-page.tsx';
import { LimitsPage } from './limits-page.tsx';
import { RoundsPage } from './rounds-page.tsx';
import { VendorsPage } from './vendors-page.tsx';

export const gameRoutes: ConsoleRoute[] = [
  {
    path: 'games/vendors',
    permission: 'games.write',
    element: <VendorsPage />,
    nav: { label: 'games.nav.vendors', group: 'games', order: 10 },
  },
  {
    path: 'games/catalogue',
    permission: 'games.write',
    element: <CataloguePage />,
    nav: { label: 'games.nav.catalogue', group: 'games', order: 20 },
  },
  {
    path: 'games/import',
    permission: 'games.write',
    element: <ImportPage />,
    nav: { label: 'games.nav.import', group: 'games', order: 30 },
  },
  {
    path: 'games/limits',
    permission: 'games.write',
    element: <LimitsPage />,
    nav: { label: 'games.nav.limits', group: 'games', order: 40 },
  },
  {
    path: 'games/integrations',
    permission: 'vendors.integrate',
    element: <IntegrationsPage />,
    nav: { label: 'games.nav.integrations', group: 'games', order: 60 },
  },
  {
    path: 'games/rounds',
    permission: 'members.read',
    element: <RoundsPage />,
    nav: { label: 'games.nav.rounds', group: 'games', order: 50 },
  },
];
