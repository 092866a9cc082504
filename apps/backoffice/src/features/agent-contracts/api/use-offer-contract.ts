import type { Contract } from '@platform/contract/agent-contracts';
import { type AdminOfferInput, AGENT_CONTRACT_ADMIN_PATHS } from '@platform/contract/agent-contracts-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AGENT_CONTRACTS_KEY } from './use-agent-contracts.ts';

/** Offers a top agent (no upline) a contract from the operator (members.write, audited). */
export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOfferInput) =>
      apiRequest<Contract>(AGENT_CONTRACT_ADMIN_PATHS.contracts, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AGENT_CONTRACTS_KEY] }),
  });
}
