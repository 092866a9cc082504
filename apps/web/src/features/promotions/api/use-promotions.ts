import type { AnnouncementContent } from '@platform/contract/content';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/**
 * Spec §7 getAnnouncementContentV2 for the promotions page and the side menu: banners (B),
 * categories (PL) and promotions (PR) in one call. The key holds the language and the login state,
 * so both reload the promotions (spec §2).
 */
export function usePromotions() {
  const lang = useLanguage();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [API_PATHS.announcementContent, { types: 'B,PL,PR', lang, loggedIn }],
    queryFn: ({ signal }) =>
      apiGet<AnnouncementContent>(
        API_PATHS.announcementContent,
        { types: 'B,PL,PR', platform: 'W', lang },
        signal,
      ),
    staleTime: 60_000,
  });
}
