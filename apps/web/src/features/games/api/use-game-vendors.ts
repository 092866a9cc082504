import type { GameCategory, GameVendors, VendorGame } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { readItem, SESSION_KEYS, writeItem } from '../../../lib/storage.ts';

type Lanes = GameVendors['data']['lanes'];
type VendorCache = Record<string, Lanes>;

function readCache(): VendorCache {
  try {
    return JSON.parse(readItem('session', SESSION_KEYS.gameVendor) ?? '{}') as VendorCache;
  } catch {
    // Written by another version of the site: asked again.
    return {};
  }
}

/**
 * Spec §7 game vendors (platform html5-desktop): the lanes, one per category, kept in the session
 * (spec §3 gameVendor) per language, since the vendor names are translated.
 */
export function useGameVendorLanes() {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.gameVendors, language],
    queryFn: async ({ signal }) => {
      const cached = readCache()[language];
      if (cached) return cached;
      const value = await apiGet<GameVendors>(
        API_PATHS.gameVendors,
        { language, clientType: 3, platform: 'html5-desktop' },
        signal,
      );
      writeItem(
        'session',
        SESSION_KEYS.gameVendor,
        JSON.stringify({ ...readCache(), [language]: value.data.lanes }),
      );
      return value.data.lanes;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The vendors of one category's lane; none while loading or when the category has no lane. */
export function useCategoryVendors(category: GameCategory): readonly VendorGame[] {
  const lanes = useGameVendorLanes().data;
  return lanes?.find((lane) => lane.gameType === category)?.vendors ?? [];
}
