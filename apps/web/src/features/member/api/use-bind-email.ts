import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_INFO_KEY } from '../../../lib/member-info.ts';

/** Binds the e-mail address the code was sent to. */
export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.bindEmail],
    mutationFn: (input: { email: string; verificationCode: string }) =>
      apiRequest<unknown>(API_PATHS.bindEmail, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
  });
}
