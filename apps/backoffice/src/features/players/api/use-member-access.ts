import type { MemberPasswordReset } from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKey } from './use-admin-member.ts';

export type AccessAction = 'lock' | 'unlock' | 'end-sessions';

/** Lock, unlock or sign a member out everywhere (members.write, audited). */
export function useMemberAccess(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AccessAction) =>
      apiRequest<unknown>(`${ADMIN_PATHS.members}/${id}/${action}`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
}

/** A temporary password for the member, answered once; their sessions end (members.write, audited). */
export function useResetMemberPassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<MemberPasswordReset>(`${ADMIN_PATHS.members}/${id}/reset-password`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKey(id) }),
  });
}
