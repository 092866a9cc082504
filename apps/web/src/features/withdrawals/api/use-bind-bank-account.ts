import { API_PATHS } from '@platform/contract/paths';
import type { BankAccount, BindBankAccountInput } from '@platform/contract/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BANK_ACCOUNTS_KEY } from './keys.ts';

/** Binds a bank account in the member's payee name. */
export function useBindBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.bankAccounts, 'bind'],
    mutationFn: (input: BindBankAccountInput) =>
      apiRequest<BankAccount>(API_PATHS.bankAccounts, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_KEY }),
  });
}
