import { API_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface LoginHistoryEntry {
  at: string;
  ip: string;
  loginType: string;
  userAgent: string | null;
}

/** The member's recent logins (security centre). */
export function useLoginHistory() {
  return useQuery({
    queryKey: [API_PATHS.loginHistory],
    queryFn: ({ signal }) => apiGet<{ list: LoginHistoryEntry[] }>(API_PATHS.loginHistory, undefined, signal),
    select: (value) => value.list,
    meta: { private: true },
  });
}
