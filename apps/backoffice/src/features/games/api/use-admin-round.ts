import type { AdminInHouseRound } from '@platform/contract/in-house';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Any member's in-house round of this merchant, by its id (members.read); idle without an id. */
export function useAdminRound(roundId: string | null) {
  return useQuery({
    queryKey: ['admin-in-house-round', roundId],
    queryFn: () => apiRequest<AdminInHouseRound>(`${ADMIN_PATHS.inHouseRounds}/${roundId}`),
    enabled: roundId !== null,
  });
}
