import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_INFO_KEY } from '../../../lib/member-info.ts';
import type { MobileInput } from './use-send-bind-mobile-code.ts';

/** Binds the mobile number the SMS code was sent to. */
export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.bindMobile],
    mutationFn: (input: MobileInput & { verificationCode: string }) =>
      apiRequest<unknown>(API_PATHS.bindMobile, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
  });
}
