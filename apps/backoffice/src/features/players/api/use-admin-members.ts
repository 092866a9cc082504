import type { AdminMemberList, AdminMemberListQuerySchema } from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type MemberQuery = z.input<typeof AdminMemberListQuerySchema>;

export function fetchMembers(query: MemberQuery) {
  return apiRequest<AdminMemberList>(ADMIN_PATHS.members, { query });
}

export function useAdminMembers(query: MemberQuery) {
  return useQuery({
    queryKey: ['admin-members', query],
    queryFn: () => fetchMembers(query),
    placeholderData: keepPreviousData,
  });
}
