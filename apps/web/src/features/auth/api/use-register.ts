import type { LoginResult, RegisterInput } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { sealedRequest } from '../../../lib/sealed-request.ts';

/** Spec §7: register by username or by mobile (PUT, sealed); the answer logs the member in. */
export function useRegister() {
  return useMutation({
    mutationKey: [API_PATHS.register],
    mutationFn: ({ mode, body }: { mode: 'username' | 'mobile'; body: RegisterInput }) =>
      sealedRequest<LoginResult>(mode === 'mobile' ? API_PATHS.registerMobile : API_PATHS.register, {
        method: 'PUT',
        body: {
          ...body,
          registerMethod: 'WEB',
          registerUrl: window.location.href,
          domain: window.location.host,
        },
      }),
  });
}
