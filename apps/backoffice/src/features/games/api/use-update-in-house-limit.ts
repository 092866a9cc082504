import type { InHouseGame, InHouseLimit } from '@platform/contract/in-house';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIMITS_KEY } from './use-in-house-limits.ts';

/** Sets one in-house game's stake limits (games.write, audited). */
export function useUpdateInHouseLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, limit }: { game: InHouseGame; limit: InHouseLimit }) =>
      apiRequest<InHouseLimit>(`${ADMIN_PATHS.inHouseLimits}/${game}`, { method: 'PUT', body: limit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIMITS_KEY }),
  });
}
