import type { GameCategory, RecentGames } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** Spec §7 recent games (value.list, totalPages), newest first; members only. */
export function useRecentGames(
  query: { page: number; pageSize: number; gameType?: GameCategory; vassalage?: string },
  options: { enabled?: boolean } = {},
) {
  const language = useLanguage();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [API_PATHS.recentGames, language, query],
    queryFn: ({ signal }) =>
      apiGet<RecentGames>(API_PATHS.recentGames, { ...query, language, clientType: 3 }, signal),
    enabled: loggedIn && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
