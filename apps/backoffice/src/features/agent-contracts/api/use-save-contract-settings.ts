import {
  AGENT_CONTRACT_ADMIN_PATHS,
  type ContractAdminSettings,
} from '@platform/contract/agent-contracts-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CONTRACT_SETTINGS_KEY } from './use-contract-settings.ts';

/** Saves the settings whole (settings.write, audited); the saved answer replaces the cached one. */
export function useSaveContractSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractAdminSettings) =>
      apiRequest<ContractAdminSettings>(AGENT_CONTRACT_ADMIN_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(CONTRACT_SETTINGS_KEY, saved),
  });
}
