import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AdminDeposit, AdminDepositListQuerySchema } from '@platform/contract/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type DepositPage = { list: AdminDeposit[]; total: number; totalPages: number };
/** The list's query as sent: a status filter is one status or several, comma-separated. */
export type DepositQuery = z.input<typeof AdminDepositListQuerySchema>;
const KEY = 'admin-deposits';

export function fetchDeposits(query: DepositQuery) {
  return apiRequest<DepositPage>(ADMIN_PATHS.deposits, { query });
}

export function useAdminDeposits(query: DepositQuery) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: () => fetchDeposits(query),
    placeholderData: keepPreviousData,
  });
}

/** Confirm (credits the member once) or reject a pending manual deposit. */
export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'confirm' | 'reject'; note?: string | undefined }) =>
      apiRequest<AdminDeposit>(`${ADMIN_PATHS.deposits}/${input.id}/${input.decision}`, {
        method: 'POST',
        body: { note: input.note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
