import type { KycStatus } from '@platform/contract/kyc';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { KYC_STATUS_KEY } from './keys.ts';

/** My tier, declared details, submissions with their documents' status, and the tiers' limits. */
export function useKycStatus() {
  return useQuery({
    queryKey: KYC_STATUS_KEY,
    queryFn: ({ signal }) => apiGet<KycStatus>(API_PATHS.kyc, undefined, signal),
    meta: { private: true },
  });
}
