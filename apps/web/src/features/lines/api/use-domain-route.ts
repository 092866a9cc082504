import { API_PATHS } from '@platform/contract/paths';
import type { DomainRoute } from '@platform/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The site's main domain and the operator's lines (spec §3 domain route). */
export function useDomainRoute() {
  return useQuery({
    queryKey: [API_PATHS.domainRoute],
    queryFn: ({ signal }) => apiGet<DomainRoute>(API_PATHS.domainRoute, undefined, signal),
    staleTime: 5 * 60_000,
  });
}
