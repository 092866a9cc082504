import type { Notice } from '@platform/contract/content';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** The home marquee's notices in the current language; the audience depends on the login state. */
export function useNotices() {
  const lang = useLanguage();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [API_PATHS.notices, { lang, loggedIn }],
    queryFn: ({ signal }) => apiGet<{ list: Notice[] }>(API_PATHS.notices, { lang }, signal),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });
}
