import { API_PATHS } from '@platform/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SendSmsInput {
  mobileNum: string;
  countryDialingCode: string;
  purpose: 'REGISTER' | 'LOGIN' | 'RESET_PASSWORD';
  /** Required for every send (SMS pumping guard). */
  captchaKey: string;
  captcha: string;
}

/** Spec §7: SMS code without login; the answer says how long the code lives. */
export function useSendSms() {
  return useMutation({
    mutationKey: [API_PATHS.smsNoLogin],
    mutationFn: (input: SendSmsInput) =>
      apiRequest<{ expiredMinutes: number }>(API_PATHS.smsNoLogin, { method: 'POST', body: input }),
  });
}
