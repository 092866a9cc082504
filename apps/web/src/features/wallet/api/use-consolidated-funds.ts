import { API_PATHS } from '@platform/contract/paths';
import type { ConsolidatedFunds, MerchantWallet } from '@platform/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Everything the member holds (spec §7); the socket listener invalidates it when money moves. */
export function useConsolidatedFunds() {
  return useQuery({
    queryKey: [API_PATHS.consolidatedFunds],
    queryFn: ({ signal }) => apiGet<ConsolidatedFunds>(API_PATHS.consolidatedFunds, undefined, signal),
    meta: { private: true },
  });
}

/** Whether every game plays from the main wallet (spec §7 isSingle); rarely changes. */
export function useMerchantWallet() {
  return useQuery({
    queryKey: [API_PATHS.merchantWallet],
    queryFn: ({ signal }) => apiGet<MerchantWallet>(API_PATHS.merchantWallet, undefined, signal),
    staleTime: 10 * 60_000,
    meta: { private: true },
  });
}
