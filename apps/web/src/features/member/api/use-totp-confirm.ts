import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_INFO_KEY } from '../../../lib/member-info.ts';

/** A code from the app proves the secret was scanned; only then is the authenticator on. */
export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.totpConfirm],
    mutationFn: (code: string) =>
      apiRequest<unknown>(API_PATHS.totpConfirm, { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
  });
}
