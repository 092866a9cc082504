import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ContentKind } from '../content-kinds.ts';
import { CONTENT_KEY } from './use-content-items.ts';

/** Retires an item: the site never serves it again; it stays for the audit trail. */
export function useRetireContentItem(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`${kind.apiPath}/${id}/retire`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTENT_KEY, kind.key] }),
  });
}
