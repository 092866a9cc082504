import type { VendorGame } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec §7 vendor game type: the categories one vendor has games in on this site. */
export function useVendorGameTypes(vassalage: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [API_PATHS.vendorGameType, language, vassalage],
    queryFn: ({ signal }) =>
      apiGet<{ list: VendorGame[] }>(API_PATHS.vendorGameType, { vassalage, language }, signal).then(
        (value) => value.list,
      ),
    staleTime: 5 * 60_000,
  });
}
