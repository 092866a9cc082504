import { API_PATHS } from '@platform/contract/paths';
import type { DepositChannel } from '@platform/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The channels the operator configured, with their limits in minor units. */
export function useDepositChannels() {
  return useQuery({
    queryKey: [API_PATHS.depositChannels],
    queryFn: async ({ signal }) =>
      (await apiGet<{ list: DepositChannel[] }>(API_PATHS.depositChannels, undefined, signal)).list,
    staleTime: 60_000,
    meta: { private: true },
  });
}
