import type { Contract } from '@platform/contract/agent-contracts';
import {
  type AdminProcessContractInput,
  AGENT_CONTRACT_ADMIN_PATHS,
} from '@platform/contract/agent-contracts-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AGENT_CONTRACTS_KEY } from './use-agent-contracts.ts';

export type AdminContractAction = AdminProcessContractInput['action'];

/**
 * Answers or asks as the upline of an operator's contract (accept, reject, terminate), or ends any
 * active contract now (end); members.write, audited. Every contract list is read again after.
 */
export function useProcessContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProcessContractInput) =>
      apiRequest<Contract>(AGENT_CONTRACT_ADMIN_PATHS.process, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AGENT_CONTRACTS_KEY] }),
  });
}
