import { API_PATHS } from '@platform/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

/**
 * Spec §7 logout (DELETE): ends the session on the server, then forgets it here whatever the
 * server said, keeping the merchant keys (spec §4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [API_PATHS.logout],
    mutationFn: () => apiRequest<unknown>(API_PATHS.logout, { method: 'DELETE' }),
    onSettled: (_data, error) => {
      if (error) console.warn('logout call failed; the local session is cleared anyway', error);
      clearSession();
      queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
    },
  });
}
