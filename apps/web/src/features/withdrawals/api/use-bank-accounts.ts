import { API_PATHS } from '@platform/contract/paths';
import type { BankAccount } from '@platform/contract/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { BANK_ACCOUNTS_KEY } from './keys.ts';

/** The member's bound bank accounts, numbers masked by the server. */
export function useBankAccounts() {
  return useQuery({
    queryKey: BANK_ACCOUNTS_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ list: BankAccount[] }>(API_PATHS.bankAccounts, undefined, signal).then((value) => value.list),
    meta: { private: true },
  });
}
