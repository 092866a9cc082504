import { AGENT_CONTRACT_PATHS, type Contract, type ContractList } from '@platform/contract/agent-contracts';
import type { QueryClient } from '@tanstack/react-query';

/** The queries an answer to a contract changes: the lists, the policy's count of requests, my income. */
const CHANGED_BY_A_CONTRACT = [
  AGENT_CONTRACT_PATHS.contracts,
  AGENT_CONTRACT_PATHS.policy,
  AGENT_CONTRACT_PATHS.income,
] as const;

/**
 * After an offer or an answer: the contract the server returned replaces its row in every list
 * shown at once, then every contract query asks again (counts, other pages, the modal).
 */
export function refreshContractQueries(queryClient: QueryClient, changed?: Contract): Promise<unknown> {
  if (changed)
    queryClient.setQueriesData<ContractList>({ queryKey: [AGENT_CONTRACT_PATHS.contracts] }, (shown) =>
      shown ? { ...shown, list: shown.list.map((row) => (row.id === changed.id ? changed : row)) } : shown,
    );
  return Promise.all(
    CHANGED_BY_A_CONTRACT.map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  );
}
