import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * One of the merchant's settings read with GET and saved whole with PUT at the same path (the
 * account policy, the time zone, the withdrawal limits): the saved answer replaces the cached one.
 */
export function useSetting<Value, Body = Value>(path: string) {
  const queryClient = useQueryClient();
  const key = ['setting', path];
  const query = useQuery({ queryKey: key, queryFn: () => apiRequest<Value>(path) });
  const save = useMutation({
    mutationFn: (body: Body) => apiRequest<Value>(path, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { query, save };
}
