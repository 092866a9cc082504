import type { UnreadMessages } from '@platform/contract/messages';
import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { settleInbox } from './settle.ts';

export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UnreadMessages>(API_PATHS.messagesReadAll, { method: 'POST' }),
    onSuccess: (answer) => settleInbox(queryClient, answer.unreadMessage),
  });
}
