import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §7: forgot password by e-mail, form-encoded. */
export function useForgotPasswordByEmail() {
  return useMutation({
    mutationKey: [API_PATHS.forgotPasswordEmail],
    mutationFn: (input: { username: string; email: string }) =>
      apiRequest<unknown>(API_PATHS.forgotPasswordEmail, { method: 'POST', form: input }),
  });
}
