import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AdminPaymentChannel, CreatePaymentChannelInput } from '@platform/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CHANNELS_KEY } from './use-payment-channels.ts';

/** Adds a channel; a bank account it names waits for another operator's approval. */
export function useCreatePaymentChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentChannelInput) =>
      apiRequest<AdminPaymentChannel>(ADMIN_PATHS.paymentChannels, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHANNELS_KEY] }),
  });
}
