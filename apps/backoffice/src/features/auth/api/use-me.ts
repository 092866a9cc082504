import type { OperatorMe, OperatorPermission } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { getToken, subscribeToken } from '../../../lib/session.ts';

export const ME_KEY = ['operator-me'] as const;

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken);
}

/** The signed-in operator with the permissions of their role; disabled while there is no token. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: [...ME_KEY, token],
    queryFn: () => apiRequest<OperatorMe>(ADMIN_PATHS.me),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Whether the operator may do this: screens hide what the server would refuse with 403. */
export function useCan(): (permission: OperatorPermission) => boolean {
  const { data } = useMe();
  return (permission) => data?.permissions.includes(permission) ?? false;
}
