import {
  AGENT_CONTRACT_PATHS,
  type ContractList,
  type ContractListQuery,
} from '@platform/contract/agent-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const CONTRACTS_PAGE_SIZE = 20;

/** Which contracts: those I offered (`given`), those offered to me (`received`), or both. */
export type ContractsAsk = Pick<ContractListQuery, 'side' | 'status'> & {
  pageNo: number;
  pageSize?: number;
};

/** Spec §4 contracts of the logged-in agent, newest first; the page shown stays while the next loads. */
export function useContracts(
  { side, status, pageNo, pageSize = CONTRACTS_PAGE_SIZE }: ContractsAsk,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = { side, status, pageNo, pageSize };
  return useQuery({
    queryKey: [AGENT_CONTRACT_PATHS.contracts, query],
    queryFn: ({ signal }) => apiGet<ContractList>(AGENT_CONTRACT_PATHS.contracts, query, signal),
    placeholderData: keepPreviousData,
    enabled,
    meta: { private: true },
  });
}
