import { ADMIN_PATHS } from '@platform/contract/paths';
import type {
  AdminMemberResponsible,
  ExclusionListQuerySchema,
  ExclusionListSchema,
} from '@platform/contract/responsible';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** One player's limits with their use, session settings and every exclusion (read-only). */
export function useMemberResponsible(memberId: number) {
  return useQuery({
    queryKey: [ADMIN_PATHS.memberResponsible, memberId],
    queryFn: () =>
      apiRequest<AdminMemberResponsible>(ADMIN_PATHS.memberResponsible.replace(':id', String(memberId))),
  });
}

/** The players' time-outs and self-exclusions, newest first. */
export function useExclusions(query: z.input<typeof ExclusionListQuerySchema>) {
  return useQuery({
    queryKey: [ADMIN_PATHS.exclusions, query],
    queryFn: () => apiRequest<z.infer<typeof ExclusionListSchema>>(ADMIN_PATHS.exclusions, { query }),
    placeholderData: keepPreviousData,
  });
}
