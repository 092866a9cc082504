import type { MemberMessage } from '@platform/contract/messages';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { settleInbox } from './settle.ts';

/** Opening a message reads it from the server, which marks it read. */
export function useOpenMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MemberMessage>(`${API_PATHS.messages}/${id}`),
    onSuccess: () => settleInbox(queryClient, null),
  });
}
