import type { GameCategory, GameClassify, GameList } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

export interface GameListFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  pageNo: number;
  pageSize: number;
}

/** Spec §7 game list: one page of games (value.games, totalPages). */
export function useGameList(filter: GameListFilter, options: { enabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.gameList, language, filter],
    queryFn: ({ signal }) =>
      apiGet<GameList>(
        API_PATHS.gameList,
        { ...filter, language, clientType: 3, platform: 'html5-desktop' },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
}
