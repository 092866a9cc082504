import { API_PATHS } from '@platform/contract/paths';
import type { WhitelabelNode } from '@platform/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The operator's module tree; a module is on when its node is enabled '1'. */
export function useWhitelabel() {
  return useQuery({
    queryKey: [API_PATHS.whitelabel],
    queryFn: ({ signal }) => apiGet<WhitelabelNode[]>(API_PATHS.whitelabel, undefined, signal),
    staleTime: 5 * 60_000,
  });
}
