import { API_PATHS } from '@platform/contract/paths';
import type { ExclusionView, TakeExclusion } from '@platform/contract/responsible';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A time-out or self-exclusion: the server ends every session of the member at once. */
export function useTakeExclusion() {
  return useMutation({
    mutationKey: [API_PATHS.responsibleExclusion],
    mutationFn: (body: TakeExclusion) =>
      apiRequest<ExclusionView>(API_PATHS.responsibleExclusion, { method: 'POST', body }),
  });
}
