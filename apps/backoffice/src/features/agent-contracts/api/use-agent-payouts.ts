import {
  type AdminPayoutList,
  type AdminPayoutListQuerySchema,
  AGENT_CONTRACT_ADMIN_PATHS,
} from '@platform/contract/agent-contracts-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AgentPayoutQuery = z.input<typeof AdminPayoutListQuerySchema>;
export type AgentPayoutFilter = Omit<AgentPayoutQuery, 'pageNo' | 'pageSize'>;
/** Every payout list's key starts with this, so a release refreshes them all. */
export const AGENT_PAYOUTS_KEY = 'admin-agent-payouts';

export function fetchAgentPayouts(query: AgentPayoutQuery) {
  return apiRequest<AdminPayoutList>(AGENT_CONTRACT_ADMIN_PATHS.payouts, { query });
}

/** Every settlement's payout, newest window first, with what the held ones would pay in all (reports.read). */
export function useAgentPayouts(query: AgentPayoutQuery) {
  return useQuery({
    queryKey: [AGENT_PAYOUTS_KEY, query],
    queryFn: () => fetchAgentPayouts(query),
    placeholderData: keepPreviousData,
  });
}
