import { AGENT_CONTRACT_PATHS, type ContractKind, type Income } from '@platform/contract/agent-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const INCOME_PAGE_SIZE = 20;

export interface IncomeAsk {
  kind?: ContractKind | undefined;
  pageNo: number;
}

/** My income: every settlement of my contracts, newest first, and all that was paid. */
export function useIncome({ kind, pageNo }: IncomeAsk) {
  const query = { kind, pageNo, pageSize: INCOME_PAGE_SIZE };
  return useQuery({
    queryKey: [AGENT_CONTRACT_PATHS.income, query],
    queryFn: ({ signal }) => apiGet<Income>(AGENT_CONTRACT_PATHS.income, query, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
