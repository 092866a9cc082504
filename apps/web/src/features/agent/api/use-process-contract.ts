import {
  AGENT_CONTRACT_PATHS,
  type Contract,
  type ProcessContractInput,
} from '@platform/contract/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshContractQueries } from './contract-queries.ts';

/**
 * Spec §7 process contract: accept or reject an offer or the other side's request to end a
 * contract, or ask to end one. The row shows the server's answer at once.
 */
export function useProcessContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [AGENT_CONTRACT_PATHS.process],
    mutationFn: (input: ProcessContractInput) =>
      apiRequest<Contract>(AGENT_CONTRACT_PATHS.process, { method: 'POST', body: input }),
    onSuccess: (contract) => refreshContractQueries(queryClient, contract),
  });
}
