import type { AdminContentItem, AdminCustomerService } from '@platform/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ContentKind } from '../content-kinds.ts';
import { rowOf } from '../content-values.ts';

export const CONTENT_KEY = 'admin-content';

/** Every item of a kind, in sort order (the API answers the whole list; it is short). */
export function useContentItems(kind: ContentKind, includeRetired: boolean, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [CONTENT_KEY, kind.key, { includeRetired }],
    queryFn: () =>
      apiRequest<{ list: (AdminContentItem | AdminCustomerService)[] }>(kind.apiPath, {
        query: { includeRetired },
      }),
    select: (answer) => answer.list.map(rowOf),
    placeholderData: keepPreviousData,
  });
}
