import type { AdjustmentPolicy } from '@platform/contract/adjustments';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const POLICY_KEY = ['admin-adjustment-policy'] as const;

/** The amount above which an adjustment waits for a second operator. */
export function useAdjustmentPolicy() {
  return useQuery({
    queryKey: POLICY_KEY,
    queryFn: () => apiRequest<AdjustmentPolicy>(ADMIN_PATHS.adjustmentPolicy),
  });
}
