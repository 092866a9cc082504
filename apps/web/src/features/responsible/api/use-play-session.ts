import { API_PATHS } from '@platform/contract/paths';
import type { PlaySession } from '@platform/contract/responsible';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { PLAY_SESSION_KEY } from './keys.ts';

/**
 * This session's figures and its next reality check. Read when the check falls due (the caller
 * refetches), not polled: the answer says when to ask again.
 */
export function usePlaySession() {
  return useQuery({
    queryKey: PLAY_SESSION_KEY,
    queryFn: ({ signal }) => apiGet<PlaySession>(API_PATHS.responsibleSession, undefined, signal),
    meta: { private: true },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
