import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AdminPaymentChannel, UpdatePaymentChannelInput } from '@platform/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CHANNELS_KEY } from './use-payment-channels.ts';

/** Changes a channel: name, limits, order and on/off at once; a new account becomes a pending change. */
export function useUpdatePaymentChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePaymentChannelInput & { id: number }) =>
      apiRequest<AdminPaymentChannel>(`${ADMIN_PATHS.paymentChannels}/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHANNELS_KEY] }),
  });
}
