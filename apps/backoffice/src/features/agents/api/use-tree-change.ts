import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AGENT_TREE_KEY } from './use-agent-tree.ts';

export type TreeChange = { memberId: number } & ({ uplineId: number | null } | { type: number });

/** Moves a member or sets their type (audited); every open level is read again after. */
export function useTreeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...body }: TreeChange) =>
      apiRequest<unknown>(`${ADMIN_PATHS.members}/${memberId}/${'type' in body ? 'type' : 'upline'}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AGENT_TREE_KEY] }),
  });
}
