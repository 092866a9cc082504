import { API_PATHS } from '@platform/contract/paths';
import type { Withdrawal } from '@platform/contract/withdrawals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { WITHDRAWALS_KEY } from './keys.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

export interface WithdrawalPage {
  list: Withdrawal[];
  total: number;
  totalPages: number;
}

/** The member's withdrawals, newest first, one page at a time. */
export function useWithdrawals(pageNo: number) {
  return useQuery({
    queryKey: [...WITHDRAWALS_KEY, { pageNo }],
    queryFn: ({ signal }) =>
      apiGet<WithdrawalPage>(API_PATHS.withdrawals, { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
