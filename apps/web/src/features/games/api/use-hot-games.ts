import type { Game, GameCategory } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { readItem, SESSION_KEYS, writeItem } from '../../../lib/storage.ts';

type HotCache = Record<string, Game[]>;

function readCache(): HotCache {
  try {
    return JSON.parse(readItem('session', SESSION_KEYS.hotGames) ?? '{}') as HotCache;
  } catch {
    return {};
  }
}

/**
 * Spec §7 hot games, kept in the session (spec §3 HOT_GAMES) per language, category and vendor:
 * the home page and lobbies ask for them often and they change rarely.
 */
export function useHotGames(filter: { gameType?: GameCategory; vassalage?: string } = {}) {
  const language = useLanguage();
  const key = `${language}:${filter.gameType ?? ''}:${filter.vassalage ?? ''}`;
  return useQuery({
    queryKey: [API_PATHS.hotGames, key],
    queryFn: async ({ signal }) => {
      const cached = readCache()[key];
      if (cached) return cached;
      const value = await apiGet<{ list: Game[] }>(
        API_PATHS.hotGames,
        { ...filter, language, isPlatform: 'true', platform: 'W' },
        signal,
      );
      writeItem('session', SESSION_KEYS.hotGames, JSON.stringify({ ...readCache(), [key]: value.list }));
      return value.list;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
