import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Spec §7 affiliate check of the code in the page URL (?affiliateCode= or ?code=). */
export function useAffiliateCheck(code: string | null) {
  return useQuery({
    queryKey: [API_PATHS.affiliate, code],
    queryFn: ({ signal }) =>
      apiGet<{ valid: boolean; code: string }>(
        API_PATHS.affiliate,
        { code, domain: window.location.host },
        signal,
      ),
    enabled: code !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
