import type { Language } from '@platform/contract/i18n';
import { API_PATHS } from '@platform/contract/paths';
import type { Banner } from '@platform/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';

export type BannerGroup = Banner['groupName'];

export function bannersQueryKey(groupName: BannerGroup, lang: Language) {
  return [API_PATHS.banners, { groupName, lang }] as const;
}

/** The banners of one group (spec §2 banner groups), in the current language. */
export function useBanners(groupName: BannerGroup) {
  const lang = useLanguage();
  return useQuery({
    queryKey: bannersQueryKey(groupName, lang),
    queryFn: ({ signal }) => apiGet<{ list: Banner[] }>(API_PATHS.banners, { groupName, lang }, signal),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });
}
