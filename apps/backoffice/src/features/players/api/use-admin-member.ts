import type { AdminMemberDetail } from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const memberKey = (id: number) => ['admin-member', id] as const;

export function useAdminMember(id: number) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: () => apiRequest<AdminMemberDetail>(`${ADMIN_PATHS.members}/${id}`),
  });
}
