import type { LoginResult } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { sealedRequest } from '../../../lib/sealed-request.ts';

export interface ResetByPhoneInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Spec §7 set password by phone (sealed); the answer logs the member in (spec §4). */
export function useResetPasswordByPhone() {
  return useMutation({
    mutationKey: [API_PATHS.resetPasswordByPhone],
    mutationFn: (input: ResetByPhoneInput) =>
      sealedRequest<LoginResult>(API_PATHS.resetPasswordByPhone, { method: 'POST', body: input }),
  });
}
