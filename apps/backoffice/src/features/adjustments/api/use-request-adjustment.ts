import type { Adjustment, CreateAdjustmentInput } from '@platform/contract/adjustments';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKey } from '../../players/api/use-admin-member.ts';
import { ADJUSTMENTS_KEY } from './use-adjustments.ts';

/** Asks for a credit or debit: posted at once up to the threshold, else queued for a second operator. */
export function useRequestAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdjustmentInput) =>
      apiRequest<Adjustment>(ADMIN_PATHS.adjustments, { method: 'POST', body }),
    onSuccess: (adjustment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADJUSTMENTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: memberKey(adjustment.memberId) }),
        queryClient.invalidateQueries({ queryKey: ['admin-member-ledger', adjustment.memberId] }),
      ]),
  });
}
