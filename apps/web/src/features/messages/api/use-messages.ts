import type { MemberMessageList } from '@platform/contract/messages';
import { API_PATHS } from '@platform/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './keys.ts';

export const MESSAGES_PAGE_SIZE = 10;

/** A page of the inbox, newest first; the previous page stays on screen while the next loads. */
export function useMessages(pageNo: number) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, pageNo],
    queryFn: ({ signal }) =>
      apiGet<MemberMessageList>(API_PATHS.messages, { pageNo, pageSize: MESSAGES_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
