import type {
  AdminMessage,
  AdminMessageList,
  AdminMessageListQuerySchema,
  ComposeMessage,
  MessageAudience,
  MessageRecipients,
} from '@platform/contract/messages';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ADMIN_PATHS.messages;

/** The messages sent to players, newest first, with their read counts. */
export function useAdminMessages(query: z.input<typeof AdminMessageListQuerySchema>) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: () => apiRequest<AdminMessageList>(ADMIN_PATHS.messages, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Counts a draft's recipients, sends it, or withdraws a sent one; the list reads again after a change. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  return {
    preview: useMutation({
      mutationFn: (body: MessageAudience) =>
        apiRequest<MessageRecipients>(ADMIN_PATHS.messagePreview, { method: 'POST', body }),
    }),
    send: useMutation({
      mutationFn: (body: ComposeMessage) =>
        apiRequest<AdminMessage>(ADMIN_PATHS.messages, { method: 'POST', body }),
      onSuccess: refresh,
    }),
    withdraw: useMutation({
      mutationFn: (id: number) =>
        apiRequest<AdminMessage>(`${ADMIN_PATHS.messages}/${id}/withdraw`, { method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}
