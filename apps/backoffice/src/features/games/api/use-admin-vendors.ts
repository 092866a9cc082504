import type { AdminVendor } from '@platform/contract/games';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const VENDORS_KEY = ['admin-game-vendors'] as const;

/** Every vendor of the catalogue with this merchant's choice: offered, order, maintenance window. */
export function useAdminVendors() {
  return useQuery({
    queryKey: VENDORS_KEY,
    queryFn: () => apiRequest<{ list: AdminVendor[] }>(ADMIN_PATHS.gameVendors).then((value) => value.list),
  });
}
