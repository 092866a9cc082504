import type { ChatAdminMessage, ChatMute, ChatMuteInput, ChatRoomAdmin } from '@platform/contract/chat';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The console follows the room by asking every few seconds: no socket to hold for a back-office tab. */
export const CHAT_POLL_MS = 3000;
const KEY = 'admin-chat';

export function useChatRooms() {
  return useQuery({
    queryKey: [KEY, 'rooms'],
    queryFn: () => apiRequest<ChatRoomAdmin[]>(ADMIN_PATHS.chatRooms),
    refetchInterval: CHAT_POLL_MS * 5,
  });
}

export function useChatMessages(roomId: number | null) {
  return useQuery({
    queryKey: [KEY, 'messages', roomId],
    queryFn: () =>
      apiRequest<ChatAdminMessage[]>(ADMIN_PATHS.chatMessages, { query: { roomId, limit: 100 } }),
    enabled: roomId !== null,
    refetchInterval: CHAT_POLL_MS,
  });
}

export function useChatMutes() {
  return useQuery({
    queryKey: [KEY, 'mutes'],
    queryFn: () => apiRequest<ChatMute[]>(ADMIN_PATHS.chatMutes),
    refetchInterval: CHAT_POLL_MS * 5,
  });
}

/** Delete, mute and unmute; each shows the room and the mutes afresh. */
export function useModerateChat() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  return {
    remove: useMutation({
      mutationFn: (id: number) => apiRequest(`${ADMIN_PATHS.chatMessages}/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    mute: useMutation({
      mutationFn: (body: ChatMuteInput) =>
        apiRequest<ChatMute>(ADMIN_PATHS.chatMutes, { method: 'POST', body }),
      onSuccess: refresh,
    }),
    unmute: useMutation({
      mutationFn: (memberId: number) =>
        apiRequest(`${ADMIN_PATHS.chatMutes}/${memberId}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
