import type { ConsoleRoute } from '../../app/console-route.ts';
import { AgentTreePage } from './agent-tree-page.tsx';

export const agentRoutes: ConsoleRoute[] = [
  {
    path: 'agents',
    permission: 'members.read',
    element: <AgentTreePage />,
    nav: { label: 'agents.title', order: 25 },
  },
];
