import type { UnreadMessages } from '@platform/contract/messages';
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES_KEY, UNREAD_MESSAGES_KEY } from './keys.ts';

/** After a change: the count the server answered goes to the badge, and the list reads its page again. */
export function settleInbox(queryClient: QueryClient, unread: number | null): void {
  if (unread !== null)
    queryClient.setQueryData<UnreadMessages>(UNREAD_MESSAGES_KEY, { unreadMessage: unread });
  else void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
  void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
}
