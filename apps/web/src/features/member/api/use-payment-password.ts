import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_INFO_KEY } from '../../../lib/member-info.ts';
import { sealedRequest } from '../../../lib/sealed-request.ts';

export interface PaymentPasswordInput {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/** Sets or changes the payment password, separate from the login password (sealed like every password). */
export function usePaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.paymentPassword],
    mutationFn: (input: PaymentPasswordInput) =>
      sealedRequest<unknown>(API_PATHS.paymentPassword, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY }),
  });
}
