import { HOME_ROW_PAGE_SIZE } from '@platform/contract/constants';
import type { Game } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §7 popular: this site's most played games of the week (topped up with hot ones), one row. */
export function usePopularGames() {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.popularGames, language],
    queryFn: ({ signal }) =>
      apiGet<{ list: Game[] }>(
        API_PATHS.popularGames,
        { language, limitNum: HOME_ROW_PAGE_SIZE, clientType: 3, platform: 'W' },
        signal,
      ).then((value) => value.list),
    staleTime: 5 * 60_000,
  });
}
