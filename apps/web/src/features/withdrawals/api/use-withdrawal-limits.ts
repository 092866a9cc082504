import { API_PATHS } from '@platform/contract/paths';
import type { WithdrawalLimits } from '@platform/contract/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { WITHDRAWAL_LIMITS_KEY } from './keys.ts';

/** Min, max and today's count left, plus the cash that can be withdrawn now. */
export function useWithdrawalLimits() {
  return useQuery({
    queryKey: WITHDRAWAL_LIMITS_KEY,
    queryFn: ({ signal }) => apiGet<WithdrawalLimits>(API_PATHS.withdrawalLimits, undefined, signal),
    meta: { private: true },
  });
}
