import type { LaunchGame, LaunchGameBody } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §7 /wps/game/launchGame: where the game runs (the seamless page's frame or a new window). */
export function useLaunchGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.launchGame],
    mutationFn: (body: LaunchGameBody) =>
      apiRequest<LaunchGame>(API_PATHS.launchGame, {
        method: 'POST',
        body: { ...body, platform: 'W', clientType: 3 },
      }),
    // The server counts a launch as played: RECENT on the home page and /recent follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_PATHS.recentGames] }),
  });
}
