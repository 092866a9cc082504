import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

/** Spec §7 (the contract names it in the next issue). */

export interface RegisterInput {
  username: string;
  password: string;
  confirmPassword: string;
}

/** Creates the account; when the answer carries a session, the new member is signed in. */
export function useRegister() {
  return useMutation({
    mutationKey: [API_PATHS.register],
    mutationFn: (input: RegisterInput) =>
      apiRequest<{ token?: string } | null>(API_PATHS.register, {
        method: 'PUT',
        body: {
          ...input,
          registerMethod: 'WEB',
          registerUrl: window.location.href,
          domain: window.location.host,
        },
      }),
    onSuccess: (result) => {
      if (result?.token) setToken(result.token);
    },
  });
}
