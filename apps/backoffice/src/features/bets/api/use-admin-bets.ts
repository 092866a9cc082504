import type { AdminBetList, AdminBetListQuerySchema } from '@platform/contract/bets-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type BetQuery = z.input<typeof AdminBetListQuerySchema>;

export function fetchBets(query: BetQuery) {
  return apiRequest<AdminBetList>(ADMIN_PATHS.bets, { query });
}

export function useAdminBets(query: BetQuery) {
  return useQuery({
    queryKey: ['admin-bets', query],
    queryFn: () => fetchBets(query),
    placeholderData: keepPreviousData,
  });
}
