import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AdminWithdrawal, AdminWithdrawalListQuerySchema } from '@platform/contract/withdrawals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type WithdrawalPage = { list: AdminWithdrawal[]; total: number; totalPages: number };
export type WithdrawalAction = 'approve' | 'reject' | 'paid' | 'force-receipt' | 'refund';
export type WithdrawalQuery = z.input<typeof AdminWithdrawalListQuerySchema>;
const KEY = 'admin-withdrawals';

export function fetchWithdrawals(query: WithdrawalQuery) {
  return apiRequest<WithdrawalPage>(ADMIN_PATHS.withdrawals, { query });
}

export function useAdminWithdrawals(query: WithdrawalQuery) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: () => fetchWithdrawals(query),
    placeholderData: keepPreviousData,
  });
}

/** One step of a withdrawal's review: each moves money through the ledger once, audited. */
export function useWithdrawalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: WithdrawalAction; note?: string | undefined }) =>
      apiRequest<AdminWithdrawal>(`${ADMIN_PATHS.withdrawals}/${input.id}/${input.action}`, {
        method: 'POST',
        body: { note: input.note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
