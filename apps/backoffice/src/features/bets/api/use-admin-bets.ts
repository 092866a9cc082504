import type {
  AdminBetCount,
  AdminBetFilterSchema,
  AdminBetList,
  AdminBetListQuerySchema,
} from '@platform/contract/bets-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type BetQuery = z.input<typeof AdminBetListQuerySchema>;
export type BetFilter = z.input<typeof AdminBetFilterSchema>;

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

/**
 * The filter's count, asked once per filter: its key holds no page, so turning pages reuses it
 * for a minute instead of counting up to 10,000 rounds again on every page.
 */
export function useBetCount(filter: BetFilter) {
  return useQuery({
    queryKey: ['admin-bet-count', filter],
    queryFn: () => apiRequest<AdminBetCount>(ADMIN_PATHS.betCount, { query: filter }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
