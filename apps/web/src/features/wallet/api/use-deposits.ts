import { API_PATHS } from '@platform/contract/paths';
import type { CreateDepositInput, CreateDepositResult, Deposit } from '@platform/contract/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export const DEPOSITS_KEY = [API_PATHS.deposits] as const;
const RECENT_SIZE = 10;

/** The member's latest deposits with their status; the socket listener refreshes them. */
export function useRecentDeposits() {
  return useQuery({
    queryKey: [...DEPOSITS_KEY, { pageSize: RECENT_SIZE }],
    queryFn: ({ signal }) =>
      apiGet<{ list: Deposit[]; total: number }>(API_PATHS.deposits, { pageSize: RECENT_SIZE }, signal),
    meta: { private: true },
  });
}

/** Creates a deposit; the caller's idempotency key makes a retried submit answer the first one. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DEPOSITS_KEY,
    mutationFn: (input: CreateDepositInput) =>
      apiRequest<CreateDepositResult>(API_PATHS.deposits, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
}
