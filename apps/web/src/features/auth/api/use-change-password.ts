import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { sealedRequest } from '../../../lib/sealed-request.ts';

export interface ChangePasswordInput {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Spec §7: change password (token, sealed). A new session token may come back with it. */
export function useChangePassword() {
  return useMutation({
    mutationKey: [API_PATHS.changePassword],
    mutationFn: (input: ChangePasswordInput) =>
      sealedRequest<{ token?: string } | null>(API_PATHS.changePassword, { method: 'POST', body: input }),
  });
}
