import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

export const FAVOURITE_IDS_KEY = [API_PATHS.favouriteIds] as const;

/** The node ids of the member's favourites (the hearts on every card); empty for visitors. */
export function useFavouriteIds() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: FAVOURITE_IDS_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ list: number[] }>(API_PATHS.favouriteIds, undefined, signal).then((v) => v.list),
    enabled: loggedIn,
    meta: { private: true },
  });
}
