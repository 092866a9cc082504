import type {
  FreeRoundGrant,
  FreeRoundListQuerySchema,
  GrantFreeRounds,
} from '@platform/contract/free-rounds';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type FreeRoundPage = { list: FreeRoundGrant[]; total: number; totalPages: number };
const KEY = 'admin-free-rounds';

export function useFreeRounds(query: z.input<typeof FreeRoundListQuerySchema>) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: () => apiRequest<FreeRoundPage>(ADMIN_PATHS.freeRounds, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Grants or cancels, then shows every list of grants afresh. */
export function useChangeFreeRounds() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  return {
    grant: useMutation({
      mutationFn: (body: GrantFreeRounds) =>
        apiRequest<FreeRoundGrant>(ADMIN_PATHS.freeRounds, { method: 'POST', body }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: number) =>
        apiRequest<FreeRoundGrant>(`${ADMIN_PATHS.freeRounds}/${id}/cancel`, { method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}
