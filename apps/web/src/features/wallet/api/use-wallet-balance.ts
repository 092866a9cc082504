import { API_PATHS } from '@platform/contract/paths';
import type { WalletBalance } from '@platform/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

export const WALLET_BALANCE_KEY = [API_PATHS.walletBalance] as const;

/**
 * The header balance (spec §2). The socket keeps it current, so it is not refetched on focus;
 * the refresh button and a (re)connected socket ask again.
 */
export function useWalletBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: WALLET_BALANCE_KEY,
    queryFn: ({ signal }) => apiGet<WalletBalance>(API_PATHS.walletBalance, undefined, signal),
    enabled: loggedIn,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    meta: { private: true },
  });
}
