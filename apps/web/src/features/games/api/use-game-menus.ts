import type { GameMenuEntry } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §2 game menu: HOME, categories with a vendor (with their vendors and sub-types), PROMO, FAV. */
export function useGameMenus() {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.gameMenus, language],
    queryFn: ({ signal }) =>
      apiGet<{ list: GameMenuEntry[] }>(
        API_PATHS.gameMenus,
        { language, clientType: 3, platform: 'W' },
        signal,
      ).then((value) => value.list),
    staleTime: 5 * 60_000,
  });
}
