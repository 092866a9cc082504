import type { PvpRooms } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §7 pvp rooms: the PVP tables with who sits there now, of one vendor when the lobby picked one. */
export function usePvpRooms(vassalage: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.pvpRooms, language, vassalage ?? ''],
    queryFn: ({ signal }) =>
      apiGet<PvpRooms>(API_PATHS.pvpRooms, { language, vassalage, clientType: 3, platform: 'W' }, signal),
    // Seats change as people play: asked again each minute while the page is open.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
