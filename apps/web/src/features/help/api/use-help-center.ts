import type { HelpArticle } from '@platform/contract/content';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §7 help centre (lang, device WEB): help, agreement, terms, privacy, blog and news. */
export function useHelpCenter() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.helpCenter, { lang }],
    queryFn: ({ signal }) =>
      apiGet<{ list: HelpArticle[] }>(API_PATHS.helpCenter, { lang, device: 'WEB' }, signal),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });
}
