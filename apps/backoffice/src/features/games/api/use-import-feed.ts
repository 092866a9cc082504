import type { GameFeed, GameImportResult } from '@platform/contract/games';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { GAMES_KEY } from './use-admin-games.ts';
import { VENDORS_KEY } from './use-admin-vendors.ts';

/** Imports one vendor's whole feed: upserts its games and disables those it no longer lists. */
export function useImportFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: GameFeed) =>
      apiRequest<GameImportResult>(ADMIN_PATHS.gamesImport, { method: 'POST', body: feed }),
    onSuccess: async () => {
      // A vendor's categories follow its games.
      await queryClient.invalidateQueries({ queryKey: VENDORS_KEY });
      await queryClient.invalidateQueries({ queryKey: GAMES_KEY });
    },
  });
}
