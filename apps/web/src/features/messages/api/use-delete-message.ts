import type { UnreadMessages } from '@platform/contract/messages';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { settleInbox } from './settle.ts';

/** Deletes from this member's inbox only. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<UnreadMessages>(`${API_PATHS.messages}/${id}`, { method: 'DELETE' }),
    onSuccess: (answer) => settleInbox(queryClient, answer.unreadMessage),
  });
}
