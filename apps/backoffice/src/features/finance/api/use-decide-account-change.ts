import { ADMIN_PATHS } from '@platform/contract/paths';
import type { ChannelAccountChangeDetail } from '@platform/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CHANNELS_KEY } from './use-payment-channels.ts';

export type AccountChangeDecision = 'approve' | 'reject';

/** Approves (the channel shows the new account) or rejects another operator's account change. */
export function useDecideAccountChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: AccountChangeDecision; note?: string | undefined }) =>
      apiRequest<ChannelAccountChangeDetail>(
        `${ADMIN_PATHS.paymentAccountChanges}/${input.id}/${input.decision}`,
        { method: 'POST', body: { note: input.note } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHANNELS_KEY] }),
  });
}
