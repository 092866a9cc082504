import type { GameAnnouncement } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §7 game announcements: vendors in maintenance now or within the week, in the reader's language. */
export function useGameAnnouncements() {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.gameAnnouncements, language],
    queryFn: ({ signal }) =>
      apiGet<{ list: GameAnnouncement[] }>(API_PATHS.gameAnnouncements, { language }, signal).then(
        (value) => value.list,
      ),
    staleTime: 5 * 60_000,
  });
}
