import type { KycRejectInput, KycReview, KycReviewListQuerySchema } from '@platform/contract/kyc-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type ReviewPage = { list: KycReview[]; total: number; totalPages: number };
const KEY = 'admin-kyc-reviews';

export function useKycReviews(query: z.input<typeof KycReviewListQuerySchema>) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: () => apiRequest<ReviewPage>(ADMIN_PATHS.kycReviews, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects a submission, then shows every queue afresh. */
export function useReviewKyc() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  return {
    approve: useMutation({
      mutationFn: (id: number) =>
        apiRequest<KycReview>(`${ADMIN_PATHS.kycReviews}/${id}/approve`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: ({ id, body }: { id: number; body: KycRejectInput }) =>
        apiRequest<KycReview>(`${ADMIN_PATHS.kycReviews}/${id}/reject`, { method: 'POST', body }),
      onSuccess: refresh,
    }),
  };
}
