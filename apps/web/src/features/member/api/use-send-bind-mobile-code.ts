import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface MobileInput {
  mobileNum: string;
  countryDialingCode: string;
}

/** The number and the captcha answer every send needs (SMS pumping guard). */
export type SendBindMobileCodeInput = MobileInput & { captchaKey: string; captcha: string };

/** The code for binding a mobile number, sent with the member's token. */
export function useSendBindMobileCode() {
  return useMutation({
    mutationKey: [API_PATHS.sms],
    mutationFn: (input: SendBindMobileCodeInput) =>
      apiRequest<{ expiredMinutes: number }>(API_PATHS.sms, {
        method: 'POST',
        body: { ...input, purpose: 'BIND_MOBILE' },
      }),
  });
}
