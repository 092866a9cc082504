import { API_PATHS } from '@platform/contract/paths';
import type { ConfirmReceiptInput, Withdrawal } from '@platform/contract/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WITHDRAWALS_KEY } from './keys.ts';

/** The member's answer to "did the payout arrive?" (spec §4). */
export function useConfirmReceipt(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.withdrawals, orderNo, 'receipt'],
    mutationFn: (input: ConfirmReceiptInput) =>
      apiRequest<Withdrawal>(`${API_PATHS.withdrawals}/${orderNo}/receipt`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
  });
}
