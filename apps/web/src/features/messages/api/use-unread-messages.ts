import type { UnreadMessages } from '@platform/contract/messages';
import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { UNREAD_MESSAGES_KEY } from './keys.ts';

/**
 * Spec §7 unread message count, for the red badges. A trial member has no inbox and never asks
 * (§6). The socket keeps it current (wallet-live invalidates it), so it is not refetched on focus.
 */
export function useUnreadMessages(): number {
  const session = useSession();
  // The member's type arrives with its info, just after the token: until then it may be a trial.
  const realMember = session.token !== null && session.memberType !== null && !isTrialSession(session);
  const query = useQuery({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: ({ signal }) => apiGet<UnreadMessages>(API_PATHS.messagesUnread, undefined, signal),
    enabled: realMember,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    meta: { private: true },
  });
  return realMember ? (query.data?.unreadMessage ?? 0) : 0;
}
