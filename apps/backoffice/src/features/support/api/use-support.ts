import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  type AdminSupportConversation,
  type CannedReply,
  type CannedReplyInput,
  SUPPORT_TYPING_THROTTLE_MS,
  type SupportInboxRow,
  type SupportMessage,
  type SupportStatus,
} from '@platform/contract/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

/** The console polls instead of holding a socket: a few seconds is live enough for a support desk. */
export const INBOX_POLL_MS = 4000;
export const CONVERSATION_POLL_MS = 2500;

const INBOX = 'admin-support-inbox';
const CONVERSATION = 'admin-support-conversation';
const CANNED = 'admin-support-canned';
const one = (id: number, action = '') =>
  `${ADMIN_PATHS.supportConversations}/${id}${action ? `/${action}` : ''}`;

export function useInbox(status: SupportStatus, mine: boolean) {
  const query = { status, ...(mine ? { mine: 'true' } : {}) };
  return useQuery({
    queryKey: [INBOX, query],
    queryFn: () => apiRequest<{ list: SupportInboxRow[] }>(ADMIN_PATHS.supportConversations, { query }),
    refetchInterval: INBOX_POLL_MS,
  });
}

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: [CONVERSATION, id],
    queryFn: () => apiRequest<AdminSupportConversation>(one(id ?? 0)),
    enabled: id !== null,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

/** Messages of both lists, each once (by id), oldest first. */
function mergeById(a: SupportMessage[], b: SupportMessage[]): SupportMessage[] {
  const byId = new Map([...a, ...b].map((message) => [message.id, message]));
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/**
 * The conversation's history as far back as the operator asked: the polled latest page, and the
 * older pages "load older" read, a page before the oldest message shown each time. Once an older
 * page is shown, every polled page is kept too, so new messages pushing the latest page forward
 * never leave a gap between it and what was read before.
 */
export function useConversationHistory(id: number, latest: AdminSupportConversation | undefined) {
  const [kept, setKept] = useState<SupportMessage[]>([]);
  const [olderLeft, setOlderLeft] = useState<boolean | null>(null);
  const latestMessages = latest?.messages;
  useEffect(() => {
    if (latestMessages) setKept((current) => (current.length ? mergeById(current, latestMessages) : current));
  }, [latestMessages]);
  const messages = mergeById(kept, latestMessages ?? []);
  const loadOlder = useMutation({
    mutationFn: (before: number) => apiRequest<AdminSupportConversation>(one(id), { query: { before } }),
    onSuccess: (page) => {
      setKept((current) => mergeById(mergeById(current, latestMessages ?? []), page.messages));
      setOlderLeft(page.hasOlder);
    },
  });
  const first = messages[0];
  return {
    messages,
    hasOlder: (olderLeft ?? latest?.hasOlder ?? false) && first !== undefined,
    loadOlder: () => {
      if (first) loadOlder.mutate(first.id);
    },
    loadingOlder: loadOlder.isPending,
    olderError: loadOlder.error,
  };
}

export function useAgents() {
  return useQuery({
    queryKey: ['admin-support-agents'],
    queryFn: () => apiRequest<{ list: { id: number; username: string }[] }>(ADMIN_PATHS.supportAgents),
  });
}

/** Reply, assign, mark read and close; the inbox and the conversation are read again after each. */
export function useConversationActions(id: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [INBOX] }),
      queryClient.invalidateQueries({ queryKey: [CONVERSATION, id] }),
    ]);
  return {
    reply: useMutation({
      mutationFn: (body: string) =>
        apiRequest<SupportMessage>(one(id, 'messages'), { method: 'POST', body: { body } }),
      onSuccess: refresh,
    }),
    assign: useMutation({
      mutationFn: (operatorId: number | null) =>
        apiRequest<AdminSupportConversation>(one(id, 'assign'), { method: 'POST', body: { operatorId } }),
      onSuccess: refresh,
    }),
    read: useMutation({
      mutationFn: () => apiRequest<null>(one(id, 'read'), { method: 'POST' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: [INBOX] }),
    }),
    close: useMutation({
      mutationFn: () => apiRequest<AdminSupportConversation>(one(id, 'close'), { method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}

/** "An operator is typing", sent at most once every few seconds. */
export function useTypingSignal(id: number): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < SUPPORT_TYPING_THROTTLE_MS) return;
    last.current = now;
    void apiRequest<null>(one(id, 'typing'), { method: 'POST' }).catch(() => undefined);
  };
}

export function useCannedReplies() {
  return useQuery({
    queryKey: [CANNED],
    queryFn: () => apiRequest<{ list: CannedReply[] }>(ADMIN_PATHS.supportCanned),
  });
}

export function useCannedActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CANNED] });
  return {
    create: useMutation({
      mutationFn: (body: CannedReplyInput) =>
        apiRequest<CannedReply>(ADMIN_PATHS.supportCanned, { method: 'POST', body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: CannedReplyInput }) =>
        apiRequest<CannedReply>(`${ADMIN_PATHS.supportCanned}/${id}`, { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest<unknown>(`${ADMIN_PATHS.supportCanned}/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
