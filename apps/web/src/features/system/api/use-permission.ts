import { API_PATHS } from '@platform/contract/paths';
import type { Permission } from '@platform/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * Spec §3 Permission response, loaded once at start and kept for the session: the site reads its
 * CDN lists and analytics id from it. The labels it also carries are not shown, so no language key.
 */
export function usePermission() {
  return useQuery({
    queryKey: [API_PATHS.permission],
    queryFn: ({ signal }) => apiGet<Permission>(API_PATHS.permission, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
