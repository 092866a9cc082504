import { ADMIN_PATHS } from '@platform/contract/paths';
import type {
  AdminVendorIntegration,
  OnboardVendorInput,
  RotatedVendorSecret,
  VendorIntegrationPatch,
} from '@platform/contract/vendor-integrations-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const INTEGRATIONS_KEY = ['admin-vendor-integrations'] as const;
const pathOf = (vendorCode: string) => `${ADMIN_PATHS.vendorIntegrations}/${encodeURIComponent(vendorCode)}`;

export function useVendorIntegrations() {
  return useQuery({
    queryKey: INTEGRATIONS_KEY,
    queryFn: () =>
      apiRequest<{ list: AdminVendorIntegration[] }>(ADMIN_PATHS.vendorIntegrations).then(
        (value) => value.list,
      ),
  });
}

/** Changes a vendor's launch target or allowed addresses (vendors.integrate, audited). */
export function useUpdateIntegration(vendorCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: VendorIntegrationPatch) =>
      apiRequest<AdminVendorIntegration>(pathOf(vendorCode), { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}

/** A new signing secret for the vendor, answered once (vendors.integrate, audited). */
export function useRotateVendorSecret(vendorCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (graceMinutes: number) =>
      apiRequest<RotatedVendorSecret>(`${pathOf(vendorCode)}/rotate-secret`, {
        method: 'POST',
        body: { graceMinutes },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}

/** Adds a vendor to the installation; its new secret is answered once (vendors.integrate, audited). */
export function useOnboardVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendor: OnboardVendorInput) =>
      apiRequest<RotatedVendorSecret>(ADMIN_PATHS.vendorIntegrations, { method: 'POST', body: vendor }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
