import { ADMIN_PATHS } from '@platform/contract/paths';
import type {
  RiskActionInput,
  RiskSignal,
  RiskSignalList,
  RiskSignalListQuerySchema,
} from '@platform/contract/risk-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = 'admin-risk-signals';

export function useRiskSignals(query: z.input<typeof RiskSignalListQuerySchema>) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: () => apiRequest<RiskSignalList>(ADMIN_PATHS.riskSignals, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Dismisses or acts on a signal, then shows every page of the queue afresh. */
export function useActOnRiskSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RiskActionInput }) =>
      apiRequest<RiskSignal>(`${ADMIN_PATHS.riskSignals}/${id}/action`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
