import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BANK_ACCOUNTS_KEY } from './keys.ts';

/** Removes one bound bank account; withdrawals already made keep their copy of it. */
export function useRemoveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.bankAccounts, 'remove'],
    mutationFn: (id: number) => apiRequest<null>(`${API_PATHS.bankAccounts}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_KEY }),
  });
}
