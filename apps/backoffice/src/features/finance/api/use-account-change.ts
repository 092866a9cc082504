import { ADMIN_PATHS } from '@platform/contract/paths';
import type { ChannelAccountChangeDetail } from '@platform/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CHANNELS_KEY } from './use-payment-channels.ts';

/** One account change with both numbers in full, for the operator about to approve it. */
export function useAccountChange(id: number) {
  return useQuery({
    queryKey: [CHANNELS_KEY, 'account-change', id],
    queryFn: () => apiRequest<ChannelAccountChangeDetail>(`${ADMIN_PATHS.paymentAccountChanges}/${id}`),
  });
}
