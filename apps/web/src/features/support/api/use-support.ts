import { API_PATHS } from '@platform/contract/paths';
import {
  SUPPORT_TYPING_THROTTLE_MS,
  type SupportConversation,
  type SupportMessage,
} from '@platform/contract/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** My conversation; the socket's `support` messages (wallet-live) read it again, by this key. */
export const SUPPORT_KEY = [API_PATHS.support] as const;

export function useSupportConversation() {
  return useQuery({
    queryKey: SUPPORT_KEY,
    queryFn: ({ signal }) => apiGet<SupportConversation>(API_PATHS.support, undefined, signal),
    meta: { private: true },
  });
}

/** A page of older history, before the oldest message shown. */
export function fetchOlder(before: number) {
  return apiGet<SupportConversation>(API_PATHS.support, { before });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.supportMessages],
    mutationFn: (body: string) =>
      apiRequest<SupportMessage>(API_PATHS.supportMessages, { method: 'POST', body: { body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
}

/** Tells the operators I read their replies (they see it on their next poll). */
export function useMarkSupportRead() {
  return useMutation({
    mutationKey: [API_PATHS.supportRead],
    mutationFn: () => apiRequest<SupportConversation>(API_PATHS.supportRead, { method: 'POST' }),
  });
}

/** "I am typing", sent at most once every few seconds however fast the keys come. */
export function useTypingSignal(): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < SUPPORT_TYPING_THROTTLE_MS) return;
    last.current = now;
    void apiRequest<null>(API_PATHS.supportTyping, { method: 'POST' }).catch(() => undefined);
  };
}
