import type { AdminMemberLedger } from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useMemberLedger(id: number, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: ['admin-member-ledger', id, pageNo, pageSize],
    queryFn: () =>
      apiRequest<AdminMemberLedger>(`${ADMIN_PATHS.members}/${id}/ledger`, { query: { pageNo, pageSize } }),
    placeholderData: keepPreviousData,
  });
}
