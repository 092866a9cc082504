import type { MemberInfo } from '@platform/contract/accounts';
import { API_PATHS } from '@platform/contract/paths';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { adoptMemberLanguage } from './member-language.ts';
import { saveMemberSession, useIsLoggedIn } from './session.ts';

export const MEMBER_INFO_KEY = [API_PATHS.memberInfo] as const;

/**
 * Member info (spec §3); every load refreshes the session keys the shell reads, and a session's
 * first load turns the site to the member's stored language.
 */
export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const info = await apiGet<MemberInfo>(API_PATHS.memberInfo, undefined, signal);
  saveMemberSession(info);
  adoptMemberLanguage(info);
  return info;
}

export function useMemberInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: MEMBER_INFO_KEY,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: loggedIn,
    staleTime: 30_000,
    meta: { private: true },
  });
}

/** Loads member info now (after login, after a password change), replacing any cached copy. */
export function reloadMemberInfo(queryClient: QueryClient): Promise<MemberInfo> {
  return queryClient.fetchQuery({
    queryKey: MEMBER_INFO_KEY,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    staleTime: 0,
    meta: { private: true },
  });
}
