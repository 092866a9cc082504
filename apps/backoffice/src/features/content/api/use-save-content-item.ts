import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ContentKind } from '../content-kinds.ts';
import { CONTENT_KEY } from './use-content-items.ts';

/** Creates an item (no id) or changes the fields an edit gives (audited by the server either way). */
export function useSaveContentItem(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: Record<string, unknown> }) =>
      input.id === undefined
        ? apiRequest<unknown>(kind.apiPath, { method: 'POST', body: input.body })
        : apiRequest<unknown>(`${kind.apiPath}/${input.id}`, { method: 'PATCH', body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTENT_KEY, kind.key] }),
  });
}
