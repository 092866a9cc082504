import type { OperatorLoginInput, OperatorLoginResult } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearToken, setToken } from '../../../lib/session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OperatorLoginInput) =>
      apiRequest<OperatorLoginResult>(ADMIN_PATHS.login, { method: 'POST', body: input }),
    onSuccess: (result) => {
      queryClient.clear();
      setToken(result.token);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(ADMIN_PATHS.logout, { method: 'POST' }),
    // The token is dropped here whatever the server says: the operator asked to leave.
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
