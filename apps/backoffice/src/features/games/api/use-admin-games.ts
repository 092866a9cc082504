import type { AdminGameList, AdminGameListQuerySchema } from '@platform/contract/games';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type GameQuery = z.input<typeof AdminGameListQuerySchema>;
export const GAMES_KEY = ['admin-games'] as const;

export function fetchGames(query: GameQuery) {
  return apiRequest<AdminGameList>(ADMIN_PATHS.games, { query });
}

/** A page of the catalogue with this merchant's hidden flag, searched on the server. */
export function useAdminGames(query: GameQuery) {
  return useQuery({
    queryKey: [...GAMES_KEY, query],
    queryFn: () => fetchGames(query),
    placeholderData: keepPreviousData,
  });
}
