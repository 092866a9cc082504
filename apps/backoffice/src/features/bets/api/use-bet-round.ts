import type { AdminBetRound } from '@platform/contract/bets-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One round's details with every wallet call of it (members.read). */
export function useBetRound(id: number) {
  return useQuery({
    queryKey: ['admin-bet-round', id],
    queryFn: () => apiRequest<AdminBetRound>(`${ADMIN_PATHS.bets}/${id}`),
  });
}
