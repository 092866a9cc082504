import type { ConsoleRoute } from '../../app/console-route.ts';
import { AgentContractsPage } from './agent-contracts-page.tsx';

export const agentContractRoutes: ConsoleRoute[] = [
  {
    path: 'agent-contracts',
    permission: 'members.read',
    element: <AgentContractsPage />,
    nav: { label: 'agentContracts.title', order: 26 },
  },
];
