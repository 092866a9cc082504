import type { ConsoleRoute } from '../../app/console-route.ts';
import { PlayerPage } from './player-page.tsx';
import { PlayersPage } from './players-page.tsx';

export const playerRoutes: ConsoleRoute[] = [
  {
    path: 'players',
    permission: 'members.read',
    element: <PlayersPage />,
    nav: { label: 'nav.players', order: 20 },
  },
  { path: 'players/:id', permission: 'members.read', element: <PlayerPage /> },
];
