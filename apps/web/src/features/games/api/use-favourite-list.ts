import type { FavouriteList, GameCategory } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** Spec §7 favourite list (content, pageNum, totalPages); the home page loads 999 at once. */
export function useFavouriteList(
  query: { pageNo: number; pageSize: number; gameType?: GameCategory; vassalage?: string },
  options: { enabled?: boolean } = {},
) {
  const language = useLanguage();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [API_PATHS.favourites, language, query],
    queryFn: ({ signal }) =>
      apiGet<FavouriteList>(
        API_PATHS.favourites,
        { ...query, language, clientType: 3, platform: 'W' },
        signal,
      ),
    enabled: loggedIn && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
