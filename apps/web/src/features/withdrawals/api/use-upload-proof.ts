import { API_PATHS } from '@platform/contract/paths';
import type { WithdrawalProof } from '@platform/contract/withdrawals';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Uploads one proof image as the raw request body (the API takes one PNG or JPEG per request).
 * The list is refreshed by the receipt answer that follows, not after each image.
 */
export function useUploadProof(orderNo: string) {
  return useMutation({
    mutationKey: [API_PATHS.withdrawals, orderNo, 'proofs'],
    mutationFn: (file: Blob) =>
      apiRequest<WithdrawalProof>(`${API_PATHS.withdrawals}/${orderNo}/proofs`, { method: 'POST', file }),
  });
}
