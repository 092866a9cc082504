import { adjustmentRoutes } from '../features/adjustments/routes.tsx';
import { agentContractRoutes } from '../features/agent-contracts/routes.tsx';
import { agentRoutes } from '../features/agents/routes.tsx';
import { auditRoutes } from '../features/audit/routes.tsx';
import { betRoutes } from '../features/bets/routes.tsx';
import { chatRoutes } from '../features/chat/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { feedbackRoutes } from '../features/feedback/routes.tsx';
import { financeRoutes } from '../features/finance/routes.tsx';
import { freeRoundRoutes } from '../features/free-rounds/routes.tsx';
import { gameRoutes } from '../features/games/routes.tsx';
import { jobRoutes } from '../features/jobs/routes.tsx';
import { kycRoutes } from '../features/kyc/routes.tsx';
import { lotteryRoutes } from '../features/lotteries/routes.tsx';
import { messageRoutes } from '../features/messages/routes.tsx';
import { playerRoutes } from '../features/players/routes.tsx';
import { reportRoutes } from '../features/reports/routes.tsx';
import { responsibleRoutes } from '../features/responsible/routes.tsx';
import { riskRoutes } from '../features/risk/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { staffRoutes } from '../features/staff/routes.tsx';
import { supportRoutes } from '../features/support/routes.tsx';
import type { ConsoleRoute } from './console-route.ts';

/** Every screen of the console; each feature declares its own. */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  ...dashboardRoutes,
  ...playerRoutes,
  ...responsibleRoutes,
  ...agentRoutes,
  ...agentContractRoutes,
  ...betRoutes,
  ...financeRoutes,
  ...adjustmentRoutes,
  ...riskRoutes,
  ...gameRoutes,
  ...lotteryRoutes,
  ...freeRoundRoutes,
  ...kycRoutes,
  ...supportRoutes,
  ...feedbackRoutes,
  ...chatRoutes,
  ...messageRoutes,
  ...contentRoutes,
  ...settingsRoutes,
  ...reportRoutes,
  ...staffRoutes,
  ...jobRoutes,
  ...auditRoutes,
];
