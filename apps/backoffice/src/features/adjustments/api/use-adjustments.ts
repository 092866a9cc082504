import type { Adjustment, AdjustmentListQuerySchema } from '@platform/contract/adjustments';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AdjustmentPage = { list: Adjustment[]; total: number; totalPages: number };
export type AdjustmentQuery = z.input<typeof AdjustmentListQuerySchema>;
/** Every adjustment list's key starts with this, so a change refreshes them all. */
export const ADJUSTMENTS_KEY = 'admin-adjustments';

export function fetchAdjustments(query: AdjustmentQuery) {
  return apiRequest<AdjustmentPage>(ADMIN_PATHS.adjustments, { query });
}

export function useAdjustments(query: AdjustmentQuery) {
  return useQuery({
    queryKey: [ADJUSTMENTS_KEY, query],
    queryFn: () => fetchAdjustments(query),
    placeholderData: keepPreviousData,
  });
}
