import type { InHouseLimits } from '@platform/contract/in-house';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const LIMITS_KEY = ['admin-in-house-limits'] as const;

/** Every in-house game's stake limits on this merchant's site, minor units per bet. */
export function useInHouseLimits() {
  return useQuery({
    queryKey: LIMITS_KEY,
    queryFn: () => apiRequest<InHouseLimits>(ADMIN_PATHS.inHouseLimits).then((value) => value.limits),
  });
}
