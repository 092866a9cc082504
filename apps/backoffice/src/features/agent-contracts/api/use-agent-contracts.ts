import {
  type AdminContractList,
  type AdminContractListQuerySchema,
  AGENT_CONTRACT_ADMIN_PATHS,
} from '@platform/contract/agent-contracts-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AgentContractQuery = z.input<typeof AdminContractListQuerySchema>;
export type AgentContractFilter = Omit<AgentContractQuery, 'pageNo' | 'pageSize'>;
/** Every contract list's key starts with this, so an offer or an answer refreshes them all. */
export const AGENT_CONTRACTS_KEY = 'admin-agent-contracts';

export function fetchAgentContracts(query: AgentContractQuery) {
  return apiRequest<AdminContractList>(AGENT_CONTRACT_ADMIN_PATHS.contracts, { query });
}

/** Every contract of the merchant, by status, kind and holder. */
export function useAgentContracts(query: AgentContractQuery) {
  return useQuery({
    queryKey: [AGENT_CONTRACTS_KEY, query],
    queryFn: () => fetchAgentContracts(query),
    placeholderData: keepPreviousData,
  });
}
