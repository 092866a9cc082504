import { API_PATHS } from '@platform/contract/paths';
import type { WalletBalance } from '@platform/contract/wallet';
import type { CreateWithdrawalInput, CreateWithdrawalResult } from '@platform/contract/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WALLET_BALANCE_KEY } from '../../wallet/index.ts';
import { WITHDRAWAL_LIMITS_KEY, WITHDRAWALS_KEY } from './keys.ts';

/** Requests a withdrawal; the money is held at once, so the header balance drops with the answer. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.withdrawals, 'create'],
    mutationFn: (input: CreateWithdrawalInput) =>
      apiRequest<CreateWithdrawalResult>(API_PATHS.withdrawals, { method: 'POST', body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData<WalletBalance>(WALLET_BALANCE_KEY, (shown) =>
        shown?.wallet === 'cash' ? { ...shown, balance: result.balance } : shown,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
        queryClient.invalidateQueries({ queryKey: WITHDRAWAL_LIMITS_KEY }),
      ]);
    },
  });
}
