import {
  AGENT_CONTRACT_ADMIN_PATHS,
  type ContractAdminSettings,
} from '@platform/contract/agent-contracts-admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const CONTRACT_SETTINGS_KEY = ['admin-agent-contract-settings'] as const;

/** The switches (contracts, salaries, held payouts) and the maximum rate per agent type and kind. */
export function useContractSettings() {
  return useQuery({
    queryKey: CONTRACT_SETTINGS_KEY,
    queryFn: () => apiRequest<ContractAdminSettings>(AGENT_CONTRACT_ADMIN_PATHS.settings),
  });
}
