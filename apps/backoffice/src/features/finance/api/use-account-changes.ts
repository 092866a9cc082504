import { ADMIN_PATHS } from '@platform/contract/paths';
import type { ChannelAccountChange, ChannelAccountChangeListQuerySchema } from '@platform/contract/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { CHANNELS_KEY } from './use-payment-channels.ts';

export type AccountChangePage = { list: ChannelAccountChange[]; total: number; totalPages: number };
export type AccountChangeQuery = z.input<typeof ChannelAccountChangeListQuerySchema>;

/** The approval queue of account changes (numbers masked), by status, newest first. */
export function useAccountChanges(query: AccountChangeQuery) {
  return useQuery({
    queryKey: [CHANNELS_KEY, 'account-changes', query],
    queryFn: () => apiRequest<AccountChangePage>(ADMIN_PATHS.paymentAccountChanges, { query }),
    placeholderData: keepPreviousData,
  });
}
