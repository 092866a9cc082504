import { API_PATHS } from '@platform/contract/paths';
import type { SiteConfig } from '@platform/contract/system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Brand, languages, categories, links and images the shell renders (spec §3 Configuration). */
export function useSiteConfig() {
  const lang = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.systemConfig, { lang }],
    queryFn: ({ signal }) => apiGet<SiteConfig>(API_PATHS.systemConfig, { lang }, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
