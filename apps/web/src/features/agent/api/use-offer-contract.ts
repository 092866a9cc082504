import {
  AGENT_CONTRACT_PATHS,
  type Contract,
  type OfferContractInput,
} from '@platform/contract/agent-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshContractQueries } from './contract-queries.ts';

/** Offers a contract to an agent of my direct downline; it waits for their answer. */
export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [AGENT_CONTRACT_PATHS.contracts, 'offer'],
    mutationFn: (input: OfferContractInput) =>
      apiRequest<Contract>(AGENT_CONTRACT_PATHS.contracts, { method: 'POST', body: input }),
    onSuccess: () => refreshContractQueries(queryClient),
  });
}
