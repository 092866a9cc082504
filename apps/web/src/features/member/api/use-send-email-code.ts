import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The code that proves the member reads the e-mail address being bound. */
export function useSendEmailCode() {
  return useMutation({
    mutationKey: [API_PATHS.emailCode],
    mutationFn: (email: string) =>
      apiRequest<{ expiredMinutes?: number } | null>(API_PATHS.emailCode, {
        method: 'POST',
        body: { email },
      }),
  });
}
