import type { AdminVendor, AdminVendorPatch } from '@platform/contract/games';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { VENDORS_KEY } from './use-admin-vendors.ts';

/** Offers or withdraws a vendor, moves it, or sets or ends its maintenance (games.write, audited). */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vassalage, patch }: { vassalage: string; patch: AdminVendorPatch }) =>
      apiRequest<AdminVendor>(`${ADMIN_PATHS.gameVendors}/${encodeURIComponent(vassalage)}`, {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
  });
}
