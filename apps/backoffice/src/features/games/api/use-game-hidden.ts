import type { GameHiddenChange } from '@platform/contract/games';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { GAMES_KEY } from './use-admin-games.ts';

/** Takes one game off this merchant's site, or puts it back (games.write, audited). */
export function useGameHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, hidden }: { nodeId: number; hidden: boolean }) =>
      apiRequest<GameHiddenChange>(`${ADMIN_PATHS.hiddenGames}/${nodeId}`, {
        method: hidden ? 'PUT' : 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}
