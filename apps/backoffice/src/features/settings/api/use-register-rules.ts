import { ADMIN_PATHS } from '@platform/contract/paths';
import type { RegisterFieldRule } from '@platform/contract/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type FieldRule = RegisterFieldRule & { field: string };
const KEY = ['register-rules'];

export function useRegisterRules() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest<FieldRule[]>(ADMIN_PATHS.registerRules) });
}

export function useSetRegisterRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, ...rule }: FieldRule) =>
      apiRequest<FieldRule>(`${ADMIN_PATHS.registerRules}/${field}`, { method: 'PUT', body: rule }),
    onSuccess: (saved) =>
      queryClient.setQueryData<FieldRule[]>(KEY, (list) =>
        list?.map((rule) => (rule.field === saved.field ? saved : rule)),
      ),
  });
}
