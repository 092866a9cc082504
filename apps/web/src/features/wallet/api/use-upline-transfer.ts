import type { TransferResult, UplineTransferInput } from '@platform/contract/transfers';
import type { WalletBalance } from '@platform/contract/wallet';
import { TRANSFER_PATHS } from '@platform/contract/wallet-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WALLET_BALANCE_KEY } from './use-wallet-balance.ts';

/** Sends cash to the upline; the answer's balance goes straight into the header. */
export function useUplineTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [TRANSFER_PATHS.upline],
    mutationFn: (input: UplineTransferInput) =>
      apiRequest<TransferResult>(TRANSFER_PATHS.upline, { method: 'POST', body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData<WalletBalance>(WALLET_BALANCE_KEY, (shown) =>
        shown?.wallet === 'cash' ? { ...shown, balance: result.balance } : shown,
      );
    },
  });
}
