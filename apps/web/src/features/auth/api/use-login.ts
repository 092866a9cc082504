import type { LoginPage, LoginResult } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { sealedRequest } from '../../../lib/sealed-request.ts';

export interface ExtraVerificationInput {
  method: 'SMS' | 'EMAIL' | 'PAYEE_NAME' | 'TOTP';
  value: string;
}

interface CaptchaAnswer {
  captchaKey?: string;
  captcha?: string;
}

export type LoginRequest =
  | ({
      type: 'username';
      username: string;
      password: string;
      loginPage: LoginPage;
      extraVerification?: ExtraVerificationInput;
    } & CaptchaAnswer)
  | ({
      type: 'sms';
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      loginPage: LoginPage;
      extraVerification?: ExtraVerificationInput;
    } & CaptchaAnswer);

/** Spec §7: username logins go to the login path, SMS-code logins to its v2 variant; both sealed. */
export function useLogin() {
  return useMutation({
    mutationKey: [API_PATHS.login],
    mutationFn: ({ type, ...body }: LoginRequest) =>
      type === 'sms'
        ? sealedRequest<LoginResult>(API_PATHS.loginV2, { method: 'POST', body: { type, ...body } })
        : sealedRequest<LoginResult>(API_PATHS.login, { method: 'POST', body }),
  });
}
