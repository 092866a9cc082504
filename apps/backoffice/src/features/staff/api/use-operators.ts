import type {
  CreateOperatorInput,
  Operator,
  OperatorListQuerySchema,
  UpdateOperatorInput,
} from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type OperatorQuery = z.input<typeof OperatorListQuerySchema>;
const OPERATORS_KEY = 'admin-operators';

export function useOperators(query: OperatorQuery) {
  return useQuery({
    queryKey: [OPERATORS_KEY, query],
    queryFn: () => apiRequest<{ list: Operator[]; total: number }>(ADMIN_PATHS.operators, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOperatorInput) =>
      apiRequest<Operator>(ADMIN_PATHS.operators, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OPERATORS_KEY] }),
  });
}

export function useUpdateOperator(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOperatorInput) =>
      apiRequest<Operator>(`${ADMIN_PATHS.operators}/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OPERATORS_KEY] }),
  });
}
