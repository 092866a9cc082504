import type { Adjustment } from '@platform/contract/adjustments';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADJUSTMENTS_KEY } from './use-adjustments.ts';

export type AdjustmentDecision = 'approve' | 'reject';

/** Approves (posts once) or rejects another operator's pending adjustment, audited. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: AdjustmentDecision; note?: string | undefined }) =>
      apiRequest<Adjustment>(`${ADMIN_PATHS.adjustments}/${input.id}/${input.decision}`, {
        method: 'POST',
        body: { note: input.note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADJUSTMENTS_KEY] }),
  });
}
