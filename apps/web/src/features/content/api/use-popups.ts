import type { Popup } from '@platform/contract/content';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import type { PopupAudience } from '../popup-session.ts';

/**
 * The announcement pop-ups the server picks for this session (spec §4: B anonymous, A logged in,
 * plus F on a first-time login), in the current language.
 */
export function usePopups(audience: PopupAudience) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.popups, { lang, ...audience }],
    queryFn: ({ signal }) => apiGet<{ list: Popup[] }>(API_PATHS.popups, { lang }, signal),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });
}
