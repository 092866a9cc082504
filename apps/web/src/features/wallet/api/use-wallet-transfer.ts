import { API_PATHS } from '@platform/contract/paths';
import type { WalletBalance, WalletTransferInput, WalletTransferResult } from '@platform/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WALLET_BALANCE_KEY } from './use-wallet-balance.ts';

/** Moves money between the main wallet and a game wallet; the header and the wallet page follow. */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.walletTransfer],
    mutationFn: (input: WalletTransferInput) =>
      apiRequest<WalletTransferResult>(API_PATHS.walletTransfer, { method: 'POST', body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData<WalletBalance>(WALLET_BALANCE_KEY, (shown) =>
        shown?.wallet === 'cash' ? { ...shown, balance: result.mainBalance } : shown,
      );
      void queryClient.invalidateQueries({ queryKey: [API_PATHS.consolidatedFunds] });
    },
  });
}
