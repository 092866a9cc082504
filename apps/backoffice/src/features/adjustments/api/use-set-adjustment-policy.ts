import type { AdjustmentPolicy, SetAdjustmentPolicyInput } from '@platform/contract/adjustments';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { POLICY_KEY } from './use-adjustment-policy.ts';

/** Sets the approval threshold (settings.write, audited). */
export function useSetAdjustmentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAdjustmentPolicyInput) =>
      apiRequest<AdjustmentPolicy>(ADMIN_PATHS.adjustmentPolicy, { method: 'PUT', body }),
    onSuccess: (policy) => queryClient.setQueryData(POLICY_KEY, policy),
  });
}
