import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AdminPaymentChannel } from '@platform/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every channel screen's key starts with this, so a change refreshes the channels and their changes. */
export const CHANNELS_KEY = 'admin-payment-channels';

/** The merchant's deposit channels, disabled ones too, with their pending account changes. */
export function usePaymentChannels() {
  return useQuery({
    queryKey: [CHANNELS_KEY, 'list'],
    queryFn: () => apiRequest<{ list: AdminPaymentChannel[] }>(ADMIN_PATHS.paymentChannels),
  });
}
