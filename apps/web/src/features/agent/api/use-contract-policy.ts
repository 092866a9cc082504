import { AGENT_CONTRACT_PATHS, type ContractPolicy } from '@platform/contract/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { saveContractPolicy } from '../../../lib/session.ts';

export const CONTRACT_POLICY_KEY = [AGENT_CONTRACT_PATHS.policy] as const;

/** AGENTPOLICY3; every load refreshes the spec's session keys enableContract and enableSalary. */
async function fetchContractPolicy(signal?: AbortSignal): Promise<ContractPolicy> {
  const policy = await apiGet<ContractPolicy>(AGENT_CONTRACT_PATHS.policy, undefined, signal);
  saveContractPolicy(policy);
  return policy;
}

/**
 * What the merchant has switched on (contracts, salaries) and how many contract requests wait for
 * the member's answer. Until it is known, contracts count as switched off: nothing is shown.
 */
export function useContractPolicy({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CONTRACT_POLICY_KEY,
    queryFn: ({ signal }) => fetchContractPolicy(signal),
    enabled,
    meta: { private: true },
  });
}
