import type { KycProfileInput, KycStatus } from '@platform/contract/kyc';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { KYC_STATUS_KEY } from './keys.ts';

/** Tier 1: sends my name, birth date and address; the answer is my new status. */
export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.kycProfile],
    mutationFn: (body: KycProfileInput) =>
      apiRequest<KycStatus>(API_PATHS.kycProfile, { method: 'PUT', body }),
    onSuccess: (status) => queryClient.setQueryData(KYC_STATUS_KEY, status),
  });
}
